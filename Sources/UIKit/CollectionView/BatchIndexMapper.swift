import Foundation

/// Maps the old index path of an item that survives a batch update to its new index path, from the change
/// lists alone (UIKit's rules: removals by old index, arrivals placed in ascending new order, survivors
/// filling the other slots in their old order).
///
/// - Complexity: O(k log k) to build for k changes; a lookup is O(log k). No per-item work for items that
///   are not looked up.
struct BatchIndexMapper {
    private var newSectionForOld: [Int]
    private var removals: [[Int]]
    private var leaving: Set<Int> = []
    /// Reloaded items (`section << 32 | item`, old index paths), for `map(section:item:keepingReloaded:)`.
    private var reloaded: Set<Int> = []
    private var moved: [Int: IndexPath] = [:]
    private var arrivals: [[Int]]
    /// `arrivals[b][j] - j` for each new section: non-decreasing (the arrivals are distinct and sorted),
    /// so how many arrivals precede a survivor is a binary search.
    private var arrivalKeys: [[Int]]

    /// Builds the mapper; the update must already be known to be valid (checked by `replay` or produced
    /// by the diff engine).
    init(_ update: DiffableBatchUpdate, oldSectionCount: Int, newSectionCount: Int) {
        var use = [UInt8](repeating: 0, count: oldSectionCount) // 1 leaves the slots, 2 reloaded
        for s in update.deletedSections where s < oldSectionCount { use[s] = 1 }
        for move in update.movedSections where move.from < oldSectionCount { use[move.from] = 1 }
        for s in update.reloadedSections where s < oldSectionCount { use[s] = 2 }
        var slots: [Int] = []
        slots.reserveCapacity(newSectionCount)
        for s in 0 ..< oldSectionCount where use[s] != 1 { slots.append(s) }
        var incoming: [(to: Int, origin: Int)] = update.insertedSections.map { ($0, -1) } + update.movedSections.map { ($0.to, $0.from) }
        incoming.sort { $0.to < $1.to }
        for arrival in incoming where arrival.to <= slots.count { slots.insert(arrival.origin, at: arrival.to) }
        newSectionForOld = [Int](repeating: -1, count: oldSectionCount)
        for (b, origin) in slots.enumerated() where origin >= 0 && use[origin] != 2 { newSectionForOld[origin] = b }

        removals = [[Int]](repeating: [], count: oldSectionCount)
        arrivals = [[Int]](repeating: [], count: slots.count)
        for path in update.deletedItems where path[0] < oldSectionCount {
            removals[path[0]].append(path[1])
            leaving.insert(path[0] << 32 | path[1])
        }
        for path in update.reloadedItems {
            leaving.insert(path[0] << 32 | path[1])
            reloaded.insert(path[0] << 32 | path[1])
        }
        for move in update.movedItems where move.from[0] < oldSectionCount {
            removals[move.from[0]].append(move.from[1])
            moved[move.from[0] << 32 | move.from[1]] = move.to
            if move.to[0] < arrivals.count { arrivals[move.to[0]].append(move.to[1]) }
        }
        for path in update.insertedItems where path[0] < arrivals.count { arrivals[path[0]].append(path[1]) }
        for s in removals.indices where removals[s].count > 1 { removals[s].sort() }
        for b in arrivals.indices where arrivals[b].count > 1 { arrivals[b].sort() }
        arrivalKeys = arrivals.map { slots in slots.enumerated().map { $0.element - $0.offset } }
    }

    /// The new index of old section `s`, or nil when it was deleted or reloaded.
    /// - Complexity: O(1).
    func map(section s: Int) -> Int? {
        guard s >= 0, s < newSectionForOld.count else { return nil }
        let b = newSectionForOld[s]
        return b >= 0 ? b : nil
    }

    /// The new index path of the item at old `(section, item)`, or nil when it was deleted, reloaded or
    /// its section was deleted or reloaded. With `keepingReloaded`, a reloaded item (its section kept) maps
    /// to the index path its replacement takes.
    func map(section s: Int, item i: Int, keepingReloaded: Bool = false) -> IndexPath? {
        guard s >= 0, s < newSectionForOld.count else { return nil }
        let b = newSectionForOld[s]
        guard b >= 0 else { return nil }
        let code = s << 32 | i
        if let destination = moved[code] { return destination }
        if leaving.contains(code), !(keepingReloaded && reloaded.contains(code)) { return nil }
        // Rank among the section's survivors: removals before it, by binary search.
        let removed = removals[s]
        var lo = 0, hi = removed.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if removed[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        // The survivor's rank f moves past each arrival at or before it: arrival j (sorted) lands before
        // it exactly when arrivals[j] - j <= f, a prefix of the non-decreasing keys.
        let f = i - lo
        let keys = arrivalKeys[b]
        lo = 0
        hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] <= f { lo = mid + 1 } else { hi = mid }
        }
        return IndexPath(item: f + lo, section: b)
    }
}
