import Foundation

extension UITableView {
    func performRegister(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellQueues[identifier] = nil
        cellNibs[identifier] = nib
    }

    /// A new cell for `identifier` from its registered nib or class, or nil when neither is registered.
    /// A nib's cell gets `identifier` as its reuse identifier when the document gives none.
    func makeRegisteredCell(_ identifier: String) -> UITableViewCell? {
        if let nib = cellNibs[identifier] {
            let cell: UITableViewCell = nib.instantiateCell(for: identifier)
            if cell.reuseIdentifierStorage == nil { cell.reuseIdentifierStorage = identifier }
            return cell
        }
        return cellClasses[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }
}
