import Foundation

/// Says which parts of a layout are out of date, so `prepare()` can redo only those.
///
/// UIKit parity: same properties. `invalidateEverything` is true for `invalidateLayout()` and
/// `reloadData`, `invalidateDataSourceCounts` for `reloadData` and batch updates. Layouts subclass this
/// (through `invalidationContextClass`) to carry their own flags.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false
    var invalidatedItems: [IndexPath] = []
    var invalidatedSupplementaries: [String: [IndexPath]] = [:]
    var invalidatedDecorations: [String: [IndexPath]] = [:]
    /// Storage of `previousIndexPathsForInteractivelyMovingItems`.
    var previousMovingPaths: [IndexPath]?
    /// Storage of `targetIndexPathsForInteractivelyMovingItems`.
    var targetMovingPaths: [IndexPath]?
    /// Storage of `interactiveMovementTarget`.
    var movementTarget: CGPoint = .zero

    /// Creates an empty context (invalidates nothing until told).
    public override required init() { super.init() }

    /// Whether the whole layout must be recomputed.
    open var invalidateEverything: Bool { everything }

    /// Whether the number of sections or items changed.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts || everything }

    /// Items whose attributes must be recomputed.
    open var invalidatedItemIndexPaths: [IndexPath]? { invalidatedItems.isEmpty ? nil : invalidatedItems }

    /// Supplementary views, by kind, whose attributes must be recomputed.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        invalidatedSupplementaries.isEmpty ? nil : invalidatedSupplementaries
    }

    /// Decoration views, by kind, whose attributes must be recomputed.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
        invalidatedDecorations.isEmpty ? nil : invalidatedDecorations
    }

    /// Where the interactively moving items were before this invalidation; nil unless an interactive
    /// movement is in progress or just ended (UIKit parity).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { previousMovingPaths }

    /// Where the interactively moving items are now (their final index paths when the movement ended);
    /// nil unless an interactive movement is in progress or just ended (UIKit parity).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { targetMovingPaths }

    /// The point (collection-view content coordinates) that decided the moving items' target index paths;
    /// zero outside interactive movement (UIKit parity).
    open var interactiveMovementTarget: CGPoint { movementTarget }

    /// Adjustment to the content offset applied after the invalidation. Default zero.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Adjustment to the content size applied after the invalidation. Default zero.
    open var contentSizeAdjustment: CGSize = .zero

    /// Marks items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) { invalidatedItems += indexPaths }

    /// Marks supplementary views of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaries[elementKind, default: []] += indexPaths
    }

    /// Marks decoration views of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorations[elementKind, default: []] += indexPaths
    }
}
