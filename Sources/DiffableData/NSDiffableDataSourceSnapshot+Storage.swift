// Internal primitives that keep the flat storage and its indexes consistent. Public mutations are written
// in terms of these, so the invariants live in one place:
// - `items`, `itemSections` and `itemPositions` describe the same items;
// - section starts (`sectionStart(_:)`) are non-decreasing, start at 0 and end at `items.count`; the
//   sections past `settledSectionStarts` are empty;
// - `sectionIndex` inverts `sections`;
// - marks only name identifiers that are present.

extension NSDiffableDataSourceSnapshot {
    /// Inserts `newItems` into section `section` at flat position `position`, trapping on duplicates.
    ///
    /// Duplicates are collected (within the argument and against the snapshot) before trapping, so the
    /// message names all of them, in the order found, as UIKit does.
    /// - Complexity: O(k) at the end of the items (one hash per item, whatever the table's growth), O(n)
    ///   in the middle (positions after it shift), plus O(sections after `section`).
    @inlinable mutating func insertItems(_ newItems: [ItemIdentifierType], at position: Int, section: Int) {
        let k = newItems.count
        guard k > 0 else { return }
        let oldCount = items.count
        if position == oldCount {
            // Every section after `section` is empty: it stays empty at the new end, unsettled.
            if settledSectionStarts <= section {
                for s in settledSectionStarts ... section { storedSectionStarts[s] = oldCount }
            }
            settledSectionStarts = section + 1
            reserveForAppending(k, toSection: section)
            items.append(contentsOf: newItems)
            itemSections.append(contentsOf: repeatElement(section, count: k))
        } else {
            settleSectionStarts()
            storedSectionStarts.withUnsafeMutableBufferPointer { starts in
                for s in (section + 1) ..< starts.count { starts[s] += k }
            }
            items.insert(contentsOf: newItems, at: position)
            itemSections.insert(contentsOf: repeatElement(section, count: k), at: position)
            for moved in (position + k) ..< (oldCount + k) { itemPositions.restamp(items[moved], from: moved - k, to: moved) }
        }
        let duplicates = itemPositions.insert(itemsAt: position, count: k, of: items)
        if !duplicates.isEmpty { DiffableMisuse.duplicateItems(duplicates) }
    }

    /// Makes room for `k` more items appended to section `section`, behind which every section is empty.
    ///
    /// Growing by doubling allocates twice the final storage on the way, and fresh memory is what a
    /// large build mostly waits for (page faults). When empty sections follow and two sections have
    /// items, the build is most likely filling sections one after another, so the room reserved is the
    /// total the later sections would reach if they filled like the earlier ones on average — but never
    /// more than `projectionSlack` items beyond doubling, which bounds what a wrong guess wastes.
    /// Otherwise, and never less, it doubles.
    /// - Complexity: O(n) when it grows (amortized O(k)), O(1) otherwise.
    @inlinable mutating func reserveForAppending(_ k: Int, toSection section: Int) {
        let needed = items.count + k
        guard needed > items.capacity else { return }
        var room = Swift.max(needed, 2 * items.capacity)
        if section >= 1, section + 1 < sections.count {
            let projected = Double(needed) / Double(section + 1) * Double(sections.count)
            room = Swift.max(room, Int(Swift.min(projected, Double(2 * needed + Self.projectionSlack))))
        }
        items.reserveCapacity(room)
        itemSections.reserveCapacity(room)
        itemPositions.reserveCapacity(room)
    }

    /// The most items of room `reserveForAppending` adds beyond doubling on a projection (2^17: about
    /// 1 MB per 8-byte array, 2 MB of position table).
    @inlinable static var projectionSlack: Int { 1 << 17 }

