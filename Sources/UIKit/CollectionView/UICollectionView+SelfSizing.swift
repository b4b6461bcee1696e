import Foundation

extension UICollectionView {
    /// Whether self-sizing cells resize themselves when their content changes (iOS 16), with Apple's raw
    /// values.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// No resizing after `invalidateIntrinsicContentSize()` on a cell or its content view.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView` (and a new
        /// content configuration) resizes the cell if its fitting size changed.
        case enabled = 1
        /// As `.enabled`, and any Auto Layout change within the content view (constraints, a subview's
        /// intrinsic size) resizes the cell too.
        case enabledIncludingConstraints = 2
    }

    /// A visible cell asks to be measured again (its content changed). Ignored while the mode is
    /// `.disabled`, for cells not shown, and while the collection view itself shows or measures cells.
    /// - Complexity: O(1); the resize happens in the next layout pass.
    func selfSizingCellDidInvalidate(_ cell: UICollectionViewCell, byConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: if byConstraints { return }
        case .enabledIncludingConstraints: break
        }
        guard !isUpdatingVisibleElements, !isResizingSelfSizingCells, cell.superview === self, !cell.isHidden else { return }
        if pendingSelfSizingCells.insert(ObjectIdentifier(cell)).inserted { setNeedsLayout() }
    }

    /// Measures the cells that asked again and moves the items to their new sizes, animated (unless
    /// animations are off or the collection view is not in a window): the layout forgets their measured
    /// sizes, so the layout pass measures them (`preferredLayoutAttributesFitting(_:)`) and places every
    /// item after them. A layout whose items are not self-sizing keeps its sizes: nothing moves.
    /// - Complexity: O(k) to forget k sizes, plus one layout pass of the visible elements.
    func resizeInvalidatedSelfSizingCells() {
        guard !pendingSelfSizingCells.isEmpty else { return }
        let pending = pendingSelfSizingCells
        pendingSelfSizingCells = []
        let paths = visibleCellStorage.compactMap { pending.contains(ObjectIdentifier($0.value)) ? $0.key : nil }
        guard !paths.isEmpty else { return }
        isResizingSelfSizingCells = true
        defer { isResizingSelfSizingCells = false }
        layoutStorage.forgetMeasuredSizes(ofItemsAt: paths)
        // The resized cells lay out their content inside the resize: that layout is not an app change.
        let place = {
            self.updateVisibleElements()
            for path in paths { self.visibleCellStorage[path]?.layoutIfNeeded() }
        }
        if UIView.areAnimationsEnabled, window != nil {
            UIView.animate(withDuration: 0.3, animations: place)
        } else {
            place()
        }
    }

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
