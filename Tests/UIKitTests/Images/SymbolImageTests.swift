import Foundation
import Testing
@testable import UIKit

@Suite("System symbol images")
struct SymbolImageTests {
    static let requiredNames = [
        "star", "star.fill", "checkmark", "chevron.right", "chevron.left", "chevron.up", "chevron.down", "plus",
        "minus", "xmark", "circle", "circle.fill", "checkmark.circle", "checkmark.circle.fill", "xmark.circle.fill",
        "plus.circle.fill", "minus.circle.fill", "info.circle", "heart", "heart.fill", "trash", "magnifyingglass",
        "gear", "gearshape", "person", "person.fill", "folder", "house", "ellipsis", "line.3.horizontal",
        "square.and.arrow.up",
    ]

    @Test func requiredSymbolsExistAndUnknownNamesGiveNil() {
        for name in Self.requiredNames {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Star") == nil)
    }

    @Test func symbolsAreTemplatesAtTheScreenScale() throws {
        let image = try #require(UIImage(systemName: "star"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(image.drawsAsTemplate)
        #expect(image.description.contains("renderingMode=automatic(template)"))
        #expect(image.scale == UIScreenScale.current)
        #expect(image.symbolConfiguration != nil)
        #expect(image.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(image.withRenderingMode(.alwaysOriginal).isSymbolImage)
    }

    @Test func defaultSizeIsAboutBodyTextAndFollowsPointSizeAndScale() throws {
        let circle = try #require(UIImage(systemName: "circle"))
        #expect(circle.size.width > 19 && circle.size.width < 22)
        #expect(abs(circle.size.width - circle.size.height) < 0.01)
        let big = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(big.size.width - 2 * circle.size.width) < 0.01)
        let small = circle.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        let large = circle.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(small.size.width < circle.size.width && circle.size.width < large.size.width)
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        #expect(chevron.size.width < chevron.size.height / 1.5)
    }

