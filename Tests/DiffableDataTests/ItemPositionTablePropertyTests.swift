import Foundation
import SeededRandom
import Testing
@testable import DiffableData

/// Seeded property tests of `ItemPositionTable`'s batched insertion (hash a batch, then probe for it):
/// every case inserts runs of identifiers — spanning several batches, with repeats inside a run and of
/// earlier runs, and with identifiers whose hashes collide — and compares the table with a plain model
/// that takes the items one after the other.
@Suite struct ItemPositionTablePropertyTests {
    /// An identifier with only `buckets` distinct hash values, so probe runs get long.
    struct Crowded: Hashable {
        var value: Int
        var buckets: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
        static func == (a: Crowded, b: Crowded) -> Bool { a.value == b.value }
    }

    /// Inserts `runs` into a fresh table run after run and checks each run's reported duplicates (in
    /// order), the count and every lookup against a model; returns the first difference found.
    func mismatch<Key: Hashable>(runs: [[Key]], absent: [Key]) -> String? {
        var table = ItemPositionTable()
        var items: [Key] = []
        var firstPosition: [Key: Int] = [:]
        for (r, run) in runs.enumerated() {
            let start = items.count
            items += run
            var expected: [Key] = []
            for (offset, key) in run.enumerated() {
                if firstPosition[key] == nil { firstPosition[key] = start + offset } else { expected.append(key) }
            }
            let duplicates = table.insert(itemsAt: start, count: run.count, of: items)
            if duplicates != expected { return "run \(r): duplicates \(duplicates.count) reported, \(expected.count) expected" }
            if table.count != firstPosition.count { return "run \(r): count \(table.count) != \(firstPosition.count)" }
        }
        for (key, position) in firstPosition where table.position(of: key, in: items) != position {
            return "position of an identifier is \(String(describing: table.position(of: key, in: items))), not \(position)"
        }
        for key in absent where table.position(of: key, in: items) != nil { return "an absent identifier was found" }
        return nil
    }

    /// Runs from empty to several batches long, with and without repeats, over `Int` identifiers.
    @Test func batchedInsertionMatchesOneByOneInsertion() {
        var rng = SplitMix64(seed: 0x1A7E_B47C)
        let batch = ItemPositionTable.insertionBatch
        for round in 0 ..< 3_000 {
            let universe = Int.random(in: 1 ... 4 * batch, using: &rng)
            let repeats = Bool.random(using: &rng)
            var next = 0
            let runs: [[Int]] = (0 ..< Int.random(in: 1 ... 5, using: &rng)).map { _ in
                let length = [0, 1, batch - 1, batch, batch + 1, Int.random(in: 0 ... 3 * batch, using: &rng)].randomElement(using: &rng)!
                return (0 ..< length).map { _ in
                    if repeats { return Int.random(in: 0 ..< universe, using: &rng) }
                    next += 1
                    return next
                }
            }
            let absent = (0 ..< 8).map { _ in -Int.random(in: 1 ... 1_000_000, using: &rng) }
            if let problem = mismatch(runs: runs, absent: absent) {
                Issue.record("round \(round): \(problem)")
                return
            }
        }
    }

    /// The same with identifiers whose hashes take 1 to 7 values (every probe run long, fragments equal).
    @Test func batchedInsertionOfCollidingIdentifiersMatchesOneByOneInsertion() {
        var rng = SplitMix64(seed: 0xC011_1DE5)
        let batch = ItemPositionTable.insertionBatch
        for round in 0 ..< 1_000 {
            let buckets = Int.random(in: 1 ... 7, using: &rng)
            let universe = Int.random(in: 1 ... 2 * batch, using: &rng)
            let runs: [[Crowded]] = (0 ..< Int.random(in: 1 ... 3, using: &rng)).map { _ in
                (0 ..< Int.random(in: 0 ... batch + 40, using: &rng)).map { _ in
                    Crowded(value: Int.random(in: 0 ..< universe, using: &rng), buckets: buckets)
                }
            }
            let absent = (0 ..< 4).map { Crowded(value: universe + $0, buckets: buckets) }
            if let problem = mismatch(runs: runs, absent: absent) {
                Issue.record("round \(round): \(problem)")
                return
            }
        }
    }
}
