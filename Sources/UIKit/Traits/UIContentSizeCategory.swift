import Foundation

/// A Dynamic Type size: the user's preferred text size, as UIKit's `UIContentSizeCategory` (raw values are
/// UIKit's strings, e.g. `UICTContentSizeCategoryL` for `.large`, the default).
///
/// Categories compare by size (`.small < .large < .accessibilityMedium`), as Apple's Swift overlay makes them
/// `Comparable`; `.unspecified` sorts below every size.
/// - Complexity: O(1) value type; comparisons are a table look-up.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's string for the category.
    public let rawValue: String
    /// Wraps one of UIKit's category strings.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference (the trait's default).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the system default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5), the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by `UIApplication`) when the preferred category changes; `userInfo[newValueUserInfoKey]` holds the new one.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of `didChangeNotification` for the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every specified category, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in `ordered` (-1 for unspecified or an unknown string).
    var sizeIndex: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? -1 }

    /// Whether this is one of the five accessibility sizes, as UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

    /// Orders categories by size, as Apple's overlay does.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.sizeIndex < rhs.sizeIndex }

    /// Looks a category up by a short name (`XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1`…`AX5`, or the
    /// case name such as `accessibilityLarge`, or UIKit's raw string), for the environment variable.
    static func named(_ name: String) -> UIContentSizeCategory? {
        let short = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let long = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                    "accessibilityExtraExtraExtraLarge"]
        if let i = short.firstIndex(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { return ordered[i] }
        if let i = long.firstIndex(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { return ordered[i] }
        return ordered.first { $0.rawValue == name }
    }
}
