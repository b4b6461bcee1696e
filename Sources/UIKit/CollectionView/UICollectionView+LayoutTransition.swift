import Foundation

extension UICollectionView {
    /// After an update or a layout change: the layout, then the delegate, may move the content offset
    /// (`targetContentOffset(forProposedContentOffset:)`), and it is kept within the new content, as UIKit does
    /// when content shrinks under the visible area.
    func adjustOffsetAfterLayoutChange() {
        guard !isDragging, !isDecelerating else { return }
        let proposed = layoutStorage.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        let clamped = clampedOffset(target)
        if clamped != contentOffset { contentOffset = clamped }
    }

    /// Replaces the layout: the old one is told it is leaving, cells move to the new layout's frames
    /// (animated with the update animator when asked), views are told about the transition.
    func transition(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = layoutStorage
        guard layout !== old else {
            completion?(true)
            return
        }
        animator?.finish(in: self, finished: false)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for view in Array(visibleCellStorage.values) as [UICollectionReusableView] + Array(visibleSupplementaryStorage.values) {
            view.willTransition(from: old, to: layout)
        }
        old.collectionView = nil
        layoutStorage = layout
        layout.collectionView = self
        layout.invalidateLayout()
        layoutNeedsPrepare = true
        lastLayoutBounds = .null
        // Supplementary and decoration views are re-made for the new layout; cells move.
        for (key, view) in visibleSupplementaryStorage {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view)
        }
        visibleSupplementaryStorage = [:]
        for (_, view) in visibleDecorationStorage { enqueue(view) }
        visibleDecorationStorage = [:]
        prepareLayout()
        adjustOffsetAfterLayoutChange()
        let updateAnimator = animated && window != nil ? CollectionUpdateAnimator(completions: completion.map { [$0] } ?? []) : nil
        if let updateAnimator {
            for (path, cell) in visibleCellStorage {
                if let target = layout.layoutAttributesForItem(at: path) { updateAnimator.move(cell, to: target) }
            }
            animator = updateAnimator
        } else {
            for cell in visibleCellStorage.values { cell.currentAttributes = nil }
        }
        updateVisibleElements()
        for view in Array(visibleCellStorage.values) as [UICollectionReusableView] + Array(visibleSupplementaryStorage.values) {
            view.didTransition(from: old, to: layout)
        }
        layout.finalizeLayoutTransition()
        if let updateAnimator {
            updateAnimator.start(in: self)
        } else {
            completion?(true)
        }
    }
}
