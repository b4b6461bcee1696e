import Foundation

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// OpenUIKit has no content size setting: every trait collection is at the default category
/// (Large), where iOS scales by 1. So `scaledFont(for:)` returns the font unchanged (except for the
/// maximum point size) and `scaledValue(for:)` returns the value: code written for Dynamic Type works
/// and lays out as an iOS device at the default text size.
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose scaling curve this object follows.
    let textStyle: UIFont.TextStyle

    /// Metrics for the body text style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The font scaled for the current content size: `font` itself at the default size.
    public func scaledFont(for font: UIFont) -> UIFont {
        font
    }

    /// The font scaled for the current content size, no larger than `maximumPointSize` points
    /// (0 means no maximum).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    /// A layout value (a margin, an image size) scaled for the current content size: `value` itself.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }
}