    @Test func heavierWeightsDrawMoreInk() throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let config = UIImage.SymbolConfiguration(pointSize: 40, weight: weight)
            let image = try #require(UIImage(systemName: "circle", withConfiguration: config))
            return renderPixels(CGSize(width: 60, height: 60)) { _ in image.draw(at: CGPoint(x: 5, y: 5)) }
                .inkCount(threshold: 128)
        }
        let light = try ink(.light), regular = try ink(.regular), black = try ink(.black)
        #expect(light < regular)
        #expect(regular < black)
    }

    @Test(arguments: SystemSymbolCatalog.names)
    func inkStaysInsideTheImageBounds(name: String) throws {
        for config in [UIImage.SymbolConfiguration(pointSize: 17, weight: .ultraLight),
                       UIImage.SymbolConfiguration(pointSize: 17, weight: .black, scale: .large)] {
            let image = try #require(UIImage(systemName: name, withConfiguration: config))
            let inset: CGFloat = 4
            let frame = CGRect(x: inset, y: inset, width: image.size.width, height: image.size.height)
            let canvas = CGSize(width: frame.maxX + inset, height: frame.maxY + inset)
            let cg = renderPixels(canvas, scale: 2) { _ in image.draw(in: frame) }
            let pixels = CGRect(x: frame.minX * 2, y: frame.minY * 2, width: frame.width * 2, height: frame.height * 2)
            let total = cg.inkCount()
            let inside = cg.inkCount(in: pixels.integral)
            #expect(inside > 0, "\(name) draws ink")
            #expect(total == inside, "\(name) draws \(total - inside) pixels outside its bounds")
            // And the ink reaches close to every edge (the canvas is the ink's bounds).
            let edge = cg.inkCount(in: pixels.insetBy(dx: 2, dy: 2).integral)
            #expect(edge < inside || inside == 0, "\(name) leaves its edges empty")
        }
    }

    @Test func untintedSymbolsDrawBlackAndTintedOnesDrawTheTint() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let center = CGPoint(x: star.size.width / 2, y: star.size.height / 2)
        let black = renderPixels(star.size) { _ in star.draw(at: .zero) }
        #expect(black.rgba(Int(center.x), Int(center.y)) == .black)
        let red = star.withTintColor(.red)
        #expect(red.renderingMode == .automatic, "withTintColor keeps the rendering mode")
        #expect(!red.drawsAsTemplate, "a tinted automatic symbol draws in its own colour")
        #expect(star.withTintColor(.red, renderingMode: .alwaysTemplate).drawsAsTemplate)
        let tinted = renderPixels(star.size) { _ in red.draw(at: .zero) }
        #expect(tinted.rgba(Int(center.x), Int(center.y)) == .red)
        #expect(red.cgImage?.rgba(Int(center.x * red.scale), Int(center.y * red.scale)) == .red)
        let original = star.withTintColor(.blue, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(!original.drawsAsTemplate)
    }

    @Test func knockOutsCutTheSymbolNotTheBackground() throws {
        let image = try #require(UIImage(systemName: "checkmark.circle.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let rect = CGRect(origin: .zero, size: image.size)
        let onWhite = renderPixels(image.size) { _ in
            UIColor.white.setFill()
            UIRectFill(rect)
            image.withTintColor(.blue).draw(in: rect)
        }
        var white = 0, blue = 0, clear = 0
        for y in 0..<onWhite.height {
            for x in 0..<onWhite.width {
                let c = onWhite.rgba(x, y)
                if c == .white { white += 1 } else if c == .blue { blue += 1 } else if c.a == 0 { clear += 1 }
            }
        }
        #expect(clear == 0, "the check must not erase the background")
        #expect(blue > 0)
        // The check is white inside the blue disc.
        let alone = try #require(image.cgImage)
        #expect(alone.inkCount() < alone.width * alone.height * 3 / 4)
        #expect(white > 0)
    }

    @Test func cgImageRasterizesAtTheImageScale() throws {
        let image = try #require(UIImage(systemName: "heart.fill"))
        let cg = try #require(image.cgImage)
        #expect(cg.width == Int((image.size.width * image.scale).rounded(.up)))
        #expect(cg.height == Int((image.size.height * image.scale).rounded(.up)))
        #expect(cg.inkCount() > 0)
        #expect(image.cgImage === cg, "rasterized once")
        #expect(image.pngData() != nil)
    }

    @Test func drawingScalesTheVectorsToTheDestination() throws {
        let image = try #require(UIImage(systemName: "circle.fill"))
        // Drawn at 3× into a large rectangle, the disc's edge is sharp: no half-covered band wider than a pixel
        // or two, which an upscaled 1× bitmap would show.
        let cg = renderPixels(CGSize(width: 100, height: 100), scale: 3) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        var partial = 0
        for x in 0..<cg.width {
            let a = cg.pixel(x: x, y: cg.height / 2)?.alpha ?? 0
            if a > 10 && a < 245 { partial += 1 }
        }
        #expect(partial <= 4)
    }

    @Test func configurationsMergeAndCompare() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 20)
        #expect(merged.weight == .bold)
        #expect(merged.scale == .large)
        #expect(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(merged.configurationWithoutScale().scale == .unspecified)
        #expect(merged.configurationWithoutWeight().weight == .unspecified)
        #expect(merged.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(UIImage.SymbolConfiguration.unspecified.isEqual(to: UIImage.SymbolConfiguration()))

        let star = try #require(UIImage(systemName: "star", withConfiguration: base))
        #expect(star.symbolConfiguration?.pointSize == 20)
        let bigger = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(bigger.symbolConfiguration?.weight == .bold)
        #expect(abs(bigger.size.width - 2 * star.size.width) < 0.01)
        let bitmap = UIImage(cgImage: renderPixels(CGSize(width: 1, height: 1)) { _ in })
        #expect(bitmap.applyingSymbolConfiguration(base) == nil)
        #expect(bitmap.withConfiguration(base) === bitmap)
    }

    @Test func textStyleAndFontConfigurationsTakeSizeAndWeight() throws {
        let headline = UIImage.SymbolConfiguration(textStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.weight == .semibold)
        let title = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .small)
        #expect(title.pointSize == 34)
        #expect(title.scale == .small)
        #expect(title.configurationWithoutTextStyle().pointSize == 0)
        #expect(UIImage.SymbolConfiguration(pointSize: 20).configurationWithoutTextStyle().pointSize == 20)
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22, weight: .bold))
        #expect(font.pointSize == 22)
        #expect(font.weight == .bold)
        let body = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        let plain = try #require(UIImage(systemName: "circle"))
        #expect(body.size == plain.size)
    }
}
