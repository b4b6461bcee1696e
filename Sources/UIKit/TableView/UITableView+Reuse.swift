import Foundation

extension UITableView {
    func performRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellNibs[identifier] = nil
        if let type = cellClass as? UITableViewCell.Type {
            cellClasses[identifier] = type
        } else {
            cellClasses[identifier] = nil
            cellQueues[identifier] = nil
        }
    }

    func performRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nil
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
        if aClass == nil { headerFooterQueues[identifier] = nil }
    }

    func performRegister(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = nil
        headerFooterQueues[identifier] = nil
        headerFooterNibs[identifier] = nib
    }

    /// The most recently queued cell for `identifier` (UIKit's queue is LIFO), prepared for reuse.
    private func popQueuedCell(_ identifier: String) -> UITableViewCell? {
        guard var queue = cellQueues[identifier], let cell = queue.popLast() else { return nil }
        cellQueues[identifier] = queue
        cell.prepareForReuse()
        return cell
    }

    func performDequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = popQueuedCell(identifier) { return cell }
        guard let cell = makeRegisteredCell(identifier) else { return nil }
        createdCellCount += 1
        return cell
    }

    func performDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard cellClasses[identifier] != nil || cellNibs[identifier] != nil else {
            raiseCollectionViewException("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let target = reconfigureTarget, target.path == indexPath, target.cell.reuseIdentifierStorage == identifier {
            return target.cell
        }
        let cell: UITableViewCell
        if let reused = popQueuedCell(identifier) {
            cell = reused
        } else {
            guard let made = makeRegisteredCell(identifier) else {
                raiseCollectionViewException("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            cell = made
            createdCellCount += 1
        }
        // UIKit sizes the cell for its row before handing it to the data source.
        if isValidRow(indexPath) {
            let frame = rectForRowUnchecked(indexPath)
            if cell.frame != frame { cell.frame = frame }
        }
        return cell
    }

    func performDequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        if let nib = headerFooterNibs[identifier] {
            let view: UITableViewHeaderFooterView = nib.instantiateCell(for: identifier)
            if view.reuseIdentifierStorage == nil { view.reuseIdentifierStorage = identifier }
            return view
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        return type.init(registeredWithReuseIdentifier: identifier)
    }
}
