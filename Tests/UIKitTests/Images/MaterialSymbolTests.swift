import Foundation
import Testing
@testable import UIKit

/// The SF Symbols names drawn with Material Icons glyphs: the table, the font, drawing through the symbol
/// configuration (size, weight, scale, colours), precedence of the hand-drawn symbols.
@Suite("Material symbol images")
struct MaterialSymbolTests {
    /// Ink pixels of `image` drawn at (inset, inset) at scale 2, and those inside its bounds.
    private func inkInsideAndOutside(_ image: UIImage) -> (inside: Int, total: Int) {
        let inset: CGFloat = 4
        let frame = CGRect(x: inset, y: inset, width: image.size.width, height: image.size.height)
        let cg = renderPixels(CGSize(width: frame.maxX + inset, height: frame.maxY + inset), scale: 2) { _ in
            image.draw(in: frame)
        }
        let pixels = CGRect(x: frame.minX * 2, y: frame.minY * 2, width: frame.width * 2, height: frame.height * 2)
        return (cg.inkCount(in: pixels.integral, threshold: 8), cg.inkCount(threshold: 8))
    }

    @Test func theTableHasFiveHundredDistinctNames() {
        let names = MaterialSymbols.table.map(\.name)
        #expect(names.count == 500)
        #expect(Set(names).count == names.count, "duplicate names: \(Dictionary(grouping: names) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") })
    }

    @Test func everyCodepointHasAGlyphInTheFont() {
        let missing = MaterialSymbols.table.filter { !MaterialSymbols.hasGlyph($0.codepoint) }
        #expect(missing.isEmpty, "no glyph: \(missing.map { "\($0.name) U+\(String($0.codepoint, radix: 16))" })")
        // A codepoint outside the font's private-use glyphs has none.
        #expect(!MaterialSymbols.hasGlyph(0xF0000))
    }

