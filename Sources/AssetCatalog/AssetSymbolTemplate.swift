import Foundation

/// A custom symbol's SVG template as the SF Symbols app exports it (template versions 2 to 7): variant
/// groups named by weight and scale (`Ultralight-S` … `Regular-M` … `Black-L`, usually inside
/// `<g id="Symbols">`) holding filled `<path>` outlines, and guides — `Baseline-S/M/L` and `Capline-S/M/L`
/// (horizontal `<line>`s or `<path>`s, one pair per scale row) and `left-margin-Regular-M` /
/// `right-margin-Regular-M` (vertical, per variant; older templates' plain `left-margin`/`right-margin`
/// apply to every variant without its own). `transform` attributes (`matrix`, `translate`, `scale`,
/// `rotate`, `skewX`, `skewY`) on groups and paths are applied. Paths with `fill="none"` and elements other
/// than `<path>` draw nothing; `fill-rule="evenodd"` and `class="hierarchical-N:secondary"` annotations are
/// kept per path.
///
/// `glyph(weight:scale:)` gives a variant's outline relative to its baseline and left margin. A weight the
/// template lacks is interpolated, as the SF Symbols app interpolates its sources, between the nearest
/// lighter and heavier variants of the scale when their outlines are compatible (the same segments in the
/// same order); otherwise the nearest weight is used (the lighter of two at the same distance). A scale
/// the template lacks uses the nearest scale (the larger of two at the same distance), and the glyph says
/// which scale it was drawn for so the caller can resize it.
public struct AssetSymbolTemplate: Equatable, Sendable {
    /// The weights of SF Symbols' template variants, lightest first.
    public enum Weight: Int, CaseIterable, Sendable {
        case ultralight = 1, thin, light, regular, medium, semibold, bold, heavy, black

        /// The name the template uses (`Ultralight` … `Black`).
        public var templateName: String {
            switch self {
            case .ultralight: return "Ultralight"
            case .thin: return "Thin"
            case .light: return "Light"
            case .regular: return "Regular"
            case .medium: return "Medium"
            case .semibold: return "Semibold"
            case .bold: return "Bold"
            case .heavy: return "Heavy"
            case .black: return "Black"
            }
        }
    }

    /// The scales of the template's rows.
    public enum Scale: Int, CaseIterable, Sendable {
        case small = 1, medium, large

        /// The letter the template uses (`S`, `M`, `L`).
        public var templateLetter: String {
            switch self {
            case .small: return "S"
            case .medium: return "M"
            case .large: return "L"
            }
        }
    }

    /// One variant as drawn in the template (absolute template coordinates).
    public struct Variant: Equatable, Sendable {
        /// The outlines.
        public var paths: [SVGPath]
        /// The left and right margin guides' x, when the template has them.
        public var leftMargin: Double?
        public var rightMargin: Double?
    }

    /// A variant resolved for a weight and scale, relative to its row's baseline and its left margin
    /// (x grows right, y down: the cap line is at `-capHeight`).
    public struct Glyph: Equatable, Sendable {
        /// The outlines.
        public var paths: [SVGPath]
        /// The advance: from the left to the right margin (the ink's extent when the template has no margins).
        public var width: Double
        /// The row's cap height (baseline minus cap line), in template units.
        public var capHeight: Double
        /// The scale the outlines were drawn for (the requested one, or the nearest the template has).
        public var scale: Scale
    }

    /// The variants the template draws, by weight and scale.
    public let variants: [Scale: [Weight: Variant]]
    /// Each scale row's baseline and cap line y.
    public let guides: [Scale: (baseline: Double, capline: Double)]

    public static func == (lhs: AssetSymbolTemplate, rhs: AssetSymbolTemplate) -> Bool {
        lhs.variants == rhs.variants && lhs.guides.mapValues { [$0.baseline, $0.capline] } == rhs.guides.mapValues { [$0.baseline, $0.capline] }
    }

