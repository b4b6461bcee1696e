import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's image is sized and tinted.
    ///
    /// Parity: UIKit's `UIListContentConfiguration.ImageProperties` (iOS 14). Defaults: no symbol
    /// configuration, nil tint (the view's tint colour for template images), corner radius 0, maximum size
    /// zero (no limit), reserved layout size zero (the image's own size).
    /// - Complexity: Value type; O(1) copies.
    public struct ImageProperties: Hashable {
        /// A value for `reservedLayoutSize` that asks for the system's standard dimension (chosen: 28 pt
        /// boxes, FL-list_tile's base style).
        public static let standardDimension: CGFloat = -1

        /// The symbol configuration for symbol images.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint for template images; nil uses the view's tint colour.
        public var tintColor: UIColor?
        /// An optional transform of the tint.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The image view's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: no limit); aspect ratio is kept.
        public var maximumSize: CGSize = .zero
        /// The space reserved for the image so texts align across rows (zero: the image's size;
        /// `standardDimension` per axis: the standard box).
        public var reservedLayoutSize: CGSize = .zero
        /// Kept for parity; Linux has no colour inversion.
        public var accessibilityIgnoresInvertColors = false

        /// Creates default image properties.
        init() {}

        /// The tint after `tintColorTransformer`, falling back to `tintColor` (the view's tint).
        /// - Complexity: O(1) plus the transformer's cost.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }
    }
}
