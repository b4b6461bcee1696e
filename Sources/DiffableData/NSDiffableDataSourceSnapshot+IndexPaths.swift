import Foundation

// OpenUIKit additions, not part of Apple's snapshot API: constant-time conversions between identifiers
// and index paths. A diffable data source answers `itemIdentifier(for:)` and `indexPath(for:)` for every
// visible cell while scrolling; Apple's public snapshot API would need `itemIdentifiers(inSection:)`
// (a copy) or a scan of the sections for that, so the data source uses these instead.

extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (`[section, item]`), or nil when the path is outside the snapshot.
    ///
    /// OpenUIKit addition: what `UICollectionViewDiffableDataSource.itemIdentifier(for:)` is built on.
    /// - Complexity: O(1).
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], item = indexPath[1]
        guard section >= 0, section < sections.count, item >= 0 else { return nil }
        let position = sectionStart(section) + item
        guard position < sectionStart(section + 1) else { return nil }
        return items[position]
    }

    /// The index path (`[section, item]`) of `identifier`, or nil when the item is not in the snapshot.
    ///
    /// OpenUIKit addition: what `UICollectionViewDiffableDataSource.indexPath(for:)` is built on.
    /// - Complexity: O(1) on average.
    @inlinable
    public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let position = indexOfItem(identifier) else { return nil }
        let section = itemSections[position]
        return makeIndexPath(section, position - sectionStart(section))
    }
}
