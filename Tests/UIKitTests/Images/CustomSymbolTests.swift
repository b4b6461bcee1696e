import Foundation
import Testing
@testable import UIKit

/// The test catalog's `Block` symbol set: a template whose Regular-M variant is a square one cap height tall
/// and as wide (70.46 units), its Black-M variant 90 units wide, Ultralight-M 50.
@MainActor
@Suite("Custom symbols: symbol sets from asset catalogs drawn as symbol images")
struct CustomSymbolTests {
    /// Inter's cap height at 17 pt, which a template's cap height maps to.
    private static let capHeight17: CGFloat = 0.727 * 17

    private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        let data = image.dataProvider!.data! as Data
        return Int(data[y * image.bytesPerRow + x * 4 + 3])
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let data = image.dataProvider!.data! as Data
        let offset = y * image.bytesPerRow + x * 4
        return [Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset])]
    }

    @Test("UIImage(named:) returns a template symbol image; UIImage(systemName:) knows only system symbols, as on iOS")
    func lookup() throws {
        let image = try #require(UIImage(named: "Block", in: .module, with: nil))
        #expect(image.isSymbolImage)
        #expect(image.drawsAsTemplate)
        #expect(image.symbolConfiguration != nil)
        #expect(UIImage(systemName: "Block") == nil)
        let configured = try #require(UIImage(named: "Block", in: .module, with: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(configured.size.width - 2 * image.size.width) < 0.01)
    }

    @Test("the size follows the template: the cap height at the point size, the margins' width, heavier weights wider")
    func sizes() throws {
        let regular = try #require(UIImage(named: "Block", in: .module, with: nil))
        // A square of the cap height, padded by a quarter point above and below.
        #expect(abs(regular.size.width - Self.capHeight17) < 0.01)
        #expect(abs(regular.size.height - (Self.capHeight17 + 0.5)) < 0.01)
        let black = regular.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34, weight: .black))
        #expect(abs(black.size.width - Self.capHeight17 * 2 * 90 / 70.46) < 0.01)
        // Medium is interpolated a fifth of the way from Regular to Black.
        let medium = regular.withConfiguration(UIImage.SymbolConfiguration(weight: .medium))
        #expect(abs(medium.size.width - Self.capHeight17 * (70.46 + 19.54 / 5) / 70.46) < 0.01)
        // The template has only the medium row: a large symbol is the medium one grown by the scale's factor.
        let large = regular.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(abs(large.size.width - regular.size.width * UIImage.SymbolScale.large.factor) < 0.01)
    }

    @Test("it renders as its outline in the tint colour at two sizes and weights")
    func pixels() throws {
        let base = try #require(UIImage(named: "Block", in: .module, with: nil))
        for (pointSize, weight, width) in [(CGFloat(17), UIImage.SymbolWeight.regular, CGFloat(70.46)), (34, .black, 90)] {
            let image = base.withConfiguration(UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight))
                .withTintColor(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1), renderingMode: .alwaysTemplate)
            let ink = CGSize(width: Self.capHeight17 * pointSize / 17 * width / 70.46, height: Self.capHeight17 * pointSize / 17)
            let pixels = renderPixels(CGSize(width: 80, height: 40), scale: 2) { _ in image.draw(at: CGPoint(x: 2, y: 2)) }
            // Inside the block (a quarter design unit of padding on top, 0.25 pt at 17 pt): the tint; half a point beyond its edges: clear.
            let top = 2 + 0.25 * pointSize / 17
            for (x, y) in [(2 + 1, top + 1), (2 + ink.width - 1, top + ink.height - 1), (2 + ink.width / 2, top + ink.height / 2)] {
                let px = Int(x * 2), py = Int(y * 2)
                #expect(alpha(pixels, px, py) == 255, "\(pointSize) pt inside (\(x), \(y))")
                #expect(rgb(pixels, px, py) == [255, 0, 128], "\(pointSize) pt in the tint colour")
            }
            for (x, y) in [(2 + ink.width + 0.5, top + ink.height / 2), (2 + ink.width / 2, top + ink.height + 0.5), (1.5, top + 1)] {
                #expect(alpha(pixels, Int(x * 2), Int(y * 2)) == 0, "\(pointSize) pt outside (\(x), \(y))")
            }
        }
    }
}
