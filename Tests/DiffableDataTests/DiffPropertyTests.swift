import Foundation
import Testing
@testable import DiffableData

/// Seeded random cases: every one can be replayed from `baseSeed + case number`.
@Suite struct DiffPropertyTests {
    static let baseSeed: UInt64 = 0x5EED_D1FF
    static let caseCount = 10_000

    /// A random old outline and a random edit of it.
    struct Case {
        var old: Outline
        var new: Outline
        var reloadedItems: [Int] = []
        var reconfiguredItems: [Int] = []
        var reloadedSections: [Int] = []
    }

    static func size(_ rng: inout SplitMix64) -> Int {
        switch Int.random(in: 0 ..< 100, using: &rng) {
        case 0 ..< 75: return Int.random(in: 0 ... 30, using: &rng)
        case 75 ..< 95: return Int.random(in: 31 ... 300, using: &rng)
        default: return Int.random(in: 301 ... 2_000, using: &rng)
        }
    }

    static func makeCase(seed: UInt64) -> Case {
        var rng = SplitMix64(seed: seed)
        let n = size(&rng)
        let sectionCount = Int.random(in: 0 ... min(12, max(1, n / 3 + 1)), using: &rng)
        var old = Outline(sections: Array(0 ..< sectionCount), items: Array(repeating: [], count: sectionCount))
        if sectionCount > 0 {
            for item in 0 ..< n { old.items[Int.random(in: 0 ..< sectionCount, using: &rng)].append(item) }
        }
        var new = old
        var nextSection = sectionCount, nextItem = n
        // Section edits.
        if !new.sections.isEmpty && Bool.random(using: &rng) {
            for _ in 0 ..< Int.random(in: 1 ... 3, using: &rng) where !new.sections.isEmpty {
                let s = Int.random(in: 0 ..< new.sections.count, using: &rng)
                switch Int.random(in: 0 ..< 3, using: &rng) {
                case 0: new.sections.remove(at: s); new.items.remove(at: s)
                case 1:
                    new.sections.insert(nextSection, at: s); new.items.insert([], at: s); nextSection += 1
                default:
                    let section = new.sections.remove(at: s), content = new.items.remove(at: s)
                    let to = Int.random(in: 0 ... new.sections.count, using: &rng)
                    new.sections.insert(section, at: to); new.items.insert(content, at: to)
                }
            }
        }
        guard !new.sections.isEmpty else { return Case(old: old, new: new) }
        // Item edits, at a random intensity (sometimes none at all).
        let intensity = [0.0, 0.01, 0.1, 0.3, 1.0].randomElement(using: &rng)!
        let all = new.items.flatMap { $0 }
        let deleteCount = Int(Double(all.count) * intensity * Double.random(in: 0 ... 1, using: &rng))
        let doomed = Set(all.shuffled(using: &rng).prefix(deleteCount))
        new.items = new.items.map { $0.filter { !doomed.contains($0) } }
        let moveCount = Int(Double(all.count) * intensity * Double.random(in: 0 ... 1, using: &rng))
        for _ in 0 ..< moveCount {
            let from = Int.random(in: 0 ..< new.sections.count, using: &rng)
            guard !new.items[from].isEmpty else { continue }
            let item = new.items[from].remove(at: Int.random(in: 0 ..< new.items[from].count, using: &rng))
            let to = Bool.random(using: &rng) ? from : Int.random(in: 0 ..< new.sections.count, using: &rng)
            new.items[to].insert(item, at: Int.random(in: 0 ... new.items[to].count, using: &rng))
        }
        let insertCount = Int(Double(max(all.count, 4)) * intensity * Double.random(in: 0 ... 1, using: &rng))
        for _ in 0 ..< insertCount {
            let to = Int.random(in: 0 ..< new.sections.count, using: &rng)
            new.items[to].insert(nextItem, at: Int.random(in: 0 ... new.items[to].count, using: &rng))
            nextItem += 1
        }
        if intensity == 1.0 && Bool.random(using: &rng) {
            // Shuffle everything across sections.
            var flat = new.items.flatMap { $0 }.shuffled(using: &rng)
            for s in new.items.indices {
                let count = new.items[s].count
                new.items[s] = Array(flat.prefix(count)); flat.removeFirst(count)
            }
        }
        var result = Case(old: old, new: new)
        if Int.random(in: 0 ..< 4, using: &rng) == 0 {
            let items = new.items.flatMap { $0 }
            result.reloadedItems = items.filter { _ in Int.random(in: 0 ..< 8, using: &rng) == 0 }
            result.reconfiguredItems = items.filter { _ in Int.random(in: 0 ..< 8, using: &rng) == 0 }
            result.reloadedSections = new.sections.filter { _ in Int.random(in: 0 ..< 6, using: &rng) == 0 }
        }
        return result
    }

