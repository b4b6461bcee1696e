import Foundation

extension UITableView {
    /// Handles the up and down arrows (move focus), Return and Space (select the focused row); false for
    /// other keys (they scroll).
    func handleFocusKey(_ press: UIPress) -> Bool {
        guard allowsFocus, !isEditingStorage || allowsFocusDuringEditing, let key = press.key else { return false }
        switch key.keyCode {
        case .keyboardDownArrow: return moveFocus(forward: true)
        case .keyboardUpArrow: return moveFocus(forward: false)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let focused = focusedStorage, selectionAllowedNow else { return false }
            userSelect(focused)
            return true
        default: return false
        }
    }

    /// Moves focus to the next (or previous) row the delegate lets focus; with nothing focused, the first
    /// visible such row.
    /// - Complexity: O(rows skipped).
    func moveFocus(forward: Bool) -> Bool {
        ensureData()
        let delegate = tableDelegateOrDefaults
        guard let current = focusedStorage, isValidRow(current) else {
            guard let first = (indexPathsForVisibleRows ?? []).first(where: { delegate.tableView(self, canFocusRowAt: $0) }) else { return false }
            setFocus(first)
            return true
        }
        var path: IndexPath? = current
        repeat {
            path = path.flatMap { forward ? geometry.row(after: $0) : row(before: $0) }
        } while path.map({ !delegate.tableView(self, canFocusRowAt: $0) }) ?? false
        guard let target = path else { return true }
        setFocus(target)
        return true
    }

    private func row(before path: IndexPath) -> IndexPath? {
        if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
        var s = path.section - 1
        while s >= 0 {
            let n = geometry.section(s).rowCount
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }

    /// Moves focus to `path`: the cells' focus state changes, the row scrolls into view, and selection
    /// follows when the delegate says so.
    func setFocus(_ path: IndexPath) {
        if let old = focusedStorage, let cell = visibleCellStorage[old] {
            cell.focusedStorage = false
            cell.setNeedsUpdateConfiguration()
        }
        focusedStorage = path
        scrollToRow(at: path, at: .none, animated: false)
        if let cell = visibleCellStorage[path] {
            cell.focusedStorage = true
            cell.setNeedsUpdateConfiguration()
        }
        if selectionAllowedNow, tableDelegateOrDefaults.tableView(self, selectionFollowsFocusForRowAt: path), !selectedStorage.contains(path) {
            userSelect(path)
        }
    }

    /// The row with keyboard focus, if any (OpenUIKit addition; UIKit exposes it through the focus engine).
    var indexPathForFocusedRow: IndexPath? { focusedStorage }
}