    @Test func theIssuesNamesAreKnown() {
        for name in ["wifi", "airplane", "bluetooth", "flag", "trash", "bell.badge", "person.crop.circle",
                     "play.circle.fill", "arrow.up.right", "square.and.arrow.up", "wifi.slash"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    /// The icons of the Settings app's first rows, which Settings-style tables (the Gallery's among them)
    /// reproduce: each is a real symbol with a glyph, not an empty tile.
    @Test func settingsRowIconsAreKnown() {
        for name in ["airplane", "wifi", "antenna.radiowaves.left.and.right", "personalhotspot", "bell.badge",
                     "moon.fill", "textformat.size"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    @Test func unknownNamesStillReturnNil() {
        for name in ["hare.fill", "no.such.symbol", "wifi.", "WIFI", "material.wifi", "wifi_off", "chevron.right.3"] {
            #expect(UIImage(systemName: name) == nil, "\(name)")
        }
    }

    @Test(arguments: [(CGFloat(17), UIImage.SymbolWeight.regular, UIImage.SymbolScale.medium),
                      (CGFloat(12), .ultraLight, .small), (CGFloat(34), .black, .large)])
    func everyMappedNameDrawsInkInsideItsBounds(pointSize: CGFloat, weight: UIImage.SymbolWeight,
                                                 scale: UIImage.SymbolScale) throws {
        let config = UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)
        for name in MaterialSymbols.names {
            let image = try #require(UIImage(systemName: name, withConfiguration: config), "\(name)")
            let ink = inkInsideAndOutside(image)
            #expect(ink.inside > 0, "\(name) draws ink")
            #expect(ink.total == ink.inside, "\(name) draws \(ink.total - ink.inside) pixels outside its bounds")
        }
    }

    @Test func sizeFollowsPointSizeAndScale() throws {
        let body = try #require(UIImage(systemName: "wifi"))
        #expect(body.size.height > 11 && body.size.height < 20 && body.size.width > 17 && body.size.width < 23)
        let big = try #require(UIImage(systemName: "wifi", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(big.size.width - 2 * body.size.width) < 0.01)
        let large = body.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(abs(large.size.width - 1.29 * body.size.width) < 0.01)
    }

    /// (Filled variants such as `play.circle.fill` draw less ink when heavier: their cut-out glyph grows, as
    /// SF Symbols' do.)
    @Test(arguments: ["wifi", "bell.badge", "map.circle", "airplane", "wifi.slash"])
    func heavierWeightsDrawMoreInk(name: String) throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
            return renderPixels(CGSize(width: 64, height: 64)) { _ in image.draw(at: CGPoint(x: 4, y: 4)) }
                .inkCount(threshold: 128)
        }
        let ultraLight = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        #expect(ultraLight < regular, "\(name): \(ultraLight) vs \(regular)")
        #expect(regular < black, "\(name): \(regular) vs \(black)")
    }

    @Test func tintedAndTemplateDrawingUseTheColour() throws {
        let image = try #require(UIImage(systemName: "wifi"))
        let cg = renderPixels(CGSize(width: 30, height: 30)) { _ in image.withTintColor(.red).draw(at: CGPoint(x: 2, y: 2)) }
        var opaque: [RGBA] = []
        for y in 0..<cg.height { for x in 0..<cg.width where cg.rgba(x, y).a == 255 { opaque.append(cg.rgba(x, y)) } }
        #expect(!opaque.isEmpty)
        #expect(opaque.allSatisfy { $0.isClose(to: .red, tolerance: 2) })
    }

    /// The colours of the opaque pixels in the top-right quarter (where a badge sits) and in the rest.
    private func quarterColors(_ image: UIImage) -> (badge: Set<String>, rest: Set<String>) {
        let cg = renderPixels(image.size, scale: 2) { _ in image.draw(at: .zero) }
        var badge = Set<String>(), rest = Set<String>()
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = cg.rgba(x, y)
                guard p.a == 255 else { continue }
                let key = p.isClose(to: .red, tolerance: 6) ? "red" : p.isClose(to: .blue, tolerance: 6) ? "blue" : "other"
                if x > cg.width / 2 && y < cg.height / 2 { badge.insert(key) } else { rest.insert(key) }
            }
        }
        return (badge, rest)
    }

    @Test func paletteColoursTheBadgeAndTheGlyph() throws {
        let config = UIImage.SymbolConfiguration(paletteColors: [.red, .blue])
        let image = try #require(UIImage(systemName: "bell.badge", withConfiguration: config))
        let colors = quarterColors(image)
        #expect(colors.badge.contains("red"), "the badge is the primary layer")
        #expect(colors.rest.contains("blue") && !colors.rest.contains("red"), "the bell is the secondary layer")
        // Monochrome draws both in one colour, with the gap still cut.
        let mono = quarterColors(image.withConfiguration(UIImage.SymbolConfiguration.preferringMonochrome()).withTintColor(.blue))
        #expect(mono.badge == ["blue"] && mono.rest == ["blue"])
        // One palette colour colours every layer.
        let single = quarterColors(try #require(UIImage(systemName: "bell.badge", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.red]))))
        #expect(single.badge == ["red"] && single.rest == ["red"])
    }

    @Test func filledCirclesCutTheGlyphOutInMonochromeAndColourItWhenLayered() throws {
        let name = "play.circle.fill"
        let mono = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let centre = { (image: UIImage) -> RGBA in
            let cg = renderPixels(image.size, scale: 1) { _ in image.draw(at: .zero) }
            return cg.rgba(cg.width / 2, cg.height / 2 + 4)
        }
        let edge = { (image: UIImage) -> RGBA in
            let cg = renderPixels(image.size, scale: 1) { _ in image.draw(at: .zero) }
            return cg.rgba(cg.width / 2, cg.height - 5)
        }
        #expect(centre(mono).a == 0, "the triangle is cut out of the disc")
        #expect(edge(mono).isClose(to: .black, tolerance: 2))

        let palette = mono.withConfiguration(UIImage.SymbolConfiguration(paletteColors: [.white, .blue]))
        #expect(centre(palette).isClose(to: .white, tolerance: 2), "the triangle in the first colour")
        #expect(edge(palette).isClose(to: .blue, tolerance: 2), "the disc in the second colour")

        let hierarchical = mono.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .blue))
        let glyph = centre(hierarchical), disc = edge(hierarchical)
        #expect(glyph.isClose(to: .blue, tolerance: 2), "the primary layer is opaque: \(glyph)")
        #expect(disc.b == 255 && abs(disc.a - 128) <= 3, "the secondary layer at half opacity: \(disc)")
    }

    @Test func multicolourFallsBackToMonochrome() throws {
        let plain = try #require(UIImage(systemName: "bell.badge"))
        let multi = plain.withConfiguration(UIImage.SymbolConfiguration.preferringMulticolor())
        let a = renderPixels(plain.size, scale: 2) { _ in plain.draw(at: .zero) }
        let b = renderPixels(multi.size, scale: 2) { _ in multi.draw(at: .zero) }
        #expect(a.dataProvider?.data == b.dataProvider?.data)
    }

    @Test func colourConfigurationsMergeAndCompare() {
        let size = UIImage.SymbolConfiguration(pointSize: 30)
        let palette = UIImage.SymbolConfiguration(paletteColors: [.red, .green])
        let merged = size.applying(palette)
        #expect(merged.pointSize == 30)
        #expect(merged.colorRendering == .palette([.red, .green]))
        #expect(!merged.isEqual(to: size))
        #expect(merged.isEqual(UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(paletteColors: [.red, .green]))))
        #expect(size.applying(UIImage.SymbolConfiguration(weight: .bold)).applying(palette).weight == .bold)
        #expect(palette.applying(UIImage.SymbolConfiguration(hierarchicalColor: .blue)).colorRendering == .hierarchical(.blue))
        #expect(UIImage.SymbolConfiguration(paletteColors: []).colorRendering == .monochrome)
    }

    @Test func handDrawnSymbolsWinForTheirNames() throws {
        let shared = Set(SystemSymbolCatalog.names).intersection(MaterialSymbols.entries.keys)
        #expect(shared.count > 20, "the most used names include the hand-drawn ones")
        let config = UIImage.SymbolConfiguration(pointSize: 30)
        for name in shared.sorted() {
            let image = try #require(UIImage(systemName: name, withConfiguration: config))
            let handDrawn = try #require(SystemSymbolCatalog.symbols[name])
            let glyph = try #require(MaterialSymbols.symbol(named: name))
            #expect(image.size == handDrawn.imageSize(for: config.applying(nil)), "\(name) has the hand-drawn size")
            let drawn = renderPixels(image.size, scale: 2) { _ in image.draw(at: .zero) }
            let expected = renderPixels(image.size, scale: 2) { context in
                handDrawn.draw(in: CGRect(origin: .zero, size: image.size), context: context.cgContext, color: UIColor.black.cgColor,
                               configuration: config, blendMode: .normal, alpha: 1)
            }
            let material = renderPixels(image.size, scale: 2) { context in
                glyph.draw(in: CGRect(origin: .zero, size: image.size), context: context.cgContext, color: UIColor.black.cgColor,
                           configuration: config, blendMode: .normal, alpha: 1)
            }
            #expect(drawn.dataProvider?.data == expected.dataProvider?.data, "\(name) draws the hand-drawn shape")
            #expect(drawn.dataProvider?.data != material.dataProvider?.data, "\(name) does not draw the glyph")
        }
    }

    @Test func symbolsSitOnTheBaselineOfTextOfTheirSize() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        #expect(wifi.hasBaseline)
        // The design grid's centre sits half a cap height above the baseline: below the ink's bottom
        // edge for a symbol that reaches down to the grid's bottom, above it for a short one.
        let font = UIFont.systemFont(ofSize: 17)
        let centreAboveBottom = wifi.size.height / 2
        #expect(wifi.baselineOffsetFromBottom > 0 && wifi.baselineOffsetFromBottom < centreAboveBottom)
        let big = try #require(UIImage(systemName: "wifi", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(big.baselineOffsetFromBottom - 2 * wifi.baselineOffsetFromBottom) < 0.01)
        // Two symbols of one point size share the baseline's height above the grid's centre: their grid
        // centres line up when they stand on one baseline.
        let arrow = try #require(UIImage(systemName: "arrow.down"))
        let gridCentreAboveBaseline = { (image: UIImage, symbol: SystemSymbol) -> CGFloat in
            let canvas = symbol.layout(for: image.symbolConfiguration!).canvas
            return (canvas.maxY - 10) - image.baselineOffsetFromBottom
        }
        let a = gridCentreAboveBaseline(wifi, try #require(MaterialSymbols.symbol(named: "wifi")))
        let b = gridCentreAboveBaseline(arrow, try #require(SystemSymbolCatalog.symbols["arrow.down"]))
        #expect(abs(a - b) < 0.001)
        #expect(abs(a - font.capHeight / 2) < 0.3, "half Inter's cap height at 17 pt: \(a) vs \(font.capHeight / 2)")
        #expect(!UIImage().hasBaseline && UIImage().baselineOffsetFromBottom == 0)
    }

    @Test func contactSheet() throws {
        // Every mapped name at four weights, and palette and hierarchical colours; written to
        // $OPENUIKIT_CONTACT_SHEET_DIR/material-symbols.png when that variable is set.
        let names = MaterialSymbols.names
        let columns = 10, cell: CGFloat = 36, perName = 6
        let rows = (names.count + columns - 1) / columns
        let size = CGSize(width: CGFloat(columns * perName) * cell, height: CGFloat(rows) * cell)
        let configs: [UIImage.SymbolConfiguration] = [
            UIImage.SymbolConfiguration(pointSize: 20, weight: .ultraLight),
            UIImage.SymbolConfiguration(pointSize: 20, weight: .regular),
            UIImage.SymbolConfiguration(pointSize: 20, weight: .bold),
            UIImage.SymbolConfiguration(pointSize: 20, weight: .black),
            UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])),
            UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo)),
        ]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let sheet = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (index, name) in names.enumerated() {
                let row = index / columns, column = index % columns
                for (k, config) in configs.enumerated() {
                    guard let image = UIImage(systemName: name, withConfiguration: config) else { continue }
                    let x = CGFloat(column * perName + k) * cell + (cell - image.size.width) / 2
                    let y = CGFloat(row) * cell + (cell - image.size.height) / 2
                    image.draw(at: CGPoint(x: x, y: y))
                }
            }
        }
        #expect(sheet.size == size)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_CONTACT_SHEET_DIR"] {
            try sheet.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("material-symbols.png"))
            try names.joined(separator: "\n").write(toFile: dir + "/material-symbols.txt", atomically: true, encoding: .utf8)
        }
    }
}
