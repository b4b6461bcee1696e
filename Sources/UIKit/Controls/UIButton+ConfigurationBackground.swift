import Foundation

extension UIButton.Configuration {
    /// The background of a configured button: a stand-in for UIKit's `UIBackgroundConfiguration`, which
    /// OpenUIKit does not have yet. It has the same property names, so `configuration.background.
    /// backgroundColor = …`, `.cornerRadius`, `.strokeColor`, `.strokeWidth` compile unchanged.
    /// Documented deviation: no visual effects and no colour transformers.
    public struct Background: Hashable {
        /// The fill colour; `nil` uses the style's colour (tint for filled, a tinted or grey fill, or none).
        public var backgroundColor: UIColor?
        /// The corner radius used when the corner style is `.fixed`.
        public var cornerRadius: CGFloat = 0
        /// The border colour, or `nil` for none.
        public var strokeColor: UIColor?
        /// The border width in points (0 by default).
        public var strokeWidth: CGFloat = 0
        /// How far the border lies outside the background's edge, in points.
        public var strokeOutset: CGFloat = 0
        /// An image drawn over the fill, or `nil`.
        public var image: UIImage?
        /// How `image` is placed (`.scaleToFill` by default).
        public var imageContentMode: UIView.ContentMode = .scaleToFill

        /// Creates an empty background (no fill, no border).
        public init() {}

        /// A background with nothing set, as `UIBackgroundConfiguration.clear()`.
        public static func clear() -> Background { Background() }
    }
}
