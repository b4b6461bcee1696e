import Foundation

/// Scales custom fonts and layout values for Dynamic Type on a text style's curve, as UIKit's
/// `UIFontMetrics`: the factor at a category is the style's size there over its size at Large (body:
/// 14/17 at extra small, 28/17 at AX1, 53/17 at AX5). Without a trait collection, the current traits'
/// category is used (`UITraitCollection.current`, the screen's outside UIKit's callbacks).
///
/// A font scaled here remembers its curve, so labels with `adjustsFontForContentSizeCategory` rescale it
/// when the category changes.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling curve this object follows.
    let textStyle: UIFont.TextStyle

    /// Metrics for the body text style, as UIKit's `default` (`defaultMetrics`).
    open class var `default`: UIFontMetrics { bodyMetrics }

    /// The shared body-style metrics `default` returns.
    private static let bodyMetrics = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The factor at `category`.
    /// - Complexity: O(1).
    func factor(for category: UIContentSizeCategory) -> CGFloat {
        UIFont.dynamicTypeSize(for: textStyle, category: category) / UIFont.dynamicTypeSize(for: textStyle, category: .large)
    }

    /// `font` (its size taken as the Large size) scaled for the current category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current category, no larger than `maximumPointSize` (0: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize` (0: none).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamicTypeScaling.map { $0.sizeAtLarge } ?? font.pointSize
        var size = base * factor(for: UIFont.contentSizeCategory(for: traitCollection))
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        var descriptor = font.descriptor
        descriptor.size = UIFont.sanitizedSize(size)
        return UIFont(descriptor: descriptor, dynamicTypeScaling: DynamicTypeScaling(
            style: textStyle, sizeAtLarge: base, maximumPointSize: maximumPointSize, isPreferredFont: false))
    }

    /// A layout value (a margin, an image size) scaled for the current category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A layout value scaled for the category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: UIFont.contentSizeCategory(for: traitCollection))
    }
}
