import Foundation

// Outline edits: append, insert (items and sub-snapshots), delete, replace children, expand/collapse,
// and extracting a sub-snapshot.

extension NSDiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as the last root items when `parent` is nil.
    ///
    /// UIKit parity: creates the parent–child link or extends existing children. Repeated identifiers, or
    /// identifiers already present, trap with "Identifiers in a section snapshot must be unique.
    /// Duplicate item identifiers: {(…)}"; an unknown parent traps naming it.
    /// - Complexity: O(k) for k items when they land at the end of the outline (appending roots, or
    ///   children of the last subtree, as building an outline does), otherwise O(n).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(items)
        guard let parent else {
            appendAtEnd(items, level: 0, parent: -1)
            return
        }
        guard let p = positions[parent] else { DiffableMisuse.outlineItemNotFound("parent", parent) }
        let position = subtreeEnd(p)
        if position == nodes.count {
            appendAtEnd(items, level: levels[p] + 1, parent: p)
        } else {
            splice(items, levels: repeatElement(levels[p] + 1, count: items.count), at: position)
        }
    }

    /// Inserts items just before `item`, at `item`'s level (as its preceding siblings).
    ///
    /// UIKit parity: the destination must exist and must not be among the inserted items.
    /// - Complexity: O(n).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        let p = destination(item, inserting: items)
        checkNew(items)
        splice(items, levels: repeatElement(levels[p], count: items.count), at: p)
    }

    /// Inserts items after `item` **and its children**, at `item`'s level (as its following siblings).
    ///
    /// UIKit parity: the destination must exist and must not be among the inserted items.
    /// - Complexity: O(n).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        let p = destination(item, inserting: items)
        checkNew(items)
        splice(items, levels: repeatElement(levels[p], count: items.count), at: subtreeEnd(p))
    }

    /// Inserts a whole outline just before `item`; its root items become `item`'s siblings and its
    /// expansion states are kept.
    /// - Complexity: O(n + m).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        let p = destination(item, inserting: snapshot.nodes)
        insertOutline(snapshot, at: p, baseLevel: levels[p])
    }

    /// Inserts a whole outline after `item` and its children; its root items become `item`'s siblings and
    /// its expansion states are kept.
    /// - Complexity: O(n + m).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        let p = destination(item, inserting: snapshot.nodes)
        insertOutline(snapshot, at: subtreeEnd(p), baseLevel: levels[p])
    }

    /// Deletes items together with all their descendants; items not in the snapshot are ignored.
    /// - Complexity: O(n).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = [Bool](repeating: false, count: nodes.count)
        var any = false
        for item in items {
            guard let p = positions[item], !doomed[p] else { continue }
            any = true
            for q in p ..< subtreeEnd(p) { doomed[q] = true }
        }
        guard any else { return }
        var keptNodes: [ItemIdentifierType] = []
        var keptLevels: [Int] = []
        for p in 0 ..< nodes.count {
            if doomed[p] { expandedSet.remove(nodes[p]); continue }
            keptNodes.append(nodes[p])
            keptLevels.append(levels[p])
        }
        nodes = keptNodes
        levels = keptLevels
        reindex()
    }

    /// Removes every item and every expansion state.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Marks items expanded, which makes their children visible when they themselves are visible.
    ///
    /// UIKit parity: items not in the snapshot are ignored (UIKit only logs them).
    /// - Complexity: O(n) for the visibility update, without rehashing positions.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        var changed = false
        for item in items where positions[item] != nil { changed = expandedSet.insert(item).inserted || changed }
        if changed { recomputeVisibility() }
    }

    /// Marks items collapsed, which hides their descendants.
    ///
    /// UIKit parity: items not in the snapshot are ignored (UIKit only logs them).
    /// - Complexity: O(n) for the visibility update.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        var changed = false
        for item in items where positions[item] != nil { changed = (expandedSet.remove(item) != nil) || changed }
        if changed { recomputeVisibility() }
    }

    /// Replaces all descendants of `parent` with the outline `snapshot`, whose root items become
    /// `parent`'s children. The parent must exist.
    /// - Complexity: O(n + m).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let p = positions[parent] else { DiffableMisuse.outlineItemNotFound("parent", parent) }
        let end = subtreeEnd(p)
        for q in (p + 1) ..< end { expandedSet.remove(nodes[q]) }
        nodes.removeSubrange((p + 1) ..< end)
        levels.removeSubrange((p + 1) ..< end)
        reindex()
        insertOutline(snapshot, at: p + 1, baseLevel: levels[p] + 1)
    }

    /// The outline below `parent` (its descendants, re-levelled so its children are roots), or, with
    /// `includingParent`, the parent as the single root with its descendants. Expansion states are kept.
    ///
    /// UIKit parity: empty when the parent has no children; the parent must exist.
    /// - Complexity: O(size of the subtree).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let p = positions[parent] else { DiffableMisuse.outlineItemNotFound("parent", parent) }
        let start = includingParent ? p : p + 1
        let base = includingParent ? levels[p] : levels[p] + 1
        var result = NSDiffableDataSourceSectionSnapshot()
        let end = subtreeEnd(p)
        result.nodes = Array(nodes[start ..< end])
        result.levels = levels[start ..< end].map { $0 - base }
        result.expandedSet = Set(result.nodes.filter { expandedSet.contains($0) })
        result.reindex()
        return result
    }

    // MARK: Helpers

    /// Traps with UIKit's section-snapshot message if `items` repeats an identifier or names one present.
    private func checkNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var duplicates: [ItemIdentifierType] = []
        for item in items where !seen.insert(item).inserted || positions[item] != nil { duplicates.append(item) }
        if !duplicates.isEmpty { DiffableMisuse.duplicateOutlineItems(duplicates) }
    }

    /// The position of an insertion destination, after UIKit's checks.
    private func destination(_ item: ItemIdentifierType, inserting items: [ItemIdentifierType]) -> Int {
        if items.contains(item) { DiffableMisuse.destinationInUpdate("insertion", item) }
        guard let p = positions[item] else { DiffableMisuse.outlineItemNotFound("destination", item) }
        return p
    }

    /// Inserts items with the given levels at `position` and re-derives the indexes.
    private mutating func splice(_ items: [ItemIdentifierType], levels newLevels: some Collection<Int>, at position: Int) {
        guard !items.isEmpty else { return }
        nodes.insert(contentsOf: items, at: position)
        levels.insert(contentsOf: newLevels, at: position)
        reindex()
    }

    /// Inserts another outline at `position`, its roots at `baseLevel`, keeping its expansion states.
    private mutating func insertOutline(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, at position: Int, baseLevel: Int) {
        checkNew(snapshot.nodes)
        expandedSet.formUnion(snapshot.expandedSet)
        splice(snapshot.nodes, levels: snapshot.levels.lazy.map { $0 + baseLevel }, at: position)
    }
}