    /// Reads the template in `data`; `file` names it in errors.
    /// - Throws: an `AssetCatalogError` naming `file` and the line of the first problem: malformed XML or
    ///   path data (with its character position), a transform that does not parse, no variant group, or a
    ///   variant whose row lacks its baseline or cap line.
    /// - Complexity: O(size of the file).
    public init(data: Data, file: URL) throws(AssetCatalogError) {
        let root: SVGElement
        do { root = try SVGXMLReader.parse(data) } catch { throw AssetCatalogError(file: file, line: error.line, message: error.message) }
        guard root.localName == "svg" else {
            throw AssetCatalogError(file: file, line: root.line, message: "the root element is <\(root.name)>, not <svg>")
        }
        var collector = SymbolTemplateCollector(file: file)
        try collector.visit(root, transform: .identity, evenOdd: false, variant: nil)
        guard !collector.variants.isEmpty else {
            throw AssetCatalogError(file: file, line: root.line,
                                    message: "the symbol template has no variant group (such as <g id=\"Regular-M\">)")
        }
        var guides: [Scale: (baseline: Double, capline: Double)] = [:]
        var variants: [Scale: [Weight: Variant]] = [:]
        for (key, found) in collector.variants {
            let letter = key.scale.templateLetter
            guard let baseline = collector.lines["Baseline-\(letter)"], let capline = collector.lines["Capline-\(letter)"] else {
                let missing = collector.lines["Baseline-\(letter)"] == nil ? "Baseline-\(letter)" : "Capline-\(letter)"
                throw AssetCatalogError(file: file, line: found.line,
                                        message: "the variant \(key.weight.templateName)-\(letter) needs the guide \(missing)")
            }
            guard baseline.value > capline.value else {
                throw AssetCatalogError(file: file, line: capline.line, message: "the guide Capline-\(letter) is not above Baseline-\(letter)")
            }
            guides[key.scale] = (baseline.value, capline.value)
            let name = "\(key.weight.templateName)-\(letter)"
            let left = collector.margins["left-margin-\(name)"] ?? collector.margins["left-margin"]
            let right = collector.margins["right-margin-\(name)"] ?? collector.margins["right-margin"]
            variants[key.scale, default: [:]][key.weight] = Variant(paths: found.paths, leftMargin: left, rightMargin: right)
        }
        self.variants = variants
        self.guides = guides
    }

    /// The outline for `weight` and `scale` (see the type's description for how missing variants resolve).
    /// - Complexity: O(size of the variants' paths).
    public func glyph(weight: Weight, scale: Scale) -> Glyph {
        let rows = variants.keys.sorted { $0.rawValue < $1.rawValue }
        let row = rows.min { a, b in
            let da = abs(a.rawValue - scale.rawValue), db = abs(b.rawValue - scale.rawValue)
            return da != db ? da < db : a.rawValue > b.rawValue
        } ?? .medium
        let drawn = variants[row] ?? [:]
        let guide = guides[row] ?? (0, -1)
        let variant = Self.resolve(weight, in: drawn)
        let originX = variant.leftMargin ?? variant.paths.compactMap(\.controlBounds).map(\.minX).min() ?? 0
        let ink = variant.paths.compactMap(\.controlBounds)
        let width: Double
        if let left = variant.leftMargin, let right = variant.rightMargin, right > left {
            width = right - left
        } else {
            width = max(0, (ink.map(\.maxX).max() ?? originX) - originX)
        }
        let toGlyph = SVGTransform(a: 1, b: 0, c: 0, d: 1, e: -originX, f: -guide.baseline)
        return Glyph(paths: variant.paths.map { $0.applying(toGlyph) }, width: width,
                     capHeight: guide.baseline - guide.capline, scale: row)
    }

    /// The variant for `weight` among one row's: exact, interpolated between compatible neighbours, or the
    /// nearest.
    private static func resolve(_ weight: Weight, in drawn: [Weight: Variant]) -> Variant {
        if let exact = drawn[weight] { return exact }
        let lighter = drawn.keys.filter { $0.rawValue < weight.rawValue }.max { $0.rawValue < $1.rawValue }
        let heavier = drawn.keys.filter { $0.rawValue > weight.rawValue }.min { $0.rawValue < $1.rawValue }
        if let lighter, let heavier, let low = drawn[lighter], let high = drawn[heavier],
           low.paths.count == high.paths.count, zip(low.paths, high.paths).allSatisfy({ $0.isCompatible(with: $1) }) {
            let t = Double(weight.rawValue - lighter.rawValue) / Double(heavier.rawValue - lighter.rawValue)
            func mix(_ a: Double?, _ b: Double?) -> Double? {
                guard let a, let b else { return a ?? b }
                return a + (b - a) * t
            }
            return Variant(paths: zip(low.paths, high.paths).map { $0.interpolated(to: $1, t) },
                           leftMargin: mix(low.leftMargin, high.leftMargin), rightMargin: mix(low.rightMargin, high.rightMargin))
        }
        let nearest = drawn.keys.min { a, b in
            let da = abs(a.rawValue - weight.rawValue), db = abs(b.rawValue - weight.rawValue)
            return da != db ? da < db : a.rawValue < b.rawValue
        }
        return nearest.flatMap { drawn[$0] } ?? Variant(paths: [], leftMargin: nil, rightMargin: nil)
    }
}
