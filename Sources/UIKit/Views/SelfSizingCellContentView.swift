import Foundation

/// A cell whose content view reports size changes to it (`UITableViewCell`, `UICollectionViewCell`):
/// the cell passes them on to its table or collection view (`selfSizingInvalidation`, iOS 16).
@MainActor
protocol SelfSizingContentHost: AnyObject {
    /// The cell's content changed size, by an `invalidateIntrinsicContentSize()` or (`byConstraints`) by
    /// an Auto Layout change inside the content view.
    func contentDidInvalidateSize(byConstraints: Bool)
}

/// The `contentView` a table or collection-view cell makes for itself: it tells its cell when its
/// intrinsic size is invalidated and, after an Auto Layout change inside it (a constraint, a subview's
/// intrinsic size), when the engine lays it out again, so a self-sizing cell can resize
/// (`UITableView.selfSizingInvalidation`, `UICollectionView.selfSizingInvalidation`, iOS 16).
final class SelfSizingCellContentView: UIView {
    /// Invalidates the intrinsic size and tells the cell.
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? any SelfSizingContentHost)?.contentDidInvalidateSize(byConstraints: false)
    }

    /// Lays out the subviews; for a content view whose subviews are placed by constraints, tells the cell
    /// (its table or collection view follows it only in `.enabledIncludingConstraints` mode).
    override func layoutSubviews() {
        super.layoutSubviews()
        guard autoLayoutStorage != nil || !constraints.isEmpty, let cell = superview as? any SelfSizingContentHost else { return }
        cell.contentDidInvalidateSize(byConstraints: true)
    }
}
