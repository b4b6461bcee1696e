import Foundation
import Testing
@testable import DiffableData

@Suite struct SnapshotTests {
    func sample() -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        s.appendSections(["A", "B", "C"])
        s.appendItems(["a1", "a2"], toSection: "A")
        s.appendItems(["b1"], toSection: "B")
        s.appendItems(["c1", "c2", "c3"])
        return s
    }

    @Test func emptySnapshot() {
        let s = NSDiffableDataSourceSnapshot<String, Int>()
        #expect(s.numberOfItems == 0)
        #expect(s.numberOfSections == 0)
        #expect(s.itemIdentifiers.isEmpty)
        #expect(s.sectionIdentifiers.isEmpty)
        #expect(s.indexOfItem(1) == nil)
        #expect(s.indexOfSection("x") == nil)
    }

    @Test func countsAndLookups() {
        let s = sample()
        #expect(s.numberOfSections == 3)
        #expect(s.numberOfItems == 6)
        #expect(s.numberOfItems(inSection: "C") == 3)
        #expect(s.sectionIdentifiers == ["A", "B", "C"])
        #expect(s.itemIdentifiers == ["a1", "a2", "b1", "c1", "c2", "c3"])
        #expect(s.itemIdentifiers(inSection: "B") == ["b1"])
        #expect(s.sectionIdentifier(containingItem: "c2") == "C")
        #expect(s.sectionIdentifier(containingItem: "zz") == nil)
        #expect(s.indexOfItem("c1") == 3)
        #expect(s.indexOfSection("B") == 1)
    }

    @Test func indexPathConversions() {
        let s = sample()
        #expect(s.indexPath(ofItem: "c2") == IndexPath(indexes: [2, 1]))
        #expect(s.indexPath(ofItem: "zz") == nil)
        #expect(s.itemIdentifier(at: IndexPath(indexes: [1, 0])) == "b1")
        #expect(s.itemIdentifier(at: IndexPath(indexes: [1, 1])) == nil)
        #expect(s.itemIdentifier(at: IndexPath(indexes: [3, 0])) == nil)
        #expect(s.itemIdentifier(at: IndexPath(indexes: [0])) == nil)
        for item in s.itemIdentifiers { #expect(s.itemIdentifier(at: s.indexPath(ofItem: item)!) == item) }
    }

    @Test func sectionAndItemNamespacesAreSeparate() {
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([1])
        s.appendItems([1])
        #expect(s.indexOfSection(1) == 0)
        #expect(s.indexOfItem(1) == 0)
    }

    @Test func appendWithoutSectionGoesToLastSection() {
        var s = sample()
        s.appendItems(["c4"])
        #expect(s.itemIdentifiers(inSection: "C") == ["c1", "c2", "c3", "c4"])
        s.appendItems(["a3"], toSection: "A")
        #expect(s.itemIdentifiers == ["a1", "a2", "a3", "b1", "c1", "c2", "c3", "c4"])
        #expect(s.indexOfItem("b1") == 3)
        #expect(s.sectionIdentifier(containingItem: "a3") == "A")
    }

    @Test func insertBeforeAndAfter() {
        var s = sample()
        s.insertItems(["x", "y"], beforeItem: "c1")
        #expect(s.itemIdentifiers(inSection: "C") == ["x", "y", "c1", "c2", "c3"])
        s.insertItems(["z"], afterItem: "a2")
        #expect(s.itemIdentifiers(inSection: "A") == ["a1", "a2", "z"])
        #expect(s.indexOfItem("c1") == 6)
        #expect(s.sectionIdentifier(containingItem: "y") == "C")
    }

    @Test func deleteItemsIgnoresUnknownAndKeepsEmptySections() {
        var s = sample()
        s.deleteItems(["b1", "nope", "a1", "b1"])
        #expect(s.itemIdentifiers == ["a2", "c1", "c2", "c3"])
        #expect(s.numberOfItems(inSection: "B") == 0)
        #expect(s.numberOfSections == 3)
        #expect(s.indexOfItem("c3") == 3)
        #expect(s.indexOfItem("b1") == nil)
    }

    @Test func deleteAllItemsRemovesSectionsToo() {
        var s = sample()
        s.reloadItems(["a1"])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0)
        #expect(s.numberOfItems == 0)
        #expect(s.reloadedItemIdentifiers.isEmpty)
    }

    @Test func moveItemWithinAndAcrossSections() {
        var s = sample()
        s.moveItem("c3", beforeItem: "c1")
        #expect(s.itemIdentifiers(inSection: "C") == ["c3", "c1", "c2"])
        s.moveItem("a1", afterItem: "b1")
        #expect(s.itemIdentifiers(inSection: "A") == ["a2"])
        #expect(s.itemIdentifiers(inSection: "B") == ["b1", "a1"])
        #expect(s.sectionIdentifier(containingItem: "a1") == "B")
        s.moveItem("c2", beforeItem: "a2")
        #expect(s.itemIdentifiers == ["c2", "a2", "b1", "a1", "c3", "c1"])
        for (i, item) in s.itemIdentifiers.enumerated() { #expect(s.indexOfItem(item) == i) }
    }

    @Test func sectionEdits() {
        var s = sample()
        s.insertSections(["X"], beforeSection: "B")
        s.insertSections(["Y", "Z"], afterSection: "C")
        #expect(s.sectionIdentifiers == ["A", "X", "B", "C", "Y", "Z"])
        #expect(s.sectionIdentifier(containingItem: "b1") == "B")
        s.appendItems(["x1"], toSection: "X")
        #expect(s.itemIdentifiers == ["a1", "a2", "x1", "b1", "c1", "c2", "c3"])
        s.moveSection("C", beforeSection: "A")
        #expect(s.sectionIdentifiers == ["C", "A", "X", "B", "Y", "Z"])
        #expect(s.itemIdentifiers == ["c1", "c2", "c3", "a1", "a2", "x1", "b1"])
        s.moveSection("C", afterSection: "Z")
        #expect(s.sectionIdentifiers == ["A", "X", "B", "Y", "Z", "C"])
        s.deleteSections(["X", "nope", "C"])
        #expect(s.sectionIdentifiers == ["A", "B", "Y", "Z"])
        #expect(s.itemIdentifiers == ["a1", "a2", "b1"])
        #expect(s.indexOfItem("c1") == nil)
        #expect(s.indexOfSection("Y") == 2)
    }

    @Test func reloadAndReconfigureMarks() {
        var s = sample()
        s.reloadItems(["b1", "a1", "b1"])
        s.reconfigureItems(["c2"])
        s.reloadSections(["C"])
        #expect(s.reloadedItemIdentifiers == ["b1", "a1"])
        #expect(s.reconfiguredItemIdentifiers == ["c2"])
        #expect(s.reloadedSectionIdentifiers == ["C"])
        s.deleteItems(["a1"])
        #expect(s.reloadedItemIdentifiers == ["b1"])
        s.deleteSections(["C"])
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        #expect(s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func itemIdentifiersShareStorage() {
        let s = sample()
        let first = s.itemIdentifiers
        let second = s.itemIdentifiers
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
        }
    }

    @Test func valueSemantics() {
        let s = sample()
        var t = s
        t.deleteItems(["a1"])
        #expect(s.numberOfItems == 6)
        #expect(t.numberOfItems == 5)
    }

    @Test func sendableWhenIdentifiersAre() {
        func requireSendable<T: Sendable>(_: T) {}
        requireSendable(sample())
        requireSendable(NSDiffableDataSourceSectionSnapshot<Int>())
    }

    /// Random edit sequences through the public API, checked against the plain model after each edit.
    @Test func randomEditsMatchModel() throws {
        var rng = SplitMix64(seed: 0xD1FF)
        for round in 0 ..< 300 {
            var snapshot = Snapshot()
            var model = Outline()
            var nextSection = 0, nextItem = 0
            var checkpoint = snapshot
            for step in 0 ..< 30 {
                if step == 15 { checkpoint = snapshot }
                let allItems = model.items.flatMap { $0 }
                switch Int.random(in: 0 ..< 9, using: &rng) {
                case 0, 1:
                    let new = (0 ..< Int.random(in: 0 ... 2, using: &rng)).map { _ in nextSection += 1; return nextSection }
                    snapshot.appendSections(new); model.sections += new; model.items += new.map { _ in [] }
                case 2 where !model.sections.isEmpty:
                    let s = Int.random(in: 0 ..< model.sections.count, using: &rng)
                    let new = (0 ..< Int.random(in: 0 ... 5, using: &rng)).map { _ in nextItem += 1; return nextItem }
                    snapshot.appendItems(new, toSection: model.sections[s]); model.items[s] += new
                case 3 where !allItems.isEmpty:
                    let target = allItems.randomElement(using: &rng)!
                    let after = Bool.random(using: &rng)
                    let new = (0 ..< Int.random(in: 1 ... 3, using: &rng)).map { _ in nextItem += 1; return nextItem }
                    if after { snapshot.insertItems(new, afterItem: target) } else { snapshot.insertItems(new, beforeItem: target) }
                    let s = model.items.firstIndex { $0.contains(target) }!
                    let i = model.items[s].firstIndex(of: target)! + (after ? 1 : 0)
                    model.items[s].insert(contentsOf: new, at: i)
                case 4 where !allItems.isEmpty:
                    let doomed = Array(allItems.shuffled(using: &rng).prefix(Int.random(in: 1 ... 4, using: &rng)))
                    snapshot.deleteItems(doomed)
                    model.items = model.items.map { $0.filter { !doomed.contains($0) } }
                case 5 where allItems.count >= 2:
                    let pair = Array(allItems.shuffled(using: &rng).prefix(2))
                    let after = Bool.random(using: &rng)
                    if after { snapshot.moveItem(pair[0], afterItem: pair[1]) } else { snapshot.moveItem(pair[0], beforeItem: pair[1]) }
                    model.items = model.items.map { $0.filter { $0 != pair[0] } }
                    let s = model.items.firstIndex { $0.contains(pair[1]) }!
                    model.items[s].insert(pair[0], at: model.items[s].firstIndex(of: pair[1])! + (after ? 1 : 0))
                case 6 where !model.sections.isEmpty:
                    let doomed = model.sections.randomElement(using: &rng)!
                    snapshot.deleteSections([doomed])
                    let s = model.sections.firstIndex(of: doomed)!
                    model.sections.remove(at: s); model.items.remove(at: s)
                case 7 where model.sections.count >= 2:
                    let pair = Array(model.sections.shuffled(using: &rng).prefix(2))
                    let after = Bool.random(using: &rng)
                    if after { snapshot.moveSection(pair[0], afterSection: pair[1]) } else { snapshot.moveSection(pair[0], beforeSection: pair[1]) }
                    let from = model.sections.firstIndex(of: pair[0])!
                    let content = model.items.remove(at: from); model.sections.remove(at: from)
                    let to = model.sections.firstIndex(of: pair[1])! + (after ? 1 : 0)
                    model.sections.insert(pair[0], at: to); model.items.insert(content, at: to)
                case 8 where !model.sections.isEmpty:
                    let target = model.sections.randomElement(using: &rng)!
                    nextSection += 1
                    let after = Bool.random(using: &rng)
                    if after { snapshot.insertSections([nextSection], afterSection: target) } else { snapshot.insertSections([nextSection], beforeSection: target) }
                    let at = model.sections.firstIndex(of: target)! + (after ? 1 : 0)
                    model.sections.insert(nextSection, at: at); model.items.insert([], at: at)
                default: break
                }
                #expect(Outline(snapshot) == model)
                #expect(snapshot.itemIdentifiers == model.items.flatMap { $0 })
                #expect(snapshot.numberOfItems == model.items.reduce(0) { $0 + $1.count })
                for (i, item) in snapshot.itemIdentifiers.enumerated() {
                    if snapshot.indexOfItem(item) != i { Issue.record("stale index for \(item)"); return }
                }
                for (s, section) in model.sections.enumerated() {
                    #expect(snapshot.indexOfSection(section) == s)
                    for item in model.items[s] where snapshot.sectionIdentifier(containingItem: item) != section {
                        Issue.record("wrong section for \(item)"); return
                    }
                }
            }
            // Snapshots edited through the API diff and replay like ones built in one go.
            let update = DiffableBatchUpdate(from: checkpoint, to: snapshot)
            #expect(try replay(update, old: checkpoint, new: snapshot) == model, "round \(round)")
        }
    }
}
