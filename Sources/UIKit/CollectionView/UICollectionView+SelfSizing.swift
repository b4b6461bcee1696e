import Foundation

extension UICollectionView {
    /// Reconfigured items changed their content on the cells already shown: the layout forgets their
    /// measured sizes and a layout pass measures those cells again (their frames keep the old size until
    /// then, so nothing flashes to the estimate).
    ///
    /// UIKit parity: `reconfigureItems(at:)` resizes self-sizing cells whose content changed.
    /// - Complexity: O(k) for k reconfigured items, plus one layout pass when one of them is shown.
    func remeasureReconfigured(_ paths: [IndexPath]) {
        let shown = paths.filter { visibleCellStorage[$0] != nil }
        guard !shown.isEmpty else { return }
        layoutStorage.forgetMeasuredSizes(ofItemsAt: shown)
        updateVisibleElements()
    }
}