    /// Removes the items at the given flat positions, which must be sorted ascending and distinct.
    ///
    /// One pass compacts the arrays and the index: a removed item's entry goes, a kept item's entry is
    /// renumbered to its new position.
    /// - Complexity: O(n − first position + removed).
    @inlinable mutating func removeItems(atSortedPositions positions: [Int]) {
        guard let first = positions.first else { return }
        settleSectionStarts()
        var removedPerSection = [Int](repeating: 0, count: sections.count)
        var next = 0
        var write = first
        for read in first ..< items.count {
            if next < positions.count && positions[next] == read {
                next += 1
                itemPositions.remove(items[read], at: read)
                removedPerSection[itemSections[read]] += 1
                continue
            }
            itemPositions.restamp(items[read], from: read, to: write)
            items[write] = items[read]
            itemSections[write] = itemSections[read]
            write += 1
        }
        items.removeSubrange(write...)
        itemSections.removeSubrange(write...)
        var removedBefore = 0
        for s in 0 ..< sections.count {
            removedBefore += removedPerSection[s]
            storedSectionStarts[s + 1] -= removedBefore
        }
        dropMarksOfMissingItems()
    }

    /// Forgets reload and reconfigure marks of items that are no longer present.
    @inlinable mutating func dropMarksOfMissingItems() {
        let positions = itemPositions, present = items
        reloadedItems.removeAll { positions.position(of: $0, in: present) == nil }
        reconfiguredItems.removeAll { positions.position(of: $0, in: present) == nil }
    }

    /// Replaces the whole content with `newSections`, each with its items, re-creating every index.
    ///
    /// Section edits in the middle (insert, delete, move) shift the section number of every later item,
    /// so they rebuild instead of patching; they are rare next to item edits.
    /// - Complexity: O(n).
    @inlinable mutating func rebuild(sections newSections: [SectionIdentifierType], contents: [ArraySlice<ItemIdentifierType>]) {
        let total = contents.reduce(0) { $0 + $1.count }
        var newItems: [ItemIdentifierType] = []
        newItems.reserveCapacity(total)
        var newItemSections: [Int] = []
        newItemSections.reserveCapacity(total)
        var starts: [Int] = [0]
        starts.reserveCapacity(newSections.count + 1)
        for (s, slice) in contents.enumerated() {
            newItems.append(contentsOf: slice)
            newItemSections.append(contentsOf: repeatElement(s, count: slice.count))
            starts.append(newItems.count)
        }
        var newPositions = ItemPositionTable()
        newPositions.insertDistinct(newItems)
        var newSectionIndex: [SectionIdentifierType: Int] = [:]
        newSectionIndex.reserveCapacity(newSections.count)
        for (s, section) in newSections.enumerated() { newSectionIndex[section] = s }
        sections = newSections
        sectionIndex = newSectionIndex
        storedSectionStarts = starts
        settledSectionStarts = starts.count
        items = newItems
        itemSections = newItemSections
        itemPositions = newPositions
        dropMarksOfMissingItems()
        let index = sectionIndex
        reloadedSections.removeAll { index[$0] == nil }
    }

    /// The current sections with their items, for the rebuilding section edits.
    @inlinable func sectionContents() -> [ArraySlice<ItemIdentifierType>] {
        (0 ..< sections.count).map { items[range(ofSection: $0)] }
    }

    /// Traps with UIKit's message if `identifiers` repeats an identifier or names one already present.
    @inlinable func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var repeated: [SectionIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted { repeated.append(identifier) }
        if !repeated.isEmpty { DiffableMisuse.duplicateSections(repeated) }
        let existing = identifiers.filter { sectionIndex[$0] != nil }
        if !existing.isEmpty { DiffableMisuse.existingSections(existing) }
    }

    /// Traps with UIKit's message if `identifiers` repeats an item identifier or names one already present.
    @inlinable func checkNewItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var repeated: [ItemIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || indexOfItem(identifier) != nil {
            repeated.append(identifier)
        }
        if !repeated.isEmpty { DiffableMisuse.duplicateItems(repeated) }
    }
}
