import Foundation

extension DiffableBatchUpdate {
    /// Applies this update to `sections`/`items` (the old data) the way UIKit applies a batch update, and
    /// returns the new data.
    ///
    /// UIKit's rules (Apple's `performBatchUpdates(_:completion:)` documentation), in order:
    /// 1. sections: deletes and move sources are removed in descending old order, then inserts and move
    ///    destinations are placed in ascending new order; reloaded sections keep their place and get the
    ///    new content;
    /// 2. items, within the rearranged sections: deletes and move sources (old paths) are removed in
    ///    descending order, then inserts and move destinations (new paths) are placed in ascending order;
    /// 3. reloaded items (old paths) keep their place and get the value for their final path.
    ///
    /// A collection view uses this for its consistency check (the replayed counts against its data
    /// source's); tests use it to prove that a computed update turns the old data into the new.
    ///
    /// - Parameters:
    ///   - sections: the old sections.
    ///   - items: the old items, one array per old section.
    ///   - newSection: the section value and items at a new section index, for inserted and reloaded
    ///     sections.
    ///   - newItem: the value at a new index path, for inserted and reloaded items.
    /// - Returns: the sections and their items after the update.
    /// - Throws: `BatchUpdateReplayError` when an index is out of range, names a position twice, or names
    ///   an item inside a section that is itself deleted, inserted or reloaded.
    /// - Complexity: O(n + k log k) for n items and k changes.
    public func replay<Section, Item>(
        sections: [Section],
        items: [[Item]],
        newSection: (Int) -> (section: Section, items: [Item]),
        newItem: (IndexPath) -> Item
    ) throws(BatchUpdateReplayError) -> (sections: [Section], items: [[Item]]) {
        precondition(sections.count == items.count, "replay needs one item array per section")
        let oldCount = sections.count
        let finalCount = oldCount - deletedSections.count + insertedSections.count

        // Old sections: which ones leave (deleted, moved away) and which are reloaded.
        var oldUse = [UInt8](repeating: 0, count: oldCount) // 1 deleted, 2 moved, 3 reloaded
        func claimOld(_ s: Int, _ use: UInt8, _ operation: String) throws(BatchUpdateReplayError) {
            guard s >= 0 && s < oldCount else { throw .oldSectionOutOfRange(operation: operation, section: s, count: oldCount) }
            guard oldUse[s] == 0 else { throw .sectionUsedTwice(operation: operation, section: s) }
            oldUse[s] = use
        }
        for s in deletedSections { try claimOld(s, 1, "delete") }
        for move in movedSections { try claimOld(move.from, 2, "move") }
        for s in reloadedSections { try claimOld(s, 3, "reload") }

        // Section slots: the origin of each section of the new data (old index, or −1 when inserted).
        var slots: [Int] = Array(0 ..< oldCount)
        for s in (0 ..< oldCount).reversed() where oldUse[s] == 1 || oldUse[s] == 2 { slots.remove(at: s) }
        var arrivals: [(to: Int, origin: Int)] = insertedSections.map { ($0, -1) } + movedSections.map { ($0.to, $0.from) }
        arrivals.sort { $0.to < $1.to }
        var newUsed = Set<Int>()
        for arrival in arrivals {
            guard arrival.to >= 0 && arrival.to <= slots.count && arrival.to < finalCount else {
                throw .newSectionOutOfRange(operation: arrival.origin < 0 ? "insert" : "move", section: arrival.to, count: finalCount)
            }
            guard newUsed.insert(arrival.to).inserted else { throw .sectionUsedTwice(operation: "insert", section: arrival.to) }
            slots.insert(arrival.origin, at: arrival.to)
        }
        var finalForOld = [Int](repeating: -1, count: oldCount)
        for (b, origin) in slots.enumerated() where origin >= 0 { finalForOld[origin] = b }

        // Items: flag what leaves each old section (deletes, move sources) and what is reloaded.
        var leaving = items.map { [UInt8](repeating: 0, count: $0.count) } // 1 leaves, 2 reloaded
        func claimItem(_ path: IndexPath, _ use: UInt8, _ operation: String) throws(BatchUpdateReplayError) {
            guard path.count == 2, path[0] >= 0, path[0] < oldCount, oldUse[path[0]] == 0 || oldUse[path[0]] == 2,
                  path[1] >= 0, path[1] < items[path[0]].count else { throw .oldItemInvalid(operation: operation, indexPath: path) }
            guard leaving[path[0]][path[1]] == 0 else { throw .itemUsedTwice(operation: operation, indexPath: path) }
            leaving[path[0]][path[1]] = use
        }
        for path in deletedItems { try claimItem(path, 1, "delete") }
        for move in movedItems { try claimItem(move.from, 1, "move") }
        for path in reloadedItems { try claimItem(path, 2, "reload") }

        // Arrivals (inserts, move destinations) per new section, in ascending new order.
        var arrivalsBySection = [[(item: Int, from: IndexPath?)]](repeating: [], count: slots.count)
        for (path, from) in insertedItems.map({ ($0, IndexPath?.none) }) + movedItems.map({ ($0.to, Optional($0.from)) }) {
            let operation = from == nil ? "insert" : "move"
            guard path.count == 2, path[0] >= 0, path[0] < slots.count, slots[path[0]] >= 0, oldUse[slots[path[0]]] != 3,
                  path[1] >= 0 else { throw .newItemInvalid(operation: operation, indexPath: path) }
            arrivalsBySection[path[0]].append((path[1], from))
        }

        // Each section: survivors in old order with arrivals at their new indexes. Inserting in ascending
        // order lands every arrival exactly at its index, so a merge gives the same result in O(n) as long
        // as the indexes are distinct and below the final count (which is what ascending insertion needs).
        var resultSections: [Section] = []
        resultSections.reserveCapacity(slots.count)
        var resultItems: [[Item]] = []
        resultItems.reserveCapacity(slots.count)
        for (b, origin) in slots.enumerated() {
            if origin < 0 || oldUse[origin] == 3 {
                let fresh = newSection(b)
                resultSections.append(fresh.section)
                resultItems.append(fresh.items)
                continue
            }
            resultSections.append(sections[origin])
            var arrivals = arrivalsBySection[b]
            arrivals.sort { $0.item < $1.item }
            let stayers = leaving[origin].reduce(0) { $0 + ($1 == 1 ? 0 : 1) }
            let finalItemCount = stayers + arrivals.count
            for (k, arrival) in arrivals.enumerated() {
                let path = makeIndexPath(b, arrival.item)
                let operation = arrival.from == nil ? "insert" : "move"
                guard arrival.item < finalItemCount else { throw .newItemInvalid(operation: operation, indexPath: path) }
                guard k == 0 || arrivals[k - 1].item != arrival.item else { throw .itemUsedTwice(operation: operation, indexPath: path) }
            }
            var values: [Item] = []
            values.reserveCapacity(finalItemCount)
            var next = 0 // next old position to consider
            var k = 0
            for i in 0 ..< finalItemCount {
                if k < arrivals.count && arrivals[k].item == i {
                    values.append(arrivals[k].from.map { items[$0[0]][$0[1]] } ?? newItem(makeIndexPath(b, i)))
                    k += 1
                    continue
                }
                while leaving[origin][next] == 1 { next += 1 }
                values.append(leaving[origin][next] == 2 ? newItem(makeIndexPath(b, i)) : items[origin][next])
                next += 1
            }
            resultItems.append(values)
        }
        for path in reconfiguredItems {
            guard path.count == 2, path[0] >= 0, path[0] < resultItems.count, path[1] >= 0,
                  path[1] < resultItems[path[0]].count else { throw .newItemInvalid(operation: "reconfigure", indexPath: path) }
        }
        return (resultSections, resultItems)
    }
}
