import Foundation

extension UIImage.SymbolConfiguration {
    /// A configuration matching text in `textStyle`: its size and weight at the default (Large) content
    /// size, e.g. 17 pt regular for `.body`, 17 pt semibold for `.headline`, 34 pt for `.largeTitle`.
    /// OpenUIKit has no Dynamic Type changes, so the size is fixed (documented deviation).
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init()
        let (size, weight) = textStyle.defaultSizeAndWeight
        pointSize = size
        self.weight = UIImage.SymbolWeight(fontWeight: weight)
        self.textStyle = textStyle
    }

    /// A configuration matching text in `textStyle` with a symbol scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(textStyle: textStyle)
        self.scale = scale
    }

    /// A configuration matching `font`: its point size and (nearest) weight.
    public convenience init(font: UIFont) {
        self.init()
        pointSize = font.pointSize
        weight = UIImage.SymbolWeight(fontWeight: font.weight)
    }

    /// A configuration matching `font` with a symbol scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(font: font)
        self.scale = scale
    }

    func performConfigurationWithoutTextStyle() -> Self {
        let copy = applying(nil)
        if copy.textStyle != nil {
            copy.textStyle = nil
            copy.pointSize = 0
            copy.weight = .unspecified
        }
        return copy
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight nearest to a font weight (`UIFont.Weight.semibold` → `.semibold`, ...).
    init(fontWeight: UIFont.Weight) {
        self = UIImage.SymbolWeight(rawValue: fontWeight.nearestNamed.openType / 100) ?? .regular
    }
}
