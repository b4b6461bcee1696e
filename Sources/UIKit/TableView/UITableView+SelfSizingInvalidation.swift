import Foundation

extension UITableView {
    /// Whether self-sizing cells resize themselves when their content changes (iOS 16), with Apple's raw
    /// values.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// No resizing after `invalidateIntrinsicContentSize()` on a cell or its content view.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView` (and a new
        /// content configuration) resizes the cell if its fitting height changed.
        case enabled = 1
        /// As `.enabled`, and any Auto Layout change within the content view (constraints, a subview's
        /// intrinsic size) resizes the cell too.
        case enabledIncludingConstraints = 2
    }

    // MARK: Requests

    /// A visible self-sizing cell asks to be measured again (its content changed). Ignored while the
    /// mode is `.disabled`, for cells not on screen, without estimation (`estimatedRowHeight == 0`: rows
    /// are not self-sizing) and while the table itself lays the cell out.
    /// - Complexity: O(1); the resize happens in the next layout pass.
    func selfSizingCellDidInvalidate(_ cell: UITableViewCell, byConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: if byConstraints { return }
        case .enabledIncludingConstraints: break
        }
        guard estimatedRowHeight != 0, !isUpdatingVisibleRows, !isResizingSelfSizingCells, cell.superview === self, !cell.isHidden else { return }
        if pendingSelfSizingCells.insert(ObjectIdentifier(cell)).inserted { setNeedsLayout() }
    }

    // MARK: Resizing

    /// Measures the cells that asked again and moves the rows to their new heights, animated (unless
    /// animations are off): the rows below a resized row slide down or up while the content offset stays,
    /// so what is above the change stays put; a row resized while its top is above the visible area grows
    /// upward instead (the offset follows), so the rows on screen do not move.
    /// - Complexity: O(k · measurement + visible) for k resized cells.
    func resizeInvalidatedSelfSizingCells() {
        guard !pendingSelfSizingCells.isEmpty else { return }
        let pending = pendingSelfSizingCells
        pendingSelfSizingCells = []
        isResizingSelfSizingCells = true
        defer { isResizingSelfSizingCells = false }
        let visible = bounds
        var compensation: CGFloat = 0
        var resized = false
        for (path, cell) in visibleCellStorage.sorted(by: { $0.key < $1.key }) where pending.contains(ObjectIdentifier(cell)) {
            let top = geometry.rowMinY(section: path.section, row: path.row)
            let delta = measureRow(path, cell: cell)
            guard delta != 0 else { continue }
            resized = true
            if top < visible.minY, contentOffset.y > 0 { compensation += delta }
        }
        guard resized else { return }
        updateContentSize()
        // The resized cells lay out their content here, while `isResizingSelfSizingCells` is set: the
        // content view's own layout after the table's resize is not an app change, and reporting it (in
        // `.enabledIncludingConstraints`) would measure the cell again on every pass.
        let place = {
            for (path, cell) in self.visibleCellStorage {
                self.placeCell(cell, at: path)
                if pending.contains(ObjectIdentifier(cell)) { cell.layoutIfNeeded() }
            }
            self.showHeadersAndFooters()
        }
        if compensation != 0 {
            var offset = contentOffset
            offset.y += compensation
            contentOffset = offset
            UIView.performWithoutAnimation(place)
        } else if UIView.areAnimationsEnabled, window != nil {
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: place)
        } else {
            place()
        }
    }
}
