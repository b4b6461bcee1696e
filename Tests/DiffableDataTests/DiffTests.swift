import Foundation
import Testing
@testable import DiffableData

@Suite struct DiffTests {
    func snapshot(_ sections: [Int], _ items: [[Int]]) -> Snapshot {
        Outline(sections: sections, items: items).snapshot
    }

    @Test func identicalSnapshotsGiveEmptyUpdate() throws {
        let old = snapshot([1, 2], [[1, 2, 3], [4, 5]])
        #expect(DiffableBatchUpdate(from: old, to: old).isEmpty)
        let rebuilt = snapshot([1, 2], [[1, 2, 3], [4, 5]])
        #expect(DiffableBatchUpdate(from: old, to: rebuilt).isEmpty)
        #expect(DiffableBatchUpdate(from: Snapshot(), to: Snapshot()).isEmpty)
    }

    @Test func sameItemsDifferentSectionBoundaries() throws {
        let old = snapshot([1, 2], [[1, 2, 3], [4, 5]])
        let new = snapshot([1, 2], [[1, 2], [3, 4, 5]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems == [.init(from: path(0, 2), to: path(1, 0))])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func deletesAtOldInsertsAtNew() throws {
        let old = snapshot([0], [[1, 2, 3, 4]])
        let new = snapshot([0], [[1, 9, 3, 4, 8]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.deletedItems == [path(0, 1)])
        #expect(update.insertedItems == [path(0, 1), path(0, 4)])
        #expect(update.movedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func minimalMovesNotEveryShiftedItem() throws {
        // Moving one item to the front shifts every other item, yet only one move is needed.
        let old = snapshot([0], [[1, 2, 3, 4, 5, 6]])
        let new = snapshot([0], [[6, 1, 2, 3, 4, 5]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems == [.init(from: path(0, 5), to: path(0, 0))])
        #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func reversalMovesAllButOne() throws {
        let old = snapshot([0], [Array(0 ..< 10)])
        let new = snapshot([0], [Array((0 ..< 10).reversed())])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems.count == 9)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func crossSectionMove() throws {
        let old = snapshot([1, 2], [[1, 2], [3]])
        let new = snapshot([1, 2], [[1], [3, 2]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems == [.init(from: path(0, 1), to: path(1, 1))])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func itemsOfMovedSectionFollowIt() throws {
        let old = snapshot([1, 2, 3], [[1, 2], [3, 4], [5]])
        let new = snapshot([3, 1, 2], [[5], [1, 2], [3, 4]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedSections == [.init(from: 2, to: 0)])
        #expect(update.movedItems.isEmpty && update.deletedItems.isEmpty && update.insertedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func itemsInsideDeletedOrInsertedSectionsAreNotListed() throws {
        let old = snapshot([1, 2], [[1, 2], [3, 4]])
        let new = snapshot([1, 9], [[1, 2], [3, 7, 8]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.deletedSections == [1])
        #expect(update.insertedSections == [1])
        #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.movedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func itemLeavingIntoInsertedSectionIsDeleted() throws {
        let old = snapshot([1], [[1, 2, 3]])
        let new = snapshot([1, 2], [[1, 3], [2]])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.insertedSections == [1])
        #expect(update.deletedItems == [path(0, 1)])
        #expect(update.insertedItems.isEmpty && update.movedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func reloadsComeOnlyFromMarks() throws {
        let old = snapshot([0], [[1, 2, 3]])
        var new = snapshot([0], [[1, 2, 3]])
        #expect(DiffableBatchUpdate(from: old, to: new).isEmpty)
        new.reloadItems([3])
        new.reconfigureItems([1])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.reloadedItems == [path(0, 2)])
        #expect(update.reconfiguredItems == [path(0, 0)])
        #expect(update.changeCount == 2)
    }

    @Test func reloadAtOldPathReconfigureAtNewPath() throws {
        let old = snapshot([0], [[1, 2, 3, 4]])
        var new = snapshot([0], [[9, 1, 3, 4]])
        new.reloadItems([4])
        new.reconfigureItems([3])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.reloadedItems == [path(0, 3)])
        #expect(update.reconfiguredItems == [path(0, 2)])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func reloadedAndMovedBecomesDeletePlusInsert() throws {
        let old = snapshot([0], [[1, 2, 3]])
        var new = snapshot([0], [[3, 1, 2]])
        new.reloadItems([3])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems.isEmpty && update.reloadedItems.isEmpty)
        #expect(update.deletedItems == [path(0, 2)])
        #expect(update.insertedItems == [path(0, 0)])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func reconfiguredItemMayMoveAndReloadWinsOverReconfigure() throws {
        let old = snapshot([0], [[1, 2, 3, 4]])
        var new = snapshot([0], [[4, 1, 2, 3]])
        new.reconfigureItems([4, 2])
        new.reloadItems([2])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.movedItems == [.init(from: path(0, 3), to: path(0, 0))])
        #expect(update.reconfiguredItems == [path(0, 0)])
        #expect(update.reloadedItems == [path(0, 1)])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func marksOnItemsEnteringNewSectionsAreDropped() throws {
        let old = snapshot([1], [[1, 2]])
        var new = snapshot([1, 2], [[1], [2, 3]])
        new.reloadItems([2])
        new.reconfigureItems([3])
        let update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.reloadedItems.isEmpty && update.reconfiguredItems.isEmpty)
        #expect(update.insertedSections == [1] && update.deletedItems == [path(0, 1)])
        #expect(try replay(update, old: old, new: new) == Outline(new))
    }

    @Test func sectionReloadsAndReloadedMovedSections() throws {
        let old = snapshot([1, 2, 3], [[1], [2], [3]])
        var new = snapshot([1, 2, 3], [[1], [2, 5], [3]])
        new.reloadSections([2])
        var update = DiffableBatchUpdate(from: old, to: new)
        #expect(update.reloadedSections == [1])
        #expect(update.insertedItems.isEmpty)
        #expect(try replay(update, old: old, new: new) == Outline(new))

        var moved = snapshot([3, 1, 2], [[3], [1], [2]])
        moved.reloadSections([3])
        update = DiffableBatchUpdate(from: old, to: moved)
        #expect(update.reloadedSections.isEmpty && update.movedSections.isEmpty)
        #expect(update.deletedSections == [2] && update.insertedSections == [0])
        #expect(try replay(update, old: old, new: moved) == Outline(moved))
    }

    @Test func emptyToFullAndBack() throws {
        let full = snapshot([1, 2], [[1, 2], [3]])
        let there = DiffableBatchUpdate(from: Snapshot(), to: full)
        #expect(there.insertedSections == [0, 1] && there.insertedItems.isEmpty)
        let back = DiffableBatchUpdate(from: full, to: Snapshot())
        #expect(back.deletedSections == [0, 1] && back.deletedItems.isEmpty)
        #expect(try replay(back, old: full, new: Snapshot()) == Outline())
    }

    @Test func longestIncreasingSubsequenceMatchesQuadratic() {
        var rng = SplitMix64(seed: 42)
        var lis = LongestIncreasingSubsequence()
        for _ in 0 ..< 500 {
            let values = Array((0 ..< Int.random(in: 0 ... 40, using: &rng)).shuffled(using: &rng))
            lis.reset()
            for v in values { lis.append(v) }
            let length = lis.solve()
            #expect(length == lisLengthQuadratic(values))
            let kept = zip(values, lis.isKept).filter { $0.1 }.map { $0.0 }
            #expect(kept.count == length)
            #expect(kept == kept.sorted())
        }
    }
}

@Suite struct ReplayTests {
    @Test func rejectsOutOfRangeAndDoubleUse() {
        let sections = [0, 1], items = [[1, 2], [3]]
        func run(_ update: DiffableBatchUpdate) throws(BatchUpdateReplayError) {
            _ = try update.replay(sections: sections, items: items, newSection: { ($0, []) }, newItem: { $0[1] })
        }
        #expect(throws: BatchUpdateReplayError.oldSectionOutOfRange(operation: "delete", section: 2, count: 2)) {
            try run(.init(deletedSections: [2]))
        }
        #expect(throws: BatchUpdateReplayError.self) { try run(.init(deletedItems: [path(0, 2)])) }
        #expect(throws: BatchUpdateReplayError.self) { try run(.init(deletedItems: [path(0, 0), path(0, 0)])) }
        #expect(throws: BatchUpdateReplayError.self) { try run(.init(insertedItems: [path(0, 5)])) }
        #expect(throws: BatchUpdateReplayError.self) { try run(.init(deletedSections: [0], deletedItems: [path(0, 0)])) }
        #expect(throws: BatchUpdateReplayError.self) { try run(.init(insertedSections: [0], insertedItems: [path(0, 0)])) }
        #expect(throws: BatchUpdateReplayError.self) {
            try run(.init(deletedItems: [path(0, 0)], movedItems: [.init(from: path(0, 0), to: path(1, 0))]))
        }
        #expect(throws: Never.self) {
            try run(.init(insertedItems: [path(0, 2), path(0, 3)]))
        }
    }

    @Test func appliesDeletesBeforeInsertsWhateverTheOrder() throws {
        // UIKit: delete old index 0, then insert at new index 0 and 2.
        let update = DiffableBatchUpdate(deletedItems: [path(0, 0)], insertedItems: [path(0, 2), path(0, 0)])
        let result = try update.replay(sections: ["s"], items: [["a", "b", "c"]], newSection: { _ in ("", []) },
                                       newItem: { "new\($0[1])" })
        #expect(result.items == [["new0", "b", "new2", "c"]])
    }

    @Test func errorDescriptionsNameThePositions() {
        let error = BatchUpdateReplayError.oldItemInvalid(operation: "delete", indexPath: path(3, 7))
        #expect(error.description.contains("item 7 from section 3"))
    }
}
