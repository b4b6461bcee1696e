import Foundation

/// A collection-view cell's own `contentView` (until a content configuration replaces it): it tells its
/// cell's collection view when its intrinsic size is invalidated and, after an Auto Layout change inside
/// it (a constraint, a subview's intrinsic size), when the engine lays it out again, so a self-sizing
/// cell can resize (`UICollectionView.selfSizingInvalidation`, iOS 16).
final class CollectionCellContentView: UIView {
    /// Invalidates the intrinsic size and asks the cell's collection view to measure the cell again.
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        if let cell = superview as? UICollectionViewCell { cell.contentDidInvalidateSize(byConstraints: false) }
    }

    /// Lays out the subviews; for a content view whose subviews are placed by constraints, asks the
    /// collection view (in `.enabledIncludingConstraints` mode) to measure the cell again.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard autoLayoutStorage != nil || !constraints.isEmpty, let cell = superview as? UICollectionViewCell else { return }
        cell.contentDidInvalidateSize(byConstraints: true)
    }
}
