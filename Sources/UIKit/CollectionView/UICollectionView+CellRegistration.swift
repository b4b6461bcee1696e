import Foundation

extension UICollectionView {
    /// A cell class and the handler that configures it for an item: register once, dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// UIKit parity (iOS 14): the registration registers its cell class under a private reuse identifier on
    /// first use; the handler runs on every dequeue after reuse preparation. Creating a registration inside
    /// `cellForItemAt` or a diffable cell provider traps with UIKit's iOS 15 message. The `cellNib:` form
    /// comes with XIB loading.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The handler type: the cell, its index path and its item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let token: RegistrationToken

        /// Creates a registration for `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            token = RegistrationToken(kind: "Cell", typeName: String(describing: Cell.self))
        }
    }

    /// A cell of the registration's class, dequeued and configured by its handler for `item`.
    ///
    /// UIKit parity: `item` is optional as in UIKit's signature; the handler receives it unwrapped, and a nil
    /// item traps (UIKit requires one).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                for indexPath: IndexPath, item: Item?) -> Cell {
        checkRegistrationUse(registration.token)
        let identifier = registration.token.identifier
        if cellClasses[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            raiseCollectionViewException("dequeued cell is not of the registration's class \(Cell.self)")
        }
        guard let item else {
            raiseCollectionViewException("Attempted to dequeue a cell using a registration with a nil item identifier at \(UICollectionView.describe(indexPath))")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// Traps with UIKit's message when a registration is first used inside the data-source call that
    /// created it (a new registration per cell request defeats reuse).
    func checkRegistrationUse(_ token: RegistrationToken) {
        if !token.used {
            token.used = true
            if RegistrationToken.providerDepth > 0 && token.serial == RegistrationToken.providerSerial && token.createdInProvider {
                raiseCollectionViewException("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(token)")
            }
        }
    }
}
