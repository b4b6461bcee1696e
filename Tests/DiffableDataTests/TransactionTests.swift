import Foundation
import Testing
import SeededRandom
@testable import DiffableData

@Suite struct TransactionTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func moveWithinSection() throws {
        let initial = snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        let final = snapshot([("a", [2, 3, 1, 4]), ("b", [5, 6])])
        let t = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        #expect(t.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
        #expect(t.finalSnapshot.itemIdentifiers == [2, 3, 1, 4, 5, 6])
        #expect(initial.itemIdentifiers.applying(t.difference) == final.itemIdentifiers)
        #expect(t.difference.insertions.count == 1 && t.difference.removals.count == 1)
        // Moves are inferred: the removal of 1 is associated with its insertion.
        let removal = try #require(t.difference.removals.first)
        #expect(removal == .remove(offset: 0, element: 1, associatedWith: 2))
        #expect(t.sectionTransactions.count == 1)
        let section = try #require(t.sectionTransactions.first)
        #expect(section.sectionIdentifier == "a")
        #expect(section.initialSnapshot.items == [1, 2, 3, 4])
        #expect(section.finalSnapshot.items == [2, 3, 1, 4])
        #expect([1, 2, 3, 4].applying(section.difference) == [2, 3, 1, 4])
    }

    @Test func moveAcrossSections() {
        let initial = snapshot([("a", [1, 2]), ("b", []), ("c", [3])])
        let final = snapshot([("a", [2]), ("b", []), ("c", [1, 3])])
        let t = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == ["a", "c"])
        #expect(t.sectionTransactions.map { $0.initialSnapshot.items.applying($0.difference) ?? [] } == [[2], [1, 3]])
        // The difference of all items (sections concatenated) moves 1 after 2.
        #expect(initial.itemIdentifiers.applying(t.difference) == [2, 1, 3])
    }

    @Test func noChangeHasEmptyDifference() {
        let s = snapshot([("a", [1, 2, 3])])
        let t = NSDiffableDataSourceTransaction(initialSnapshot: s, finalSnapshot: s)
        #expect(t.difference.isEmpty)
        #expect(t.sectionTransactions.isEmpty)
    }

    @Test func randomSingleMovesApply() {
        var generator = SplitMix64(seed: 77)
        for _ in 0 ..< 300 {
            let sections = (0 ..< Int.random(in: 1 ... 4, using: &generator)).map { "s\($0)" }
            var next = 0
            var model: [[Int]] = sections.map { _ in (0 ..< Int.random(in: 0 ... 6, using: &generator)).map { _ in next += 1; return next } }
            guard let from = model.indices.filter({ !model[$0].isEmpty }).randomElement(using: &generator) else { continue }
            let initial = snapshot(Array(zip(sections, model)))
            let item = model[from].remove(at: Int.random(in: model[from].indices, using: &generator))
            let to = Int.random(in: model.indices, using: &generator)
            model[to].insert(item, at: Int.random(in: 0 ... model[to].count, using: &generator))
            let final = snapshot(Array(zip(sections, model)))
            let t = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
            #expect(initial.itemIdentifiers.applying(t.difference) == final.itemIdentifiers)
            for section in t.sectionTransactions {
                #expect(initial.itemIdentifiers(inSection: section.sectionIdentifier).applying(section.difference)
                        == final.itemIdentifiers(inSection: section.sectionIdentifier))
            }
            #expect(t.sectionTransactions.count <= 2)
        }
    }
}
