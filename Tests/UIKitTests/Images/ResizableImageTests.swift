import Foundation
import Testing
@testable import UIKit

@Suite("Resizable images")
struct ResizableImageTests {
    /// A 6 × 6 point image at scale 1: a 2-point red frame around a blue middle.
    static let framed: UIImage = UIImage(cgImage: renderPixels(CGSize(width: 6, height: 6)) { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 2, y: 2, width: 2, height: 2))
    })

    @Test func insetsAndModesAreKept() {
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let tiled = Self.framed.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets)
        #expect(tiled.resizingMode == .tile)
        #expect(tiled.size == Self.framed.size)
        let stretched = Self.framed.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(Self.framed.capInsets == .zero)
        #expect(Self.framed.resizingMode == .stretch)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == insets)
        let legacy = Self.framed.stretchableImage(withLeftCapWidth: 2, topCapHeight: 2)
        #expect(legacy.capInsets == UIEdgeInsets(top: 2, left: 2, bottom: 3, right: 3))
    }

    @Test(arguments: [UIImage.ResizingMode.tile, .stretch])
    func capsKeepTheirSizeWhenDrawnLarger(mode: UIImage.ResizingMode) {
        let image = Self.framed.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                                               resizingMode: mode)
        let cg = renderPixels(CGSize(width: 30, height: 20)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        // The frame stays 2 points wide; the middle is blue everywhere.
        for (x, y) in [(0, 0), (1, 1), (29, 19), (28, 18), (15, 0), (15, 1), (0, 10), (29, 10)] {
            #expect(cg.rgba(x, y) == .red, "frame at (\(x), \(y))")
        }
        for (x, y) in [(2, 2), (15, 10), (27, 17), (3, 10), (15, 2)] {
            #expect(cg.rgba(x, y) == .blue, "middle at (\(x), \(y))")
        }
    }

    @Test func withoutInsetsTheWholeImageStretches() {
        let cg = renderPixels(CGSize(width: 30, height: 30)) { _ in
            Self.framed.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        #expect(cg.rgba(7, 15) == .red)
        #expect(cg.rgba(15, 15) == .blue)
    }
}
