import Foundation

/// The system symbols OpenUIKit draws, by name: vector look-alikes of common SF Symbols drawn by hand in
/// code (`SystemSymbolCatalog+Shapes.swift`), then the 500 most used SF Symbols names drawn with Material
/// Icons glyphs (`MaterialSymbols`; a hand-drawn symbol wins over a glyph of the same name).
/// `UIImage(systemName:)` returns `nil` for names in neither (see `docs/SYMBOLS.md`).
enum SystemSymbolCatalog {
    /// The symbols by name, aliases included (`gear` and `gearshape` share a drawing).
    static let symbols: [String: SystemSymbol] = {
        var table: [String: SystemSymbol] = [:]
        for (name, build) in shapes {
            table[name] = SystemSymbol(name: name, build: build)
        }
        for (alias, target) in aliases {
            if let symbol = table[target] { table[alias] = SystemSymbol(name: alias, build: symbol.build) }
        }
        return table
    }()

    /// Names that draw like another symbol (`chevron.forward`/`backward` as in a left-to-right layout).
    static let aliases: [(String, String)] = [
        ("gearshape", "gear"),
        ("line.horizontal.3", "line.3.horizontal"),
        ("chevron.forward", "chevron.right"),
        ("chevron.backward", "chevron.left"),
    ]

    /// The symbol named `name`: the hand-drawn one, else the Material glyph's, else `nil`.
    /// - Complexity: O(1); a glyph's outline is read from the font on its name's first use.
    static func symbol(named name: String) -> SystemSymbol? { symbols[name] ?? MaterialSymbols.symbol(named: name) }

    /// Every hand-drawn symbol name, sorted (for contact sheets and tests).
    static var names: [String] { symbols.keys.sorted() }

    /// Every name `UIImage(systemName:)` knows, hand-drawn and mapped, sorted.
    static var allNames: [String] { Set(symbols.keys).union(MaterialSymbols.entries.keys).sorted() }
}

/// Small path builders for the symbol shapes, in design units (y-down, about 20 × 20).
enum SymbolPath {
    /// A point.
    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Connected lines through `points`, closed when `closed`.
    static func polyline(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    /// Several separate open polylines in one path.
    static func strokes(_ lines: [[CGPoint]]) -> CGPath {
        let path = CGMutablePath()
        for line in lines { path.addLines(between: line) }
        return path
    }

    /// A full circle.
    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), transform: nil)
    }

    /// Several full circles in one path.
    static func circles(_ list: [(CGFloat, CGFloat, CGFloat)]) -> CGPath {
        let path = CGMutablePath()
        for (cx, cy, r) in list { path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)) }
        return path
    }

    /// A rounded rectangle.
    static func roundedRect(_ rect: CGRect, _ radius: CGFloat) -> CGPath {
        CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }
}
