import Foundation

extension UIImage {
    /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`: point size, weight, scale and
    /// colours (monochrome, hierarchical, palette; multicolour falls back to monochrome).
    ///
    /// Unspecified values resolve to 17 pt (the body text size), `.regular`, `.medium` and monochrome in the
    /// image's tint when drawn.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified.
        var pointSize: CGFloat = 0
        /// The weight; `.unspecified` when unspecified.
        var weight: SymbolWeight = .unspecified
        /// The scale; `.unspecified` when unspecified.
        var scale: SymbolScale = .unspecified
        /// The text style the size and weight came from, if any.
        var textStyle: UIFont.TextStyle?
        /// How the symbol's layers are coloured; `.unspecified` when unspecified.
        var colorRendering: ColorRendering = .unspecified

        /// A configuration with every value unspecified.
        public required init() {
            super.init()
        }

        /// A configuration with every value unspecified.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A configuration with a point size (the symbol matches text of that size).
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
        }

        /// A configuration with a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        /// A configuration with a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        /// A configuration with only a weight.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration with only a scale.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration that prefers the symbol's multicolour variant (iOS 15). OpenUIKit's symbols have
        /// no multicolour annotations, so they draw monochrome, as iOS draws symbols without them.
        open class func preferringMulticolor() -> Self {
            let configuration = self.init()
            configuration.colorRendering = .multicolor
            return configuration
        }

        /// A configuration that draws the symbol in one colour, the image's tint (iOS 16).
        open class func preferringMonochrome() -> Self {
            let configuration = self.init()
            configuration.colorRendering = .monochrome
            return configuration
        }

        /// A copy without the scale.
        open func configurationWithoutScale() -> Self {
            let copy = applying(nil)
            copy.scale = .unspecified
            return copy
        }

        /// A copy without the weight.
        open func configurationWithoutWeight() -> Self {
            let copy = applying(nil)
            copy.weight = .unspecified
            return copy
        }

        /// A copy without the point size and the weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = applying(nil)
            copy.pointSize = 0
            copy.weight = .unspecified
            return copy
        }

        /// Whether `otherConfiguration` has the same values.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && colorRendering == other.colorRendering
        }

        /// The point size to draw with: the specified one or 17 pt.
        var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : 17 }

        /// The weight to draw with: the specified one or `.regular`.
        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }

        override func copyValues(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            weight = other.weight
            scale = other.scale
            textStyle = other.textStyle
            colorRendering = other.colorRendering
        }

        override func mergeValues(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize; textStyle = other.textStyle }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if other.colorRendering != .unspecified { colorRendering = other.colorRendering }
        }

        // MARK: - NSObject

        /// Configurations with the same values are equal.
        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? SymbolConfiguration)
        }

        /// Hashes the values.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle?.rawValue)
            hasher.combine(colorRendering)
            return hasher.finalize()
        }

    // MARK: Forwards to UIImage+SymbolConfigurationFonts.swift

    /// A copy without the text style (and the size and weight that came from it).
    open func configurationWithoutTextStyle() -> Self { performConfigurationWithoutTextStyle() }
    }
}
