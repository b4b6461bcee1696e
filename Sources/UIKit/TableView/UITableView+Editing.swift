import Foundation

extension UITableView {
    func performSetEditing(_ editing: Bool, animated: Bool) {
        guard isEditingStorage != editing else { return }
        if let open = openSwipeRow { open.swipe.close(animated: animated) }
        cancelReorder()
        isEditingStorage = editing
        clearSelection()
        for (path, cell) in visibleCellStorage {
            cell.chrome = chrome(for: path)
            cell.setEditing(editing, animated: animated && window != nil)
        }
    }

    /// A tap on a row's editing control: the red minus reveals the Delete confirmation, the green plus
    /// commits an insertion.
    func editingControlTapped(at path: IndexPath, cell: UITableViewCell) {
        switch cell.chrome.editingControl {
        case .delete?:
            cell.swipe.reveal(leading: false)
        case .insert?:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        default:
            break
        }
    }

    /// The row's swipe actions: the delegate's configuration, or for trailing swipes a Delete action when
    /// the row's editing style is `.delete` (in editing mode, the Delete confirmation).
    func swipeActions(forRowAt path: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegateOrDefaults
        if !isEditingStorage {
            let configured = leading ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
                : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            if let configured { return configured }
        }
        guard !leading, dataSource?.tableView(self, canEditRowAt: path) ?? false,
              delegate.tableView(self, editingStyleForRowAt: path) == .delete else { return nil }
        let title = delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, view, completion in
            guard let self, let cell = self.cellContaining(view), let current = self.indexPath(for: cell) else {
                completion(false)
                return
            }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: current)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    private func cellContaining(_ view: UIView) -> UITableViewCell? {
        var current: UIView? = view
        while let v = current {
            if let cell = v as? UITableViewCell { return cell }
            current = v.superview
        }
        return nil
    }

    /// A row started showing its swipe actions (`willBeginEditingRowAt`) or closed them (`didEndEditingRowAt`).
    func swipeStateChanged(of cell: UITableViewCell, swiped: Bool) {
        let path = indexPath(for: cell)
        if swiped {
            cell.willTransition(to: .showingDeleteConfirmation)
            if let path { tableDelegateStorage?.tableView(self, willBeginEditingRowAt: path) }
            cell.didTransition(to: .showingDeleteConfirmation)
        } else {
            tableDelegateStorage?.tableView(self, didEndEditingRowAt: path)
        }
    }
}
