import Foundation

/// The SF Symbols names OpenUIKit draws with glyphs of Google's Material Icons font (Debian's
/// `fonts-material-design-icons-iconfont`, Apache 2.0), for the names it has no hand-drawn symbol for.
///
/// Which names: the 500 SF Symbols names public iOS code uses most, ranked from a sample of public Swift
/// sources (the criterion and the full list with each glyph are in `docs/SYMBOLS.md`; the table is
/// `MaterialSymbols+Table.swift`). How they draw: the glyph's outline is read once from the font through
/// the pango text backend, placed on the hand-drawn symbols' design grid (one unit is one point at 17 pt,
/// the 24-unit em square scaled to 22 units and centred on the grid's centre) and drawn through the same
/// `SystemSymbol` machinery, so point size, scale, weight, tint, hierarchical and palette colours and the
/// baseline behave as for the hand-drawn ones:
/// - weight by stroke: the glyph (strokes of 1.83 units) is grown by stroking its outline for weights
///   above regular and eroded by erasing a stroke of its outline below (regular strokes end at 1.6 units,
///   as the hand-drawn ones);
/// - compositions build SF's variants from a Material glyph where the font has none: `.circle` (a ring
///   and the glyph at 58 %), `.circle.fill` (a disc with the glyph cut out), `.square`/`.square.fill`
///   (a rounded square), `.badge` (a badge dot with a gap, the primary layer over the glyph) and `.slash`
///   (a slash with a gap). The ring, disc, square and glyph under a badge are the secondary layer, the
///   glyph, slash and badge the primary one, as in SF Symbols' hierarchical and palette rendering;
/// - a glyph may be mirrored (`bubble.right` from `chat_bubble`) or turned a quarter clockwise
///   (`airplane` from `flight`, which points up).
///
/// Deviation: names whose meaning Material draws differently keep Material's drawing (e.g. `faceid` is
/// Material's face). When the font is not installed every mapped name returns `nil`, as unknown names do.
enum MaterialSymbols {
    /// How an entry builds its symbol from its glyph.
    enum Composition: Sendable {
        /// The glyph alone.
        case glyph
        /// A ring around the glyph at 58 %.
        case circle
        /// A disc with the glyph at 58 % cut out (drawn in its own colour when layered).
        case circleFill
        /// A rounded square around the glyph at 58 %.
        case square
        /// A filled rounded square with the glyph at 58 % cut out.
        case squareFill
        /// The glyph with a badge dot at its top-right corner, cut free by a gap.
        case badge
        /// The glyph crossed out by a slash from its top-left to its bottom-right corner, with a gap.
        case slash
    }

    /// How the glyph is turned before it is composed.
    enum Turn: Sendable {
        /// As drawn in the font.
        case none
        /// Mirrored left to right.
        case mirrored
        /// Turned a quarter clockwise.
        case quarterClockwise
    }

    /// One table row: an SF Symbols name, the Material Icons codepoint that draws it, and how.
    struct Entry: Sendable {
        let name: String
        let codepoint: UInt32
        let composition: Composition
        let turn: Turn

        init(_ name: String, _ codepoint: UInt32, _ composition: Composition = .glyph, _ turn: Turn = .none) {
            self.name = name
            self.codepoint = codepoint
            self.composition = composition
            self.turn = turn
        }
    }

    /// The font family the glyphs come from.
    static let family = "Material Icons"
    /// The em square's size in design units.
    static let emSize: CGFloat = 22
    /// The stroke width of Material's regular glyphs in design units (2 of the 24-unit em square).
    static let glyphStroke: CGFloat = emSize * 2 / 24
    /// The scale of a glyph inside a circle or square.
    static let innerScale: CGFloat = 0.58
    /// The design grid's centre.
    static let center = CGPoint(x: 10, y: 10)

    /// The entries by name (built once from `table`).
    /// - Complexity: O(n) once, O(1) a look-up after.
    static let entries: [String: Entry] = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every mapped name, sorted.
    static var names: [String] { entries.keys.sorted() }

    /// The symbol for `name`, or `nil` when the name is not mapped or the font (or its glyph) is missing.
    /// Symbols are made once per name and shared, so their per-weight layouts are computed once.
    static func symbol(named name: String) -> SystemSymbol? {
        guard let entry = entries[name] else { return nil }
        return cache.symbol(for: entry)
    }

    /// Made symbols and read glyph outlines, behind a lock.
    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var symbols: [String: SystemSymbol] = [:]
        private var outlines: [UInt32: CGPath?] = [:]

        func symbol(for entry: Entry) -> SystemSymbol? {
            if let made = lock.withLock({ symbols[entry.name] }) { return made }
            guard let glyph = outline(entry.codepoint) else { return nil }
            let placed = MaterialSymbols.place(glyph, turn: entry.turn)
            let composition = entry.composition
            let symbol = SystemSymbol(name: entry.name) { lineWidth in
                MaterialSymbols.elements(for: placed, composition: composition, lineWidth: lineWidth)
            }
            lock.withLock { symbols[entry.name] = symbol }
            return symbol
        }

