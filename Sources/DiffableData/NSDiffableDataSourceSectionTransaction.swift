import Foundation

/// How one section's items changed in a reorder: the section's items before and after, and the
/// difference between them (iOS 14).
///
/// UIKit parity: Apple's `NSDiffableDataSourceSectionTransaction` with the same read-only properties;
/// handed to `UICollectionViewDiffableDataSource.ReorderingHandlers` inside an
/// `NSDiffableDataSourceTransaction`. Documented deviation: the section snapshots are flat (every item
/// at the root level); the data source does not offer reordering in sections shown through a
/// hierarchical section snapshot.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section whose items changed.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions that turn the initial items into the final ones (moves inferred, so a
    /// moved item's removal and insertion are associated); `initialItems.applying(difference)` gives the
    /// final items.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// Describes the change of `sectionIdentifier`'s items from `initialItems` to `finalItems`.
    /// - Complexity: O((n + m) · d) for n and m items and d changes (the standard library's diff); a
    ///   single move costs O(n + m).
    package init(sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType], finalItems: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(initialItems)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(finalItems)
        initialSnapshot = initial
        finalSnapshot = final
        difference = finalItems.difference(from: initialItems).inferringMoves()
    }
}

// MARK: - Sendable

/// A section transaction is `Sendable` when its identifiers are, as in UIKit.
extension NSDiffableDataSourceSectionTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
