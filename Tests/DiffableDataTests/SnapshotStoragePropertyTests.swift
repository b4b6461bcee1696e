import Foundation
import Testing
@testable import DiffableData

/// An item identifier whose hash takes only a few values, so that many items share hash fragments and
/// probe runs in the snapshot's position table (lookups, renumbering and deletions among look-alikes).
struct CollidingItem: Hashable, CustomStringConvertible {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
    var description: String { "item \(value)" }
}

/// Seeded property tests of the snapshot's flat storage: its position table, its lazily settled section
/// starts and the room it reserves for builds that fill sections one after another. Every case is
/// checked against a plain model (sections with item arrays) through the public API.
@Suite struct SnapshotStoragePropertyTests {
    typealias CollidingSnapshot = NSDiffableDataSourceSnapshot<Int, CollidingItem>

    /// Checks every public lookup of `snapshot` against `model` (`sections`, `items[s]` per section);
    /// returns a description of the first difference.
    func mismatch<Item: Hashable>(_ snapshot: NSDiffableDataSourceSnapshot<Int, Item>, sections: [Int], items: [[Item]], absent: [Item]) -> String? {
        if snapshot.sectionIdentifiers != sections { return "sections \(snapshot.sectionIdentifiers) != \(sections)" }
        let flat = items.flatMap { $0 }
        if snapshot.itemIdentifiers != flat { return "items differ" }
        if snapshot.numberOfItems != flat.count { return "numberOfItems \(snapshot.numberOfItems) != \(flat.count)" }
        for (s, section) in sections.enumerated() {
            if snapshot.numberOfItems(inSection: section) != items[s].count { return "count of section \(section)" }
            if snapshot.itemIdentifiers(inSection: section) != items[s] { return "items of section \(section)" }
        }
        var position = 0
        for (s, list) in items.enumerated() {
            for (i, item) in list.enumerated() {
                if snapshot.indexOfItem(item) != position { return "indexOfItem(\(item)) = \(String(describing: snapshot.indexOfItem(item))), not \(position)" }
                if snapshot.sectionIdentifier(containingItem: item) != sections[s] { return "section of \(item)" }
                if snapshot.indexPath(ofItem: item) != path(s, i) { return "index path of \(item)" }
                if snapshot.itemIdentifier(at: path(s, i)) != item { return "item at \(s)/\(i)" }
                position += 1
            }
        }
        for item in absent where snapshot.indexOfItem(item) != nil { return "deleted \(item) still found" }
        return nil
    }

    /// Random appends, inserts, deletions and moves of colliding items, checked after every edit.
    @Test func randomEditsOfCollidingItemsMatchTheModel() throws {
        var rng = SplitMix64(seed: 0x5707_A6E)
        for round in 0 ..< 2_000 {
            var snapshot = CollidingSnapshot()
            var sections: [Int] = [], items: [[CollidingItem]] = []
            var deleted: [CollidingItem] = []
            var next = 0
            func fresh(_ count: Int) -> [CollidingItem] {
                (0 ..< count).map { _ in next += 1; return CollidingItem(value: next) }
            }
            let sectionCount = Int.random(in: 1 ... 6, using: &rng)
            sections = Array(0 ..< sectionCount)
            items = sections.map { _ in [] }
            snapshot.appendSections(sections)
            for step in 0 ..< 12 {
                let all = items.flatMap { $0 }
                switch Int.random(in: 0 ..< 6, using: &rng) {
                case 0, 1:
                    let s = Int.random(in: 0 ..< sectionCount, using: &rng)
                    let new = fresh(Int.random(in: 0 ... 40, using: &rng))
                    snapshot.appendItems(new, toSection: sections[s])
                    items[s] += new
                case 2 where !all.isEmpty:
                    let target = all.randomElement(using: &rng)!
                    let after = Bool.random(using: &rng)
                    let new = fresh(Int.random(in: 1 ... 8, using: &rng))
                    if after { snapshot.insertItems(new, afterItem: target) } else { snapshot.insertItems(new, beforeItem: target) }
                    let s = items.firstIndex { $0.contains(target) }!
                    items[s].insert(contentsOf: new, at: items[s].firstIndex(of: target)! + (after ? 1 : 0))
                case 3 where !all.isEmpty:
                    let doomed = Array(all.shuffled(using: &rng).prefix(Int.random(in: 1 ... 10, using: &rng)))
                    snapshot.deleteItems(doomed)
                    items = items.map { $0.filter { !doomed.contains($0) } }
                    deleted += doomed
                case 4 where all.count >= 2:
                    let pair = Array(all.shuffled(using: &rng).prefix(2))
                    let after = Bool.random(using: &rng)
                    if after { snapshot.moveItem(pair[0], afterItem: pair[1]) } else { snapshot.moveItem(pair[0], beforeItem: pair[1]) }
                    items = items.map { $0.filter { $0 != pair[0] } }
                    let s = items.firstIndex { $0.contains(pair[1]) }!
                    items[s].insert(pair[0], at: items[s].firstIndex(of: pair[1])! + (after ? 1 : 0))
                case 5 where sectionCount > 1:
                    // A section edit rebuilds the storage; the model's sections move alike.
                    let section = sections.randomElement(using: &rng)!
                    let other = sections.filter { $0 != section }.randomElement(using: &rng)!
                    snapshot.moveSection(section, beforeSection: other)
                    let from = sections.firstIndex(of: section)!
                    let content = items.remove(at: from)
                    sections.remove(at: from)
                    let to = sections.firstIndex(of: other)!
                    sections.insert(section, at: to)
                    items.insert(content, at: to)
                default: break
                }
                if let problem = mismatch(snapshot, sections: sections, items: items, absent: deleted) {
                    Issue.record("round \(round), step \(step): \(problem)")
                    return
                }
            }
        }
    }