        /// The glyph's outline at `emSize` points with its em square's top-left corner at the origin.
        func outline(_ codepoint: UInt32) -> CGPath? {
            if let known = lock.withLock({ outlines[codepoint] }) { return known }
            let path = Unicode.Scalar(codepoint).flatMap {
                PangoTextBackend.shared.glyphOutline(of: $0, family: MaterialSymbols.family, size: Double(MaterialSymbols.emSize))?.path
            }
            lock.withLock { outlines[codepoint] = .some(path) }
            return path
        }
    }

    /// Whether the font has a glyph for `codepoint` (for tests of the table).
    static func hasGlyph(_ codepoint: UInt32) -> Bool { cache.outline(codepoint) != nil }

    /// The glyph's outline centred on the design grid, turned.
    static func place(_ glyph: CGPath, turn: Turn) -> CGPath {
        var transform = CGAffineTransform(translationX: center.x, y: center.y)
        switch turn {
        case .none: break
        case .mirrored: transform = transform.scaledBy(x: -1, y: 1)
        case .quarterClockwise: transform = transform.rotated(by: .pi / 2)
        }
        transform = transform.translatedBy(x: -emSize / 2, y: -emSize / 2)
        let path = CGMutablePath()
        path.addPath(glyph, transform: transform)
        return path
    }

    /// `path` scaled by `factor` about the grid's centre.
    static func scaled(_ path: CGPath, by factor: CGFloat) -> CGPath {
        let transform = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: factor, y: factor)
            .translatedBy(x: -center.x, y: -center.y)
        let scaled = CGMutablePath()
        scaled.addPath(path, transform: transform)
        return scaled
    }

    /// The glyph drawn at stroke width `lineWidth`: grown by a stroke of its outline, or eroded by erasing
    /// one, from its own stroke width (`glyphStroke × scale`).
    static func weighted(_ glyph: CGPath, scale: CGFloat, lineWidth: CGFloat) -> [SystemSymbol.Element] {
        let delta = lineWidth - glyphStroke * scale
        if delta > 0.02 { return [.fill(glyph), .stroke(glyph, width: delta / lineWidth)] }
        if delta < -0.02 { return [.fill(glyph), .eraseStroke(glyph, width: -delta / lineWidth)] }
        return [.fill(glyph)]
    }

    /// The radius of a composed circle: the 20-unit live area of Material's 24-unit grid.
    static let circleRadius: CGFloat = emSize * 10 / 24

    /// The drawing steps of a placed glyph with `composition` at stroke width `lineWidth`.
    static func elements(for glyph: CGPath, composition: Composition, lineWidth: CGFloat) -> [SystemSymbol.Element] {
        let inner = scaled(glyph, by: innerScale)
        let innerGlyph = weighted(inner, scale: innerScale, lineWidth: lineWidth)
        let r = circleRadius
        let frame = CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
        switch composition {
        case .glyph:
            return [.layer(0, weighted(glyph, scale: 1, lineWidth: lineWidth))]
        case .circle:
            let ring = CGPath(ellipseIn: frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), transform: nil)
            return [.layer(1, [.stroke(ring, width: 1)]), .layer(0, innerGlyph)]
        case .circleFill:
            return filled(CGPath(ellipseIn: frame, transform: nil), cutting: innerGlyph)
        case .square:
            let box = frame.insetBy(dx: 0.4 + lineWidth / 2, dy: 0.4 + lineWidth / 2)
            let square = CGPath(roundedRect: box, cornerWidth: 3, cornerHeight: 3, transform: nil)
            return [.layer(1, [.stroke(square, width: 1)]), .layer(0, innerGlyph)]
        case .squareFill:
            let square = CGPath(roundedRect: frame.insetBy(dx: 0.4, dy: 0.4), cornerWidth: 3.6, cornerHeight: 3.6,
                                transform: nil)
            return filled(square, cutting: innerGlyph)
        case .badge:
            let dot = CGPoint(x: center.x + 6.6, y: center.y - 6.6), radius: CGFloat = 3.4
            let badge = CGPath(ellipseIn: CGRect(x: dot.x - radius, y: dot.y - radius, width: 2 * radius, height: 2 * radius),
                               transform: nil)
            let gap = radius + 1.3
            let gapPath = CGPath(ellipseIn: CGRect(x: dot.x - gap, y: dot.y - gap, width: 2 * gap, height: 2 * gap),
                                 transform: nil)
            return [.layer(1, weighted(glyph, scale: 1, lineWidth: lineWidth)), .knockout([.fill(gapPath)]),
                    .layer(0, [.fill(badge)])]
        case .slash:
            let slash = SymbolPath.polyline([CGPoint(x: center.x - 8, y: center.y - 8.5),
                                             CGPoint(x: center.x + 8, y: center.y + 8.5)])
            return [.layer(0, weighted(glyph, scale: 1, lineWidth: lineWidth)),
                    .knockout([.stroke(slash, width: 2.9)]), .layer(0, [.stroke(slash, width: 1.15)])]
        }
    }

    /// A filled shape (secondary layer) with the glyph cut out; in hierarchical and palette rendering the
    /// glyph is drawn back in the primary layer's colour.
    private static func filled(_ shape: CGPath, cutting glyph: [SystemSymbol.Element]) -> [SystemSymbol.Element] {
        [.layer(1, [.fill(shape)]), .knockout(glyph), .layeredOnly([.layer(0, glyph)])]
    }
}
