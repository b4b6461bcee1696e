import Foundation

/// How a font follows Dynamic Type: the text style whose curve it scales on, its size at the Large
/// category, and a maximum. Not public API.
struct DynamicTypeScaling: Hashable, Sendable {
    /// The curve followed.
    let style: UIFont.TextStyle
    /// The font's size at `.large`.
    let sizeAtLarge: CGFloat
    /// The largest size it scales to (0: none).
    let maximumPointSize: CGFloat
    /// Whether the font is the style's own system font (`preferredFont`), not a scaled custom font.
    let isPreferredFont: Bool
}

extension UIFont {
    /// Apple's Dynamic Type sizes (HIG, Typography, "Specifications": the iOS and iPadOS Dynamic Type
    /// sizes table) in points for xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge,
    /// AX1 … AX5. `extraLargeTitle` and `extraLargeTitle2` (iOS 17) have no published iOS ramp; they scale
    /// with `largeTitle` in proportion to their Large sizes (36 and 28; documented deviation).
    static let dynamicTypeTable: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category` (an unspecified category counts as `.large`).
    /// - Complexity: O(1).
    static func dynamicTypeSize(for style: TextStyle, category: UIContentSizeCategory) -> CGFloat {
        let index = category.sizeIndex >= 0 ? category.sizeIndex : 3
        if style == .extraLargeTitle || style == .extraLargeTitle2 {
            let large = style.defaultSizeAndWeight.size
            let ramp = dynamicTypeTable[.largeTitle]!
            return (large * ramp[index] / ramp[3]).rounded()
        }
        let ramp = dynamicTypeTable[style] ?? dynamicTypeTable[.body]!
        return ramp[index]
    }

    /// The category Dynamic Type uses for `traits`: theirs, else the current traits' (the screen's,
    /// which carry the app's `preferredContentSizeCategory`, outside UIKit's callbacks), else `.large`.
    static func contentSizeCategory(for traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.currentImplementation.preferredContentSizeCategory
        return current != .unspecified ? current : .large
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`.
    /// - Complexity: O(1).
    static func preferredFontImplementation(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = contentSizeCategory(for: traitCollection)
        var weight = style.defaultSizeAndWeight.weight
        if (traitCollection ?? UITraitCollection.currentImplementation).legibilityWeight == .bold {
            weight = weight == .regular ? .semibold : .bold
        }
        let base = systemFont(ofSize: dynamicTypeSize(for: style, category: category), weight: weight)
        let scaling = DynamicTypeScaling(style: dynamicTypeTable[style] != nil || style == .extraLargeTitle || style == .extraLargeTitle2 ? style : .body,
                                         sizeAtLarge: style.defaultSizeAndWeight.size, maximumPointSize: 0, isPreferredFont: true)
        return UIFont(descriptor: base.descriptor, dynamicTypeScaling: scaling)
    }

    /// This font at `category`: a preferred font is the style's font there, a scaled font its Large size
    /// scaled on its curve (no larger than its maximum). Fonts that do not follow Dynamic Type are returned
    /// unchanged.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let scaling = dynamicTypeScaling else { return self }
        if scaling.isPreferredFont { return UIFont.preferredFont(forTextStyle: scaling.style, compatibleWith: traits) }
        return UIFontMetrics(forTextStyle: scaling.style).scaledFont(
            for: UIFont(descriptor: Descriptor(kind: descriptor.kind, size: Double(scaling.sizeAtLarge),
                                               openTypeWeight: descriptor.openTypeWeight, italic: descriptor.italic)),
            maximumPointSize: scaling.maximumPointSize, compatibleWith: traits)
    }
}
