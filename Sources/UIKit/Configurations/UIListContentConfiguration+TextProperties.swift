import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's text looks and wraps.
    ///
    /// Parity: UIKit's `UIListContentConfiguration.TextProperties` (iOS 14); defaults come from the style
    /// (`font`, `color`) and otherwise match UILabel's: natural alignment, tail truncation, unlimited lines
    /// (`numberOfLines` 0), no scaling.
    /// - Complexity: Value type; O(1) copies.
    public struct TextProperties: Hashable {
        /// The alignment of the text, with UIKit's raw values (natural 0, center 1, justified 2).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading-aligned for the script.
            case natural = 0
            /// Centered.
            case center = 1
            /// Fully justified.
            case justified = 2
        }

        /// A case transform applied when displaying, with UIKit's raw values.
        public enum TextTransform: Int, Hashable, Sendable {
            /// Shown as written.
            case none = 0
            /// Upper-cased.
            case uppercase = 1
            /// Lower-cased.
            case lowercase = 2
            /// Each word capitalized.
            case capitalized = 3
        }

        /// The font.
        public var font: UIFont
        /// The colour (before `colorTransformer`).
        public var color: UIColor
        /// An optional transform of `color`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How lines break and truncate.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The maximum number of lines; 0 means no limit (the default, so rows self-size).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale `adjustsFontSizeToFitWidth` may use.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text may tighten before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows Dynamic Type changes (OpenUIKit has one content size; kept for parity).
        public var adjustsFontForContentSizeCategory = true
        /// The case transform applied when displaying.
        public var transform: TextTransform = .none
        /// Whether truncated text shows its full form on hover (kept for parity; no effect on Linux).
        public var showsExpansionTextWhenTruncated = false

        /// Creates text properties with the given font and colour.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour after `colorTransformer`.
        /// - Complexity: O(1) plus the transformer's cost.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` after `transform`.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }
}
