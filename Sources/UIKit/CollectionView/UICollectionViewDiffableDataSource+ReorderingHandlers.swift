import Foundation

extension UICollectionViewDiffableDataSource {
    /// The callbacks of interactive reordering (the list reorder accessory, or
    /// `beginInteractiveMovementForItem(at:)` and friends).
    ///
    /// UIKit parity: Apple's `UICollectionViewDiffableDataSource.ReorderingHandlers` (iOS 14). Reordering is
    /// possible only when `canReorderItem` is set; `willReorder` runs before the data source takes the move
    /// into its snapshot, `didReorder` after, both with the same transaction. Update your own model in
    /// `didReorder` (for example with `transaction.difference`). Documented choices: no handler runs for a
    /// movement that ends where it began (the collection view does not tell its data source about it,
    /// as UIKit), and items of sections shown through a hierarchical section snapshot cannot be reordered.
    public struct ReorderingHandlers {
        /// Whether an item can be reordered; nil (the default) disables reordering.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Told before the data source's snapshot takes the reorder.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Told after the data source's snapshot took the reorder.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Creates handlers that allow no reordering.
        public init() {}
    }

    /// What `collectionView(_:canMoveItemAt:)` answers.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath),
              let section = sectionIdentifier(for: indexPath.section) else { return false }
        if let sectionSnapshot = sectionSnapshots[section], !Self.isFlat(sectionSnapshot) { return false }
        return canReorder(item)
    }

    /// What `collectionView(_:moveItemAt:to:)` does: the item at `source` (current snapshot) goes to
    /// `destination` (index path after the move); the handlers see the transaction.
    /// - Complexity: O(n) for n items.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = cleanCurrent
        guard let item = itemIdentifier(for: source), destination.count == 2, destination.section >= 0,
              destination.section < initial.numberOfSections, source != destination else { return }
        var final = initial
        final.deleteItems([item])
        let section = final.sectionIdentifiers[destination.section]
        let items = final.itemIdentifiers(inSection: section)
        if destination.item >= 0, destination.item < items.count {
            final.insertItems([item], beforeItem: items[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        core.adopt(final)
        for change in transaction.sectionTransactions where sectionSnapshots[change.sectionIdentifier] != nil {
            sectionSnapshots[change.sectionIdentifier] = change.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// Whether a section snapshot has no hierarchy (every item at the root).
    /// - Complexity: O(n).
    static func isFlat(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> Bool {
        snapshot.items.allSatisfy { snapshot.parent(of: $0) == nil }
    }
}
