import Foundation

extension UIImage {
    /// A symbol image's baseline offset from its bottom edge (0 for other images).
    var symbolBaselineOffsetFromBottom: CGFloat {
        guard case .symbol(let symbol, let configuration) = content else { return 0 }
        return symbol.baselineOffsetFromBottom(for: configuration)
    }
}

extension SystemSymbol {
    /// Where the baseline of text of the symbol's point size lies on the design grid: SF Symbols centre
    /// vertically on the cap height of the text they stand with, so the baseline is half a cap height of
    /// 17 pt text (Inter, the system font: cap height 0.727 em, 12.36 pt) below the grid's centre (10).
    static let designBaseline: CGFloat = 10 + 0.727 * 17 / 2

    /// The distance in points from the image's bottom edge up to the baseline for `configuration`; negative
    /// when the symbol's ink ends above the baseline (a `minus`).
    func baselineOffsetFromBottom(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        let canvas = layout(for: configuration).canvas
        let factor = configuration.resolvedPointSize / 17 * configuration.scale.factor
        return (canvas.maxY - Self.designBaseline) * factor
    }
}
