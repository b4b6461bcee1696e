import Foundation

/// The base of views a collection view reuses: cells, supplementary and decoration views.
///
/// UIKit parity: `reuseIdentifier` is set by the collection view when it creates the view for a
/// registration; `prepareForReuse()` runs before a queued view is handed out again (overrides call super);
/// `apply(_:)` runs only when the view's layout attributes change.
@MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    var elementKind: String?
    var currentAttributes: UICollectionViewLayoutAttributes?

    /// Creates a reusable view; the collection view calls this for registered classes.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a registered class's view through its `init(frame:)` (OpenUIKit addition).
    ///
    /// Swift on Linux cannot call a non-required initializer through a metatype, so the collection view
    /// creates registered classes with this required convenience initializer, which dispatches to the
    /// subclass's `init(frame:)`. Subclasses inherit it automatically when they override `init(frame:)` and
    /// `init?(coder:)`, as UIKit subclasses do.
    public required convenience init(reuseFrame frame: CGRect) { self.init(frame: frame) }

    /// Creates a reusable view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The identifier the view was registered and dequeued with; nil for a view not made by a collection view.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Resets state before the view is reused. Overrides must call super.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame (alpha, transform, z-order are applied by the collection view).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants given `layoutAttributes` (self-sizing).
    ///
    /// UIKit parity: UIKit fits a self-sizing reusable view with Auto Layout: when constraints place its
    /// subviews, the default asks `systemLayoutSizeFitting` at the layout's priorities; otherwise it asks
    /// `sizeThatFits(_:)` for the attributes' size; it returns a copy with
    /// that size rounded up to whole points when it differs (`UIView`'s default `sizeThatFits(_:)` answers
    /// the current size, so a view that does not override it keeps the layout's size). Cells override (see
    /// `UICollectionViewCell`, which also fits a content configuration). The layout asks only for views whose
    /// size is an estimate, or lets its `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// decide.
    /// - Complexity: one `sizeThatFits(_:)` call.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitting = constraintFittingSize(of: self, for: layoutAttributes.size) ?? sizeThatFits(layoutAttributes.size)
        guard fitting.width > 0, fitting.height > 0, fitting != layoutAttributes.size else { return layoutAttributes }
        let result = layoutAttributes.clone()
        result.frame.size = CGSize(width: fitting.width.rounded(.up), height: fitting.height.rounded(.up))
        return result
    }

    /// Told before the collection view switches from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Told after the collection view switched from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