    /// Builds that fill sections one after another (the room they reserve is projected) give the same
    /// snapshot as one flat build, whatever the section sizes, and stay correct under later edits.
    @Test func sectionBySectionBuildsMatchTheModel() throws {
        var rng = SplitMix64(seed: 0xB11D)
        for round in 0 ..< 1_000 {
            let sectionCount = Int.random(in: 1 ... 60, using: &rng)
            // Uniform, skewed (one large section among small ones) or sparse (many empty sections).
            let shape = round % 3
            var items: [[Int]] = []
            var next = 0
            for s in 0 ..< sectionCount {
                let count = switch shape {
                case 0: 30
                case 1: s == round % sectionCount ? 600 : Int.random(in: 0 ... 5, using: &rng)
                default: Bool.random(using: &rng) ? 0 : Int.random(in: 1 ... 80, using: &rng)
                }
                items.append(Array(next ..< next + count))
                next += count
            }
            let sections = Array(0 ..< sectionCount)
            var snapshot = Snapshot()
            snapshot.appendSections(sections)
            for (s, list) in items.enumerated() {
                // Some builds split a section's items over two calls.
                if list.count > 1, Bool.random(using: &rng) {
                    let cut = list.count / 2
                    snapshot.appendItems(Array(list[..<cut]), toSection: s)
                    snapshot.appendItems(Array(list[cut...]), toSection: s)
                } else {
                    snapshot.appendItems(list, toSection: s)
                }
                if s == sectionCount / 2, let problem = mismatch(
                    snapshot, sections: sections,
                    items: Array(items[...s]) + Array(repeating: [], count: sectionCount - s - 1), absent: []
                ) {
                    Issue.record("round \(round), half built: \(problem)")
                    return
                }
            }
            var flat = Snapshot()
            flat.appendSections(sections)
            for (s, list) in items.enumerated() { flat.appendItems(list, toSection: s) }
            #expect(snapshot.itemIdentifiers == flat.itemIdentifiers)
            if let problem = mismatch(snapshot, sections: sections, items: items, absent: []) {
                Issue.record("round \(round), built: \(problem)")
                return
            }

            // Edits after the build: an item into the first section (everything after it shifts), one
            // appended to the last, and a deletion from the middle.
            let all = items.flatMap { $0 }
            guard let first = all.first else { continue }
            snapshot.insertItems([-1], beforeItem: first)
            let s = items.firstIndex { $0.contains(first) }!
            items[s].insert(-1, at: 0)
            snapshot.appendItems([-2], toSection: sectionCount - 1)
            items[sectionCount - 1].append(-2)
            let doomed = all[all.count / 2]
            snapshot.deleteItems([doomed])
            items = items.map { $0.filter { $0 != doomed } }
            if let problem = mismatch(snapshot, sections: sections, items: items, absent: [doomed]) {
                Issue.record("round \(round), edited: \(problem)")
                return
            }
        }
    }

    /// The position table itself: after growing many times (moving buckets without hashing) it finds
    /// every colliding item at its position, stays at most half full, and reports an item that is
    /// already present instead of recording it twice.
    @Test func theTableFindsEveryPresentItemAfterGrowthAndShifts() {
        var table = ItemPositionTable()
        var items: [CollidingItem] = []
        var rng = SplitMix64(seed: 0x7AB1E)
        for _ in 0 ..< 50 {
            let start = items.count
            let count = Int.random(in: 1 ... 200, using: &rng)
            items += (start ..< start + count).map { CollidingItem(value: $0) }
            #expect(table.insert(itemsAt: start, count: count, of: items).isEmpty)
        }
        #expect(table.count == items.count)
        #expect(table.buckets.count >= 2 * items.count, "at most half full")
        for (position, item) in items.enumerated() where table.position(of: item, in: items) != position {
            Issue.record("\(item) not at \(position)")
            return
        }
        // Appending an item that is present again reports it and records nothing.
        items.append(items[17])
        #expect(table.insert(itemsAt: items.count - 1, count: 1, of: items) == [items[17]])
        #expect(table.count == items.count - 1)
        #expect(table.position(of: CollidingItem(value: -5), in: items) == nil)
    }
}
