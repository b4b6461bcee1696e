/// Where each item identifier of a snapshot sits in the snapshot's flat `items` array: the index behind
/// `indexOfItem(_:)`, `sectionIdentifier(containingItem:)` and the duplicate checks.
///
/// An open-addressing hash table with linear probing, never more than half full. A bucket is one
/// `UInt64`: the upper 32 bits are a fragment of the identifier's hash (its low 32 bits), the lower 32
/// bits the item's flat position plus one (0 marks an empty bucket). The identifiers themselves stay in
/// `items`; a lookup compares the fragment, then the identifier at the stored position.
///
/// Why not `[Item: Int]`: a dictionary that grows hashes every key again, so building a snapshot in many
/// appends (one `appendItems(_:toSection:)` per section) hashed each item about three times against once
/// for one flat append. This table finds an entry's new bucket from its fragment, so growing moves
/// buckets without hashing anything: every build costs one hash per item, however it is split.
///
/// Entries whose items shift (an insertion or deletion before them, a move) are found by fragment and
/// old position (`restamp`), not by comparing identifiers, so they can be renumbered after `items` has
/// changed, in any order: an entry is only its (fragment, position) pair, and pairs with one fragment
/// are interchangeable, so replacing any (f, old) by (f, new) leaves the same table even while two
/// entries transiently hold the same pair.
///
/// Positions must stay below 2³² − 1 (about four billion items).
@usableFromInline
struct ItemPositionTable: Sendable {
    /// The buckets; their count is 0 or a power of two.
    @usableFromInline var buckets: [UInt64] = []
    /// The number of occupied buckets.
    @usableFromInline var count = 0

    @inlinable init() {}

    /// The fragment of `key`'s hash that a bucket stores and that places it.
    @inlinable @inline(__always)
    static func fragment<Key: Hashable>(of key: Key) -> UInt32 {
        UInt32(truncatingIfNeeded: key.hashValue)
    }

    @inlinable @inline(__always)
    static func entry(fragment: UInt32, position: Int) -> UInt64 {
        UInt64(fragment) << 32 | UInt64(UInt32(truncatingIfNeeded: position + 1))
    }

    @inlinable @inline(__always)
    static func position(in entry: UInt64) -> Int { Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 }

    @inlinable @inline(__always)
    static func fragment(in entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }

    // MARK: Lookup

