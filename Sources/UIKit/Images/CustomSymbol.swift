import AssetCatalog
import Foundation

/// Custom symbols from asset catalogs' symbol sets, drawn like system symbols. Not public API.
///
/// A template's outline is placed on the system symbols' design grid (one unit is a point at 17 pt): its
/// row's cap height becomes the cap height of 17 pt text (Inter's, 0.727 em) and its baseline the grid's
/// text baseline (`SystemSymbol.designBaseline`), as SF Symbols align a symbol with text of its point
/// size. A variant drawn for another scale than the configuration's is resized by the ratio of the
/// scales' factors. Weights the template lacks are interpolated or taken from the nearest weight (see
/// `AssetSymbolTemplate.glyph(weight:scale:)`). Paths with hierarchy annotations become the symbol's
/// layers (hierarchical and palette colours); others draw as one primary layer.
enum CustomSymbol {
    /// The system symbol weight as the template's.
    static func templateWeight(_ weight: UIImage.SymbolWeight) -> AssetSymbolTemplate.Weight {
        AssetSymbolTemplate.Weight(rawValue: weight.rawValue) ?? .regular
    }

    /// The system symbol scale as the template's row.
    static func templateScale(_ scale: UIImage.SymbolScale) -> AssetSymbolTemplate.Scale {
        switch scale {
        case .small: return .small
        case .large: return .large
        case .default, .unspecified, .medium: return .medium
        }
    }

    /// The symbol scale of a template row.
    static func symbolScale(_ scale: AssetSymbolTemplate.Scale) -> UIImage.SymbolScale {
        switch scale {
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        }
    }

    /// A system-symbol-like symbol drawing `set`.
    static func symbol(for set: AssetSymbolSet) -> SystemSymbol {
        let template = set.template
        return SystemSymbol(name: set.name) { (weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) in
            layout(of: template.glyph(weight: templateWeight(weight), scale: templateScale(scale)))
        }
    }

    /// The elements and canvas (design units at medium scale) of a resolved glyph.
    /// - Complexity: O(path segments).
    static func layout(of glyph: AssetSymbolTemplate.Glyph) -> SystemSymbol.Layout {
        let unit = 0.727 * 17 / max(glyph.capHeight, 1e-6) / symbolScale(glyph.scale).factor
        let toDesign = CGAffineTransform(a: unit, b: 0, c: 0, d: unit, tx: 0, ty: SystemSymbol.designBaseline)
        var byLevel: [Int: [SystemSymbol.Element]] = [:]
        var ink = CGRect.null
        for path in glyph.paths {
            let cgPath = CGMutablePath()
            for segment in path.segments {
                switch segment {
                case .move(let p): cgPath.move(to: point(p), transform: toDesign)
                case .line(let p): cgPath.addLine(to: point(p), transform: toDesign)
                case .cubic(let c1, let c2, let p): cgPath.addCurve(to: point(p), control1: point(c1), control2: point(c2), transform: toDesign)
                case .close: cgPath.closeSubpath()
                }
            }
            guard !cgPath.isEmpty else { continue }
            ink = ink.union(cgPath.boundingBoxOfPath)
            byLevel[min(max(path.hierarchyLevel, 0), 2), default: []].append(path.evenOdd ? .evenOddFill(cgPath) : .fill(cgPath))
        }
        let elements: [SystemSymbol.Element]
        if byLevel.keys.allSatisfy({ $0 == 0 }) {
            elements = byLevel[0] ?? []
        } else {
            elements = byLevel.keys.sorted(by: >).map { SystemSymbol.Element.layer($0, byLevel[$0] ?? []) }
        }
        let width = CGFloat(glyph.width) * unit
        // The margins give the width (ink beyond them widens it); the ink gives the height.
        var canvas = ink.isNull ? CGRect(x: 0, y: SystemSymbol.designBaseline - 1, width: max(width, 1), height: 1) : ink
        if width > 0 { canvas = canvas.union(CGRect(x: 0, y: canvas.minY, width: width, height: canvas.height)) }
        return (elements, 0, canvas.insetBy(dx: 0, dy: -SystemSymbol.padding))
    }

    private static func point(_ p: SVGPoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var symbols: [String: SystemSymbol?] = [:]

    /// The custom symbol `name` of `bundle`'s asset catalogs (the main bundle's when nil), or nil.
    /// - Complexity: O(1) after the first lookup of the name.
    static func named(_ name: String, in bundle: Bundle?) -> SystemSymbol? {
        let key = (bundle ?? .main).bundlePath + "|" + name
        if let known = lock.withLock({ symbols[key] }) { return known }
        let made = AssetCatalogStore.symbolSet(named: name, in: bundle).map(symbol(for:))
        lock.withLock { symbols[key] = .some(made) }
        return made
    }
}
