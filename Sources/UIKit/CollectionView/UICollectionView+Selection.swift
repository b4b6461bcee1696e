import Foundation

extension UICollectionView {
    // MARK: Public selection API

    var indexPathsForSelectedItemsImplementation: [IndexPath]? {
        selectionOrder.isEmpty ? nil : selectionOrder
    }

    func performSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectionOrder where other != indexPath { setSelected(false, other) }
        }
        setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func performDeselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    // MARK: Internal state

    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected {
            guard selectedStorage.insert(indexPath).inserted else { return }
            selectionOrder.append(indexPath)
        } else {
            guard selectedStorage.remove(indexPath) != nil else { return }
            selectionOrder.removeAll { $0 == indexPath }
        }
        if let cell = visibleCellStorage[indexPath], cell.isSelected != selected { cell.isSelected = selected }
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
            if cell.isSelected != selected { cell.isSelected = selected }
        }
    }

    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touch tracking (UIKit's order, as Apple's UICollectionViewDelegate documentation describes)

    /// Touch down: `shouldHighlightItemAt`, then the cell highlights and `didHighlightItemAt`.
    /// A touch while a row's swipe actions are open closes that row instead (animated), highlighting and
    /// selecting nothing, as UIKit.
    func trackingTouchBegan(at point: CGPoint) {
        touchTracking = nil
        if let open = openSwipeRow, open.swipe.isOpen {
            open.swipe.close(animated: true)
            return
        }
        guard !isDragging, let path = indexPathForItem(at: point) else { return }
        // A header row with a header-style outline disclosure is not selectable: its tap toggles it.
        if outlineHeaderCell(at: path) != nil {
            touchTracking = path
            return
        }
        guard selectionAllowedNow else { return }
        touchTracking = path
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedStorage = path
        visibleCellStorage[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    /// Lift: `shouldSelectItemAt` (or `shouldDeselectItemAt`), `didSelectItemAt` (or `didDeselectItemAt`),
    /// then the cell unhighlights and `didUnhighlightItemAt`.
    func trackingTouchEnded(at point: CGPoint) {
        defer { touchTracking = nil }
        if let path = touchTracking, highlightedStorage == nil, let header = outlineHeaderCell(at: path) {
            if indexPathForItem(at: point) == path { header.headerRowTapped() }
            return
        }
        guard let path = highlightedStorage, touchTracking == path else {
            if let highlighted = highlightedStorage { unhighlight(highlighted) }
            return
        }
        userToggleSelection(path)
        unhighlight(path)
    }

    /// The visible list cell at `path` when it is a header row toggled by a tap anywhere in it.
    private func outlineHeaderCell(at path: IndexPath) -> UICollectionViewListCell? {
        guard let cell = visibleCellStorage[path] as? UICollectionViewListCell, cell.headerOutlineDisclosure != nil else { return nil }
        return cell
    }

    /// A cancelled touch unhighlights without selecting.
    func trackingTouchCancelled() {
        touchTracking = nil
        if let path = highlightedStorage { unhighlight(path) }
    }

    func unhighlight(_ path: IndexPath) {
        guard highlightedStorage == path else { return }
        highlightedStorage = nil
        visibleCellStorage[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// The user's selection gesture on `path`, with the delegate's consent.
    ///
    /// UIKit parity: in single selection, tapping the selected item keeps it selected and selecting another
    /// item deselects the previous one (with `didDeselectItemAt`, after `shouldSelectItemAt` of the new one);
    /// in multiple selection, tapping toggles.
    func userToggleSelection(_ path: IndexPath) {
        let delegate = collectionDelegate
        if selectedStorage.contains(path) {
            guard multipleSelectionNow else { return }
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            setSelected(false, path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !multipleSelectionNow {
            for other in selectionOrder where other != path {
                setSelected(false, other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }
}
