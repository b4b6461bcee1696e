import Foundation

extension UITableView {
    // MARK: Programmatic selection (no delegate calls, no notification)

    func performSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        ensureData()
        guard isValidRow(indexPath) else { return }
        if !multipleSelectionNow {
            for other in selectionOrder where other != indexPath { setSelected(false, other, animated: animated) }
        }
        setSelected(true, indexPath, animated: animated)
        if scrollPosition != .none || !isRowFullyVisible(indexPath) {
            if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }
    }

    func performDeselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath, animated: animated)
    }

    private func isRowFullyVisible(_ path: IndexPath) -> Bool { bounds.contains(rectForRowUnchecked(path)) }

    // MARK: State

    func setSelected(_ selected: Bool, _ indexPath: IndexPath, animated: Bool = false) {
        if selected {
            guard selectedStorage.insert(indexPath).inserted else { return }
            selectionOrder.append(indexPath)
        } else {
            guard selectedStorage.remove(indexPath) != nil else { return }
            selectionOrder.removeAll { $0 == indexPath }
        }
        if let cell = visibleCellStorage[indexPath], cell.isSelected != selected { cell.setSelected(selected, animated: animated) }
    }

    func clearSelection() {
        for path in selectionOrder { setSelected(false, path) }
    }

    /// Replaces the selection after a batch update (paths already mapped).
    func replaceSelection(_ paths: [IndexPath]) {
        selectedStorage = Set(paths)
        selectionOrder = paths
        for (path, cell) in visibleCellStorage {
            let selected = selectedStorage.contains(path)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        }
    }

    var selectionAllowedNow: Bool { isEditingStorage ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    var multipleSelectionNow: Bool { isEditingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touch tracking

    /// Touch down: an open swipe row closes (and nothing else happens); otherwise `shouldHighlightRowAt`,
    /// then the cell highlights and `didHighlightRowAt`.
    func trackingTouchBegan(at point: CGPoint) {
        touchTracking = nil
        if let open = openSwipeRow, open.swipe.isOpen {
            open.swipe.close(animated: true)
            return
        }
        guard !isDragging, reorder == nil, selectionAllowedNow, let path = indexPathForRow(at: point) else { return }
        touchTracking = path
        guard tableDelegateOrDefaults.tableView(self, shouldHighlightRowAt: path) else { return }
        highlightedStorage = path
        visibleCellStorage[path]?.setHighlighted(true, animated: false)
        tableDelegateStorage?.tableView(self, didHighlightRowAt: path)
    }

    /// Lift: the cell unhighlights (`didUnhighlightRowAt`), then the selection changes with
    /// `willSelectRowAt` (→ `willDeselectRowAt`/`didDeselectRowAt` of the previous row in single
    /// selection) → `didSelectRowAt` (uikit-behavior-2 B.11; the highlight's place is a documented choice).
    func trackingTouchEnded(at point: CGPoint) {
        defer { touchTracking = nil }
        guard let path = highlightedStorage, touchTracking == path else {
            if let highlighted = highlightedStorage { unhighlight(highlighted) }
            return
        }
        unhighlight(path)
        userSelect(path)
    }

    func trackingTouchCancelled() {
        touchTracking = nil
        if let path = highlightedStorage { unhighlight(path) }
    }

    func unhighlight(_ path: IndexPath) {
        guard highlightedStorage == path else { return }
        highlightedStorage = nil
        visibleCellStorage[path]?.setHighlighted(false, animated: false)
        tableDelegateStorage?.tableView(self, didUnhighlightRowAt: path)
    }

    /// The user's selection of `path`, in UIKit's order and with the delegate's redirections.
    ///
    /// UIKit parity: in single selection tapping the selected row selects it again (will/did select);
    /// in multiple selection tapping a selected row deselects it (will/did deselect).
    func userSelect(_ path: IndexPath) {
        let delegate = tableDelegateOrDefaults
        if multipleSelectionNow, selectedStorage.contains(path) {
            guard let target = delegate.tableView(self, willDeselectRowAt: path), selectedStorage.contains(target) else { return }
            setSelected(false, target, animated: true)
            tableDelegateStorage?.tableView(self, didDeselectRowAt: target)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        guard let target = delegate.tableView(self, willSelectRowAt: path), isValidRow(target) else { return }
        if !multipleSelectionNow {
            for other in selectionOrder where other != target {
                guard let deselect = delegate.tableView(self, willDeselectRowAt: other) else { continue }
                setSelected(false, deselect, animated: true)
                tableDelegateStorage?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        setSelected(true, target, animated: true)
        tableDelegateStorage?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
