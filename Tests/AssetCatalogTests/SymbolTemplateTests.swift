@testable import AssetCatalog
import Foundation
import SeededRandom
import Testing

@Suite("Symbol sets: SVG path data, transforms and SF Symbols templates")
struct SymbolTemplateTests {
    private static let file = URL(fileURLWithPath: "/tmp/test.svg")

    private static func template(_ text: String) throws(AssetCatalogError) -> AssetSymbolTemplate {
        try AssetSymbolTemplate(data: Data(text.utf8), file: file)
    }

    private static func ends(_ path: SVGPath) -> [SVGPoint] {
        path.segments.compactMap { segment in
            switch segment {
            case .move(let p), .line(let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }
    }

    @Test("every command, absolute and relative, with implicit repetition and packed numbers")
    func commands() throws {
        let path = try SVGPath(data: "M10 20 L30,20 h10 v-5 H0 V0 l5 5 5-5 m1 1 2 2 z")
        #expect(Self.ends(path) == [SVGPoint(x: 10, y: 20), SVGPoint(x: 30, y: 20), SVGPoint(x: 40, y: 20), SVGPoint(x: 40, y: 15),
                                    SVGPoint(x: 0, y: 15), SVGPoint(x: 0, y: 0), SVGPoint(x: 5, y: 5), SVGPoint(x: 10, y: 0),
                                    SVGPoint(x: 11, y: 1), SVGPoint(x: 13, y: 3)])
        #expect(path.segments.last == .close)
        let packed = try SVGPath(data: "M1.5.5-2e1-.5")
        #expect(Self.ends(packed) == [SVGPoint(x: 1.5, y: 0.5), SVGPoint(x: -20, y: -0.5)])
    }

