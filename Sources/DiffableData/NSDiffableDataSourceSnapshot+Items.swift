// Item edits: append, insert, delete, move, reload, reconfigure.

extension NSDiffableDataSourceSnapshot {
    /// Appends items to the end of `sectionIdentifier`, or of the last section when it is nil.
    ///
    /// UIKit parity: traps with "There are currently no sections in the data source. Please add a section
    /// first." when there is no section, with "Section identifier was not found…" for an unknown section,
    /// and with "Fatal: supplied item identifiers are not unique…" naming every repeated identifier.
    /// - Complexity: O(k) for k appended items on average (O(n) when the section is not the last one).
    @inlinable public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard !sections.isEmpty else { DiffableMisuse.noSections() }
        let section: Int
        if let sectionIdentifier {
            guard let s = sectionIndex[sectionIdentifier] else { DiffableMisuse.sectionNotFound(sectionIdentifier) }
            section = s
        } else {
            section = sections.count - 1
        }
        insertItems(identifiers, at: sectionStart(section + 1), section: section)
    }

    /// Inserts items just before `beforeIdentifier`, in that item's section.
    ///
    /// UIKit parity: the destination must be in the snapshot and must not be one of the inserted items.
    /// - Complexity: O(n).
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let destination = insertionDestination(identifiers, beforeIdentifier)
        insertItems(identifiers, at: destination, section: itemSections[destination])
    }

    /// Inserts items just after `afterIdentifier`, in that item's section.
    ///
    /// UIKit parity: the destination must be in the snapshot and must not be one of the inserted items.
    /// - Complexity: O(n).
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let destination = insertionDestination(identifiers, afterIdentifier)
        insertItems(identifiers, at: destination + 1, section: itemSections[destination])
    }

    /// Deletes the given items; identifiers that are not in the snapshot are ignored, as UIKit does.
    /// - Complexity: O(n + k log k).
    @inlinable public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var positions = identifiers.compactMap { indexOfItem($0) }
        guard !positions.isEmpty else { return }
        positions.sort()
        var unique = positions
        unique.removeAll(keepingCapacity: true)
        for position in positions where unique.last != position { unique.append(position) }
        removeItems(atSortedPositions: unique)
    }

    /// Deletes every item and every section, as UIKit's `deleteAllItems()` does.
    @inlinable public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` just before `toIdentifier`, into that item's section.
    ///
    /// UIKit parity: both items must be in the snapshot and must differ.
    /// - Complexity: O(n).
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier` just after `toIdentifier`, into that item's section.
    ///
    /// UIKit parity: both items must be in the snapshot and must differ.
    /// - Complexity: O(n).
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items so that applying this snapshot replaces their cells (new cell, cross-fade).
    ///
    /// UIKit parity: traps with "Attempted to reload item identifier that does not exist in the snapshot: …".
    /// The mark only lives in this snapshot; the diff turns it into a reload at the item's old index path.
    @inlinable public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard indexOfItem(identifier) != nil else { DiffableMisuse.missingForReload("reload", kind: "item", identifier) }
            reloadedItems.insert(identifier)
        }
    }

    /// Marks items so that applying this snapshot reconfigures their existing cells in place (iOS 15).
    ///
    /// UIKit parity: traps with "Attempted to reconfigure item identifier that does not exist in the
    /// snapshot: …".
    @inlinable public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard indexOfItem(identifier) != nil else { DiffableMisuse.missingForReload("reconfigure", kind: "item", identifier) }
            reconfiguredItems.insert(identifier)
        }
    }

    // MARK: Helpers

    /// The flat position of an insertion destination, after UIKit's checks.
    @inlinable func insertionDestination(_ identifiers: [ItemIdentifierType], _ destination: ItemIdentifierType) -> Int {
        if identifiers.contains(destination) { DiffableMisuse.destinationInUpdate("insertion", destination) }
        guard let position = indexOfItem(destination) else {
            DiffableMisuse.notFound("section != NSNotFound", kind: "item", destination)
        }
        return position
    }

    /// Moves one item next to another, possibly into another section; the items between the two
    /// positions shift by one and their index entries are renumbered.
    @inlinable mutating func moveItem(_ identifier: ItemIdentifierType, to destination: ItemIdentifierType, after: Bool) {
        guard let from = indexOfItem(identifier) else { DiffableMisuse.notFound("fromIndex != NSNotFound", kind: "item", identifier) }
        guard let destinationPosition = indexOfItem(destination) else {
            DiffableMisuse.notFound("toIndex != NSNotFound", kind: "item", destination)
        }
        if identifier == destination { DiffableMisuse.destinationInUpdate("move", destination) }
        settleSectionStarts()
        let fromSection = itemSections[from]
        items.remove(at: from)
        itemSections.remove(at: from)
        for s in (fromSection + 1) ... sections.count { storedSectionStarts[s] -= 1 }
        let anchor = destinationPosition > from ? destinationPosition - 1 : destinationPosition
        let to = after ? anchor + 1 : anchor
        let toSection = itemSections[anchor]
        items.insert(identifier, at: to)
        itemSections.insert(toSection, at: to)
        for s in (toSection + 1) ... sections.count { storedSectionStarts[s] += 1 }
        guard from != to else { return }
        itemPositions.restamp(identifier, from: from, to: to)
        if from < to {
            for position in from ..< to { itemPositions.restamp(items[position], from: position + 1, to: position) }
        } else {
            for position in (to + 1) ... from { itemPositions.restamp(items[position], from: position - 1, to: position) }
        }
    }
}
