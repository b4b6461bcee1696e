import Foundation
import Testing
@testable import UIKit

/// Draws the bezier shapes side by side; writes `bezier.png` to `$OPENUIKIT_CONTACT_SHEET_DIR` when set.
@Suite("Bezier contact sheet")
struct BezierContactSheetTests {
    @Test func shapesDrawInsideTheirCells() throws {
        let cell: CGFloat = 60
        let shapes: [(CGRect) -> UIBezierPath] = [
            { UIBezierPath(rect: $0) },
            { UIBezierPath(ovalIn: $0) },
            { UIBezierPath(roundedRect: $0, cornerRadius: 12) },
            { UIBezierPath(roundedRect: $0, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16)) },
            { UIBezierPath(arcCenter: CGPoint(x: $0.midX, y: $0.midY), radius: $0.width / 2, startAngle: 0, endAngle: .pi / 2, clockwise: true) },
            { UIBezierPath(arcCenter: CGPoint(x: $0.midX, y: $0.midY), radius: $0.width / 2, startAngle: 0, endAngle: .pi / 2, clockwise: false) },
            { rect in
                let p = UIBezierPath()
                p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), controlPoint: CGPoint(x: rect.midX, y: rect.minY))
                p.setLineDash([6, 3], count: 2, phase: 0)
                return p
            },
        ]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: cell * CGFloat(shapes.count), height: cell * 2)
        let sheet = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
            for (i, make) in shapes.enumerated() {
                let rect = CGRect(x: CGFloat(i) * cell + 10, y: 10, width: cell - 20, height: cell - 20)
                let stroked = make(rect)
                stroked.lineWidth = 3
                stroked.lineCapStyle = .round
                UIColor.systemBlue.setStroke()
                stroked.stroke()
                UIColor.systemOrange.setFill()
                make(rect.offsetBy(dx: 0, dy: cell)).fill()
            }
        }
        #expect(sheet.size == size)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_CONTACT_SHEET_DIR"] {
            try sheet.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("bezier.png"))
        }
    }
}
