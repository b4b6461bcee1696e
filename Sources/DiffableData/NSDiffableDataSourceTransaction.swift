import Foundation

/// How a reorder changed a diffable data source's state: the snapshots before and after, the difference
/// of all items, and one transaction per section whose items changed (iOS 14).
///
/// UIKit parity: Apple's `NSDiffableDataSourceTransaction` with the same read-only properties, handed to
/// `UICollectionViewDiffableDataSource.ReorderingHandlers.willReorder` and `didReorder`. Apply
/// `difference` to an array of all items (sections concatenated), or each section transaction's
/// `difference` to that section's items, to follow the reorder in a backing store. Documented choices
/// (unpublished in UIKit): moves are inferred in the differences, and `sectionTransactions` lists only
/// the sections whose items changed, in section order of the final snapshot.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The state before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The state after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions that turn `initialSnapshot.itemIdentifiers` into
    /// `finalSnapshot.itemIdentifiers` (moves inferred).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// Describes the change from `initialSnapshot` to `finalSnapshot` (which have the same sections).
    /// - Complexity: O((n + m) · d) for n and m items and d changes; a single move costs O(n).
    package init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in finalSnapshot.sectionIdentifiers {
            let before = initialSnapshot.indexOfSection(section) == nil ? [] : initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            sections.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialItems: before, finalItems: after))
        }
        sectionTransactions = sections
    }
}

// MARK: - Sendable

/// A transaction is `Sendable` when its identifiers are, as in UIKit.
extension NSDiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