    /// Moves a minimal update needs: survivors minus the LIS of each matched section, plus cross-section
    /// survivors; sections likewise. Computed here from the outlines, independently of the module.
    static func expectedMoves(_ c: Case) -> (sections: Int, items: Int) {
        let newSectionIndex = Dictionary(uniqueKeysWithValues: c.new.sections.enumerated().map { ($1, $0) })
        let sectionSurvivors = c.old.sections.compactMap { newSectionIndex[$0] }
        let sectionMoves = sectionSurvivors.count - lisLength(sectionSurvivors)
        var newPlace: [Int: (section: Int, item: Int)] = [:]
        for (s, list) in c.new.items.enumerated() { for (i, item) in list.enumerated() { newPlace[item] = (s, i) } }
        var itemMoves = 0
        for (a, list) in c.old.items.enumerated() {
            guard let b = newSectionIndex[c.old.sections[a]] else { continue }
            var sameSection: [Int] = []
            for item in list {
                guard let place = newPlace[item] else { continue }
                if place.section == b { sameSection.append(place.item) }
                else if c.old.sections.contains(c.new.sections[place.section]) { itemMoves += 1 }
            }
            itemMoves += sameSection.count - lisLength(sameSection)
        }
        return (sectionMoves, itemMoves)
    }

    @Test func randomCasesReplayToNewDataWithMinimalMoves() throws {
        var failures = 0
        for k in 0 ..< Self.caseCount {
            let seed = Self.baseSeed &+ UInt64(k)
            let c = Self.makeCase(seed: seed)
            let old = c.old.snapshot
            var new = c.new.snapshot
            new.reloadItems(c.reloadedItems)
            new.reconfigureItems(c.reconfiguredItems)
            new.reloadSections(c.reloadedSections)
            let update = DiffableBatchUpdate(from: old, to: new)
            let replayed = try replay(update, old: old, new: new)
            if replayed != c.new {
                Issue.record("seed \(seed): replay differs from the new data")
                failures += 1
            }
            if c.reloadedItems.isEmpty && c.reloadedSections.isEmpty {
                let expected = Self.expectedMoves(c)
                #expect(update.movedSections.count == expected.sections, "seed \(seed)")
                #expect(update.movedItems.count == expected.items, "seed \(seed)")
            }
            // Reloads and reconfigures only for marked identifiers that survive.
            let oldOutline = c.old, newOutline = c.new
            for p in update.reloadedItems where !c.reloadedItems.contains(oldOutline.items[p[0]][p[1]]) {
                Issue.record("seed \(seed): reload of unmarked item at \(p)")
            }
            for p in update.reconfiguredItems where !c.reconfiguredItems.contains(newOutline.items[p[0]][p[1]]) {
                Issue.record("seed \(seed): reconfigure of unmarked item at \(p)")
            }
            for s in update.reloadedSections where !c.reloadedSections.contains(oldOutline.sections[s]) {
                Issue.record("seed \(seed): reload of unmarked section \(s)")
            }
            // Sorted, as documented.
            #expect(update.deletedItems == update.deletedItems.sorted(), "seed \(seed)")
            #expect(update.insertedItems == update.insertedItems.sorted(), "seed \(seed)")
            // No change: a copy, and the same data built again, diff to nothing.
            if k % 10 == 0 {
                #expect(DiffableBatchUpdate(from: old, to: old).isEmpty, "seed \(seed)")
                #expect(DiffableBatchUpdate(from: old, to: c.old.snapshot).isEmpty, "seed \(seed)")
            }
            if failures > 5 { return }
        }
    }

    @Test func unchangedDataWithMarksGivesOnlyReloads() {
        var rng = SplitMix64(seed: 7)
        for _ in 0 ..< 200 {
            let n = Int.random(in: 1 ... 100, using: &rng)
            let outline = Outline(sections: [0, 1], items: [Array(0 ..< n / 2), Array(n / 2 ..< n)])
            let old = outline.snapshot
            var new = outline.snapshot
            let marked = (0 ..< n).filter { _ in Bool.random(using: &rng) }
            new.reloadItems(marked)
            let update = DiffableBatchUpdate(from: old, to: new)
            #expect(update.reloadedItems.count == marked.count)
            #expect(update.changeCount == marked.count)
        }
    }
}
