import Foundation

extension UIFont {
    /// A Dynamic Type text style, with UIKit's raw values (`UICTFontTextStyleBody`, ...).
    ///
    /// OpenUIKit has no Dynamic Type setting: every style resolves to its size at the default
    /// content size category (Large), as `preferredFont(forTextStyle:)` does on iOS by default.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value, e.g. `UICTFontTextStyleBody`.
        public let rawValue: String

        /// Creates a text style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a text style from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Extra large title (iOS 17): 36 pt bold.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// Second extra large title (iOS 17): 28 pt bold.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        /// Large title: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level title: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level title: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level title: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 pt semibold (the only semibold style).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// First caption: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Second caption: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size category (HIG typography table).
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
