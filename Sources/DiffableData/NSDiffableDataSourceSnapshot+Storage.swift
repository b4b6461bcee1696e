// Internal primitives that keep the flat storage and its indexes consistent. Public mutations are written
// in terms of these, so the invariants live in one place:
// - `items`, `itemSections` and `itemIndex` describe the same items;
// - `sectionStarts` is non-decreasing, starts at 0 and ends at `items.count`;
// - `sectionIndex` inverts `sections`;
// - marks only name identifiers that are present.

extension NSDiffableDataSourceSnapshot {
    /// Inserts `newItems` into section `section` at flat position `position`, trapping on duplicates.
    ///
    /// Duplicates are collected (within the argument and against the snapshot) before trapping, so the
    /// message names all of them, in the order found, as UIKit does.
    /// - Complexity: O(k) at the end of the items, O(n) in the middle (positions after it shift).
    @inlinable mutating func insertItems(_ newItems: [ItemIdentifierType], at position: Int, section: Int) {
        let k = newItems.count
        guard k > 0 else { return }
        if itemIndex.capacity < items.count + k { growItemIndex(toHold: items.count + k) }
        var duplicates: [ItemIdentifierType] = []
        for (offset, item) in newItems.enumerated() where itemIndex.updateValue(position + offset, forKey: item) != nil {
            duplicates.append(item)
        }
        if !duplicates.isEmpty { DiffableMisuse.duplicateItems(duplicates) }

        if position == items.count {
            items.append(contentsOf: newItems)
            itemSections.append(contentsOf: repeatElement(section, count: k))
        } else {
            items.insert(contentsOf: newItems, at: position)
            itemSections.insert(contentsOf: repeatElement(section, count: k), at: position)
            restampItems(from: position + k)
        }
        for s in (section + 1) ..< sectionStarts.count { sectionStarts[s] += k }
    }

    /// Re-creates `itemIndex` with room for `count` items (at least double the old room), re-inserting
    /// the present items from `items`.
    ///
    /// Growing a dictionary in place goes through the standard library's unspecialized resize, which moves
    /// each entry through value witnesses; rebuilding from `items` runs specialized code and measured
    /// faster. Doubling keeps the total work of many small appends linear (each item is re-inserted about
    /// twice), and reserving exactly instead would rehash the whole table on every append.
    @inlinable
    mutating func growItemIndex(toHold count: Int) {
        var grown: [ItemIdentifierType: Int] = [:]
        grown.reserveCapacity(Swift.max(count, 2 * itemIndex.capacity))
        for (position, item) in items.enumerated() { grown[item] = position }
        itemIndex = grown
    }

    /// Removes the items at the given flat positions, which must be sorted ascending and distinct.
    /// - Complexity: O(n − first position + removed).
    @inlinable mutating func removeItems(atSortedPositions positions: [Int]) {
        guard let first = positions.first else { return }
        var removedPerSection = [Int](repeating: 0, count: sections.count)
        var next = 0
        var write = first
        for read in first ..< items.count {
            if next < positions.count && positions[next] == read {
                next += 1
                itemIndex.removeValue(forKey: items[read])
                removedPerSection[itemSections[read]] += 1
                continue
            }
            items[write] = items[read]
            itemSections[write] = itemSections[read]
            write += 1
        }
        items.removeSubrange(write...)
        itemSections.removeSubrange(write...)
        var removedBefore = 0
        for s in 0 ..< sections.count {
            removedBefore += removedPerSection[s]
            sectionStarts[s + 1] -= removedBefore
        }
        restampItems(from: first)
        dropMarksOfMissingItems()
    }

    /// Rewrites the flat position recorded for every item from `start` on.
    @inlinable mutating func restampItems(from start: Int) {
        for position in start ..< items.count { itemIndex[items[position]] = position }
    }

    /// Forgets reload and reconfigure marks of items that are no longer present.
    @inlinable mutating func dropMarksOfMissingItems() {
        let index = itemIndex
        reloadedItems.removeAll { index[$0] == nil }
        reconfiguredItems.removeAll { index[$0] == nil }
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
        var newIndex: [ItemIdentifierType: Int] = [:]
        newIndex.reserveCapacity(total)
        for (position, item) in newItems.enumerated() { newIndex[item] = position }
        var newSectionIndex: [SectionIdentifierType: Int] = [:]
        newSectionIndex.reserveCapacity(newSections.count)
        for (s, section) in newSections.enumerated() { newSectionIndex[section] = s }
        sections = newSections
        sectionIndex = newSectionIndex
        sectionStarts = starts
        items = newItems
        itemSections = newItemSections
        itemIndex = newIndex
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
        for identifier in identifiers where !seen.insert(identifier).inserted || itemIndex[identifier] != nil {
            repeated.append(identifier)
        }
        if !repeated.isEmpty { DiffableMisuse.duplicateItems(repeated) }
    }
}