    /// The position of `key`, whose identifier `items` holds at that position, or nil when absent.
    /// - Complexity: O(1) on average (one hash, a short probe).
    @inlinable
    func position<Key: Hashable>(of key: Key, in items: [Key]) -> Int? {
        guard count > 0 else { return nil }
        let fragment = Self.fragment(of: key)
        let mask = buckets.count - 1
        var bucket = Int(fragment) & mask
        while true {
            let entry = buckets[bucket]
            if entry == 0 { return nil }
            if Self.fragment(in: entry) == fragment {
                let position = Self.position(in: entry)
                if items[position] == key { return position }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The bucket holding the entry with `fragment` and `position` (which must be present).
    @inlinable
    func bucket(fragment: UInt32, position: Int) -> Int {
        let wanted = Self.entry(fragment: fragment, position: position)
        let mask = buckets.count - 1
        var bucket = Int(fragment) & mask
        while buckets[bucket] != wanted {
            if buckets[bucket] == 0 { fatalError("DiffableData: item position \(position) is missing from the index") }
            bucket = (bucket + 1) & mask
        }
        return bucket
    }

    // MARK: Editing

    /// Makes room for `total` entries without growing again.
    /// - Complexity: O(buckets) when it grows (no hashing), O(1) otherwise.
    @inlinable
    mutating func reserveCapacity(_ total: Int) {
        guard total * 2 > buckets.count else { return }
        var size = Swift.max(16, buckets.count)
        while total * 2 > size { size *= 2 }
        var grown = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for entry in buckets where entry != 0 {
            var bucket = Int(Self.fragment(in: entry)) & mask
            while grown[bucket] != 0 { bucket = (bucket + 1) & mask }
            grown[bucket] = entry
        }
        buckets = grown
    }

    /// Records `items[start ..< start + count]` at their positions, in order, skipping (and returning)
    /// each identifier that an earlier position already holds.
    ///
    /// Works in batches of `insertionBatch` items, in two passes: first the batch's hash fragments (pure
    /// computation), then the probes. A build is bound by the table's cache misses (each item lands in a
    /// random bucket of a table far larger than the cache); with the hashing out of the probing loop,
    /// that loop is short enough for the processor to run several probes' loads at once instead of one
    /// after another (about a quarter faster for a 100,000-item build than hashing and probing each item
    /// in turn). The result is the same as inserting one item after the other.
    /// - Complexity: O(count) on average: one hash per item; at most one growth (no hashing).
    @inlinable
    mutating func insert<Key: Hashable>(itemsAt start: Int, count newCount: Int, of items: [Key]) -> [Key] {
        if start + newCount >= Int(UInt32.max) - 1 { fatalError("DiffableData: a snapshot holds fewer than 2^32 - 1 items") }
        reserveCapacity(count + newCount)
        var duplicates: [Key] = []
        var inserted = 0
        let batchSize = Self.insertionBatch
        items.withUnsafeBufferPointer { items in
            buckets.withUnsafeMutableBufferPointer { buckets in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batchSize) { fragments in
                    let mask = buckets.count - 1
                    let end = start + newCount
                    var batchStart = start
                    while batchStart < end {
                        let batchEnd = Swift.min(batchStart + batchSize, end)
                        for position in batchStart ..< batchEnd {
                            fragments[position - batchStart] = Self.fragment(of: items[position])
                        }
                        for position in batchStart ..< batchEnd {
                            let fragment = fragments[position - batchStart]
                            var bucket = Int(fragment) & mask
                            var isNew = true
                            while true {
                                let entry = buckets[bucket]
                                if entry == 0 { break }
                                if Self.fragment(in: entry) == fragment, items[Self.position(in: entry)] == items[position] {
                                    isNew = false
                                    break
                                }
                                bucket = (bucket + 1) & mask
                            }
                            if isNew {
                                buckets[bucket] = Self.entry(fragment: fragment, position: position)
                                inserted += 1
                            } else {
                                duplicates.append(items[position])
                            }
                        }
                        batchStart = batchEnd
                    }
                }
            }
        }
        count += inserted
        return duplicates
    }

    /// How many items `insert(itemsAt:count:of:)` hashes before probing for them (1 KB of fragments on
    /// the stack; 64 to 1,024 measure alike).
    @inlinable static var insertionBatch: Int { 256 }

    /// Records every item of `items` at its position; the caller knows they are distinct.
    /// - Complexity: O(n): one hash per item.
    @inlinable
    mutating func insertDistinct<Key: Hashable>(_ items: [Key]) {
        reserveCapacity(count + items.count)
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            for (position, key) in items.enumerated() {
                let fragment = Self.fragment(of: key)
                var bucket = Int(fragment) & mask
                while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
                buckets[bucket] = Self.entry(fragment: fragment, position: position)
            }
        }
        count += items.count
    }

    /// Renumbers the entry of `key` from `oldPosition` to `newPosition` (`items` may already be reordered).
    /// - Complexity: O(1) on average.
    @inlinable
    mutating func restamp<Key: Hashable>(_ key: Key, from oldPosition: Int, to newPosition: Int) {
        let fragment = Self.fragment(of: key)
        buckets[bucket(fragment: fragment, position: oldPosition)] = Self.entry(fragment: fragment, position: newPosition)
    }

    /// Removes the entry of `key` at `position` (`items` may already be reordered), closing the gap by
    /// shifting later entries of the probe run back (no tombstones).
    /// - Complexity: O(1) on average.
    @inlinable
    mutating func remove<Key: Hashable>(_ key: Key, at position: Int) {
        let mask = buckets.count - 1
        var hole = bucket(fragment: Self.fragment(of: key), position: position)
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Int(Self.fragment(in: buckets[next])) & mask
            // The entry may fill the hole unless its home lies cyclically after the hole, up to `next`.
            if (next - home) & mask >= (next - hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
        count -= 1
    }
}
