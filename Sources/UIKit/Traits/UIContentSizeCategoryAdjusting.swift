/// An object whose font can follow the Dynamic Type size, as UIKit's `UIContentSizeCategoryAdjusting`:
/// `UILabel` adopts it (text inputs can too). With the property on, a font made by
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is replaced by its size at the
/// new category when the object's content size category changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the Dynamic Type size.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

// MARK: - UILabel: UIContentSizeCategoryAdjusting

extension UILabel: UIContentSizeCategoryAdjusting {}
