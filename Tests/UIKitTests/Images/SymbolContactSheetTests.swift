import Foundation
import Testing
@testable import UIKit

/// Renders every system symbol at several weights into one sheet; writes it to
/// `$OPENUIKIT_CONTACT_SHEET_DIR/symbols.png` when that variable is set (for looking at the shapes).
@Suite("Symbol contact sheet")
struct SymbolContactSheetTests {
    @Test func everySymbolRendersInkOnTheSheet() throws {
        let names = SystemSymbolCatalog.names
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .bold, .black]
        let cell: CGFloat = 44, labelWidth: CGFloat = 0
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: labelWidth + cell * CGFloat(weights.count + 1), height: cell * CGFloat(names.count))
        let sheet = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (row, name) in names.enumerated() {
                for (column, weight) in weights.enumerated() {
                    let config = UIImage.SymbolConfiguration(pointSize: 22, weight: weight)
                    let image = try! #require(UIImage(systemName: name, withConfiguration: config))
                    let origin = CGPoint(x: labelWidth + CGFloat(column) * cell + (cell - image.size.width) / 2,
                                         y: CGFloat(row) * cell + (cell - image.size.height) / 2)
                    UIColor(white: 0.9, alpha: 1).setFill()
                    context.fill(CGRect(origin: origin, size: image.size))
                    image.draw(at: origin)
                }
                let tinted = UIImage(systemName: name)!.withTintColor(.systemBlue)
                tinted.draw(at: CGPoint(x: labelWidth + CGFloat(weights.count) * cell + 10, y: CGFloat(row) * cell + 10))
            }
        }
        #expect(sheet.size == size)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_CONTACT_SHEET_DIR"] {
            try sheet.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols.png"))
            try (names.joined(separator: "\n")).write(toFile: dir + "/symbols.txt", atomically: true, encoding: .utf8)
        }
    }
}