    @Test("S and T reflect the previous control point; Q becomes the equivalent cubic")
    func smoothCurves() throws {
        let s = try SVGPath(data: "M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(s.segments[2] == .cubic(SVGPoint(x: 10, y: -10), SVGPoint(x: 20, y: -10), SVGPoint(x: 20, y: 0)))
        let q = try SVGPath(data: "M0 0 Q15 30 30 0 t30 0")
        #expect(q.segments[1] == .cubic(SVGPoint(x: 10, y: 20), SVGPoint(x: 20, y: 20), SVGPoint(x: 30, y: 0)))
        // T reflects (15, 30) about (30, 0) to (45, -30).
        #expect(q.segments[2] == .cubic(SVGPoint(x: 40, y: -20), SVGPoint(x: 50, y: -20), SVGPoint(x: 60, y: 0)))
    }

    @Test("arcs: a half circle through its extreme point, packed flags, radii grown when too small, zero radii a line")
    func arcs() throws {
        let half = try SVGPath(data: "M0 0 A10 10 0 0 1 20 0")
        #expect(half.segments.count == 3)  // a move and two quarter turns
        // The first quarter ends on the top of the circle (y-down: sweep 1 goes through y = -10).
        guard case .cubic(_, _, let top) = half.segments[1] else { Issue.record("not a cubic"); return }
        #expect(abs(top.x - 10) < 1e-9 && abs(top.y - -10) < 1e-9)
        let packed = try SVGPath(data: "M0 0a5 5 0 1120 0")
        #expect(Self.ends(packed).last == SVGPoint(x: 20, y: 0))
        let grown = try SVGPath(data: "M0 0 A1 1 0 0 0 20 0")
        #expect(Self.ends(grown).last == SVGPoint(x: 20, y: 0))
        let flat = try SVGPath(data: "M0 0 A0 5 0 0 0 20 0")
        #expect(flat.segments == [.move(SVGPoint(x: 0, y: 0)), .line(SVGPoint(x: 20, y: 0))])
    }

    @Test("malformed path data names the character", arguments: [
        ("L0 0", 1, "move-to"), ("M0", 3, "expected a number"), ("M0 0 X", 6, "unexpected character"),
        ("M0 0 A1 1 0 2 0 5 5", 13, "arc flag"), ("M0 0 Z 5", 8, "close-path"),
    ])
    func pathErrors(data: String, position: Int, fragment: String) {
        do {
            _ = try SVGPath(data: data)
            Issue.record("\(data) parsed")
        } catch {
            #expect(error.position == position, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test("transform lists apply right to left")
    func transforms() throws {
        let t = try SVGTransform.parse("translate(10, 20) scale(2)")
        #expect(t.apply(SVGPoint(x: 1, y: 1)) == SVGPoint(x: 12, y: 22))
        let m = try SVGTransform.parse("matrix(1 0 0 1 5 6)")
        #expect(m.apply(SVGPoint(x: 0, y: 0)) == SVGPoint(x: 5, y: 6))
        let r = try SVGTransform.parse("rotate(90 10 10)")
        let p = r.apply(SVGPoint(x: 20, y: 10))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 20) < 1e-9)
        #expect(throws: SVGPathDataError.self) { try SVGTransform.parse("translate(1 2 3)") }
        #expect(throws: SVGPathDataError.self) { try SVGTransform.parse("spin(3)") }
    }

    @Test("the fixture's variants: exact weights, interpolation between compatible ones, nearest scale")
    func fixtureVariants() throws {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Catalogs/Test.xcassets/Symbols/Block.symbolset/block.svg")
        let template = try AssetSymbolTemplate(data: Data(contentsOf: url), file: url)
        let regular = template.glyph(weight: .regular, scale: .medium)
        #expect(abs(regular.width - 70.46) < 1e-9)
        #expect(abs(regular.capHeight - 70.46) < 1e-9)
        let box = try #require(regular.paths.first?.controlBounds)
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 70.46) < 1e-9 && abs(box.minY - -70.46) < 1e-9 && abs(box.maxY) < 1e-9)
        #expect(abs(template.glyph(weight: .black, scale: .medium).width - 90) < 1e-9)
        // Medium (5) is a fifth of the way from Regular (4) to Black (9).
        let medium = template.glyph(weight: .medium, scale: .medium)
        #expect(abs(medium.width - (70.46 + (90 - 70.46) / 5)) < 1e-9)
        #expect(abs((medium.paths.first?.controlBounds?.maxX ?? 0) - medium.width) < 1e-9)
        // Thin (2) is a third of the way from Ultralight (1) to Regular (4).
        #expect(abs(template.glyph(weight: .thin, scale: .medium).width - (50 + 20.46 / 3)) < 1e-9)
        // The template draws only the medium row: a small symbol uses it and says so.
        #expect(template.glyph(weight: .regular, scale: .small).scale == .medium)
    }

    @Test("an incompatible neighbour makes the nearest weight win (the lighter on a tie)")
    func nearestWeight() throws {
        let svg = """
        <svg><line id="Baseline-M" y1="100"/><line id="Capline-M" y1="30"/>
        <g id="Ultralight-M"><path d="M0 0 H10 V-10 Z"/></g>
        <g id="Black-M"><path d="M0 0 H40 V-10 H0 Z"/></g></svg>
        """
        let template = try Self.template(svg)
        let medium = template.glyph(weight: .medium, scale: .medium)  // 5: 4 from each
        #expect(abs((medium.paths.first?.controlBounds?.maxX ?? 0) - 10) < 1e-9)
        let heavy = template.glyph(weight: .heavy, scale: .medium)
        #expect(abs((heavy.paths.first?.controlBounds?.maxX ?? 0) - 40) < 1e-9)
    }

    @Test("malformed templates name the line", arguments: [
        ("<svg>\n<g id=\"Regular-M\">\n</svg>", 3, "closes <g>"),
        ("<svg>\n<g id=\"Regular-M\"><path d=\"M0 0 L\"/></g>\n</svg>", 2, "character 7"),
        ("<svg>\n<line id=\"Baseline-M\" y1=\"5\"/>\n<g id=\"Regular-M\"/>\n</svg>", 3, "Capline-M"),
        ("<svg>\n\n<g id=\"Bold-L\" transform=\"translate(x)\"/></svg>", 3, "transform"),
        ("<svg/>", 1, "no variant group"),
        ("<svg>\n<path d=\"M0 0\" d=\"M1 1\"/>", 2, "twice"),
        ("<svg>\n<g id=\"a&nope;\"/></svg>", 2, "&nope;"),
        ("<svg>\n<!-- open", 2, "comment"),
        ("<html/>", 1, "not <svg>"),
    ])
    func templateErrors(text: String, line: Int, fragment: String) {
        do {
            _ = try Self.template(text)
            Issue.record("parsed: \(text)")
        } catch {
            #expect(error.file == Self.file)
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test("seeded malformed templates: truncations, byte flips and insertions give errors or templates, never a crash")
    func fuzz() throws {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Catalogs/Test.xcassets/Symbols/Block.symbolset/block.svg")
        let original = [UInt8](try Data(contentsOf: url))
        let alphabet = Array("<>/=\"' &;#x-.0123456789MLHVCSQTAZmlhvcsqtaz!?[]()".utf8) + [0x00, 0xFF, 0xC3, 0x0A]
        var random = SplitMix64(seed: 0x5EED_5EED)
        var errors = 0, parsed = 0
        for _ in 0..<3000 {
            var bytes = original
            switch random.next() % 3 {
            case 0: bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            case 1:
                for _ in 0..<(1 + random.next() % 8) { bytes[Int(random.next() % UInt64(bytes.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))] }
            default:
                for _ in 0..<(1 + random.next() % 8) {
                    bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: Int(random.next() % UInt64(bytes.count)))
                }
            }
            do {
                let template = try AssetSymbolTemplate(data: Data(bytes), file: url)
                for weight in AssetSymbolTemplate.Weight.allCases { _ = template.glyph(weight: weight, scale: .large) }
                parsed += 1
            } catch {
                #expect(error.file == url)
                #expect(error.line >= 1 && error.line <= 1 + bytes.filter { $0 == 0x0A }.count, "\(error)")
                errors += 1
            }
        }
        #expect(errors > 1000 && parsed > 0)
    }
}
