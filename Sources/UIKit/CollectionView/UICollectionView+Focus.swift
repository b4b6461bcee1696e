import Foundation

extension UICollectionView {
    /// Handles arrow keys (move focus), Return and Space (select the focused item); false for other keys.
    func handleFocusKey(_ press: UIPress) -> Bool {
        guard allowsFocus, let key = press.key else { return false }
        switch key.keyCode {
        case .keyboardRightArrow: return moveFocus(dx: 1, dy: 0)
        case .keyboardLeftArrow: return moveFocus(dx: -1, dy: 0)
        case .keyboardDownArrow: return moveFocus(dx: 0, dy: 1)
        case .keyboardUpArrow: return moveFocus(dx: 0, dy: -1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let focused = focusedStorage, selectionAllowedNow else { return false }
            userToggleSelection(focused)
            return true
        default: return false
        }
    }

    /// Moves focus to the nearest focusable item in the direction (dx, dy), scrolling it into view and
    /// selecting it when selection follows focus. With nothing focused, the first visible item gets focus.
    ///
    /// - Complexity: one layout rect query along the direction.
    func moveFocus(dx: CGFloat, dy: CGFloat) -> Bool {
        ensureLayout()
        guard numberOfSections > 0 else { return false }
        guard let current = focusedStorage, let frame = layoutStorage.layoutAttributesForItem(at: current)?.frame else {
            let first = indexPathsForVisibleItems.first { collectionDelegate?.collectionView(self, canFocusItemAt: $0) ?? true }
            guard let first else { return false }
            setFocus(first)
            return true
        }
        let content = collectionViewLayout.collectionViewContentSize
        let reach = max(bounds.width, bounds.height) * 2
        var search: CGRect
        if dx > 0 { search = CGRect(x: frame.maxX, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach) }
        else if dx < 0 { search = CGRect(x: frame.minX - reach, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach) }
        else if dy > 0 { search = CGRect(x: frame.minX - reach, y: frame.maxY, width: frame.width + 2 * reach, height: reach) }
        else { search = CGRect(x: frame.minX - reach, y: frame.minY - reach, width: frame.width + 2 * reach, height: reach) }
        search = search.intersection(CGRect(origin: .zero, size: content).insetBy(dx: -1, dy: -1))
        guard !search.isNull else { return false }
        let candidates = (layoutStorage.layoutAttributesForElements(in: search) ?? []).filter { a in
            guard a.representedElementCategory == .cell, a.indexPath != current else { return false }
            let c = a.center
            if dx > 0 { return c.x > frame.midX + 0.5 }
            if dx < 0 { return c.x < frame.midX - 0.5 }
            if dy > 0 { return c.y > frame.midY + 0.5 }
            return c.y < frame.midY - 0.5
        }
        // Prefer overlap on the other axis, then distance along the direction.
        func score(_ a: UICollectionViewLayoutAttributes) -> CGFloat {
            let along = dx != 0 ? abs(a.center.x - frame.midX) : abs(a.center.y - frame.midY)
            let across = dx != 0 ? abs(a.center.y - frame.midY) : abs(a.center.x - frame.midX)
            return along + across * 4
        }
        let best = candidates.filter { collectionDelegate?.collectionView(self, canFocusItemAt: $0.indexPath) ?? true }
            .min { score($0) < score($1) }
        guard let best else { return true }
        setFocus(best.indexPath)
        return true
    }

    /// Moves focus to `path`: the old cell's and new cell's focus state change, the item scrolls into view,
    /// and selection follows when the delegate says so.
    func setFocus(_ path: IndexPath) {
        if let old = focusedStorage, let cell = visibleCellStorage[old] {
            cell.focusedStorage = false
            cell.focusDidChange()
        }
        focusedStorage = path
        scrollToItem(at: path, at: [], animated: false)
        layoutIfNeeded()
        if let cell = visibleCellStorage[path] {
            cell.focusedStorage = true
            cell.focusDidChange()
        }
        if selectionAllowedNow, collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: path) ?? selectionFollowsFocus,
           !selectedStorage.contains(path) {
            userToggleSelection(path)
        }
    }
}
