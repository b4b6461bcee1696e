import Testing
import UIKitTesting
@testable import UIKit

/// One random batch generated against a model, with the model it must produce (built independently of the
/// collection view's replay, by UIKit's rules: deletes and move sources by old index, inserts and move
/// destinations by new index in ascending order).
struct RandomBatch {
    var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], reloadedItems: [IndexPath] = []
    var movedItems: [(IndexPath, IndexPath)] = []
    var newModel: [[Int]] = []

    init(model: [[Int]], next: inout Int, random: inout SplitMix64) {
        func fresh() -> Int { next += 1; return next }
        let old = model.count
        // Sections: 0 deleted, 1 moved, 2 reloaded, 3 stays.
        var use = [Int](repeating: 3, count: old)
        for s in 0 ..< old {
            let roll = Int.random(in: 0 ..< 20, using: &random)
            if roll == 0 { use[s] = 0 } else if roll == 1 { use[s] = 1 } else if roll == 2 { use[s] = 2 }
        }
        let insertCount = old < 3 ? Int.random(in: 1 ... 2, using: &random) : (Int.random(in: 0 ..< 8, using: &random) == 0 ? 1 : 0)
        let movedFrom = (0 ..< old).filter { use[$0] == 1 }
        let finalCount = old - (0 ..< old).filter { use[$0] == 0 }.count + insertCount
        // Arrival positions: inserted sections and move destinations.
        var positions = Array(0 ..< finalCount).shuffled(using: &random).prefix(insertCount + movedFrom.count).sorted()
        var arrivals: [(position: Int, origin: Int)] = []
        var origins = Array(repeating: -1, count: insertCount) + movedFrom
        origins.shuffle(using: &random)
        for (k, origin) in origins.enumerated() { arrivals.append((positions[k], origin)) }
        positions = []
        arrivals.sort { $0.position < $1.position }
        var slots = (0 ..< old).filter { use[$0] == 2 || use[$0] == 3 }
        for arrival in arrivals { slots.insert(arrival.origin, at: arrival.position) }
        for s in 0 ..< old where use[s] == 0 { deletedSections.insert(s) }
        for s in 0 ..< old where use[s] == 2 { reloadedSections.insert(s) }
        for arrival in arrivals {
            if arrival.origin < 0 { insertedSections.insert(arrival.position) } else { movedSections.append((arrival.origin, arrival.position)) }
        }
        // Items of surviving, non-reloaded sections.
        var newForOld = [Int](repeating: -1, count: old)
        for (b, origin) in slots.enumerated() where origin >= 0 { newForOld[origin] = b }
        var stayers = [[Int]](repeating: [], count: finalCount)
        var arrivalsBySection = [[Int]](repeating: [], count: finalCount) // values arriving
        var movedValues: [Int: IndexPath] = [:] // value -> old path
        for a in 0 ..< old where use[a] == 1 || use[a] == 3 {
            let b = newForOld[a]
            for (i, value) in model[a].enumerated() {
                let roll = Int.random(in: 0 ..< 12, using: &random)
                if roll == 0 {
                    deletedItems.append(IndexPath(item: i, section: a))
                } else if roll == 1 {
                    let targets = (0 ..< finalCount).filter { slots[$0] >= 0 && use[slots[$0]] != 2 }
                    let target = targets.randomElement(using: &random)!
                    movedValues[value] = IndexPath(item: i, section: a)
                    arrivalsBySection[target].append(value)
                } else if roll == 2 {
                    reloadedItems.append(IndexPath(item: i, section: a))
                    stayers[b].append(fresh())
                } else {
                    stayers[b].append(value)
                }
            }
            for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) { arrivalsBySection[b].append(-fresh()) }
        }
        newModel = []
        for (b, origin) in slots.enumerated() {
            if origin < 0 || use[origin] == 2 {
                newModel.append((0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in fresh() })
                continue
            }
            let total = stayers[b].count + arrivalsBySection[b].count
            let arrivalPositions = Set(Array(0 ..< total).shuffled(using: &random).prefix(arrivalsBySection[b].count))
            var incoming = arrivalsBySection[b].shuffled(using: &random)
            var staying = stayers[b][...]
            var items: [Int] = []
            for position in 0 ..< total {
                if arrivalPositions.contains(position) {
                    let value = incoming.removeLast()
                    if value < 0 {
                        let v = -value
                        items.append(v)
                        insertedItems.append(IndexPath(item: position, section: b))
                    } else {
                        items.append(value)
                        movedItems.append((movedValues[value]!, IndexPath(item: position, section: b)))
                    }
                } else {
                    items.append(staying.removeFirst())
                }
            }
            newModel.append(items)
        }
    }

    @MainActor func perform(on collectionView: UICollectionView) {
        collectionView.performBatchUpdates({
            collectionView.deleteSections(deletedSections)
            collectionView.insertSections(insertedSections)
            collectionView.reloadSections(reloadedSections)
            for (from, to) in movedSections { collectionView.moveSection(from, toSection: to) }
            collectionView.insertItems(at: insertedItems)
            collectionView.deleteItems(at: deletedItems)
            collectionView.reloadItems(at: reloadedItems)
            for (from, to) in movedItems { collectionView.moveItem(at: from, to: to) }
        })
    }
}

@MainActor
struct UICollectionViewBatchUpdateTests {
    @Test func thousandsOfRandomBatchesMatchTheModel() {
        var random = SplitMix64(seed: 0x5EED)
        var next = 1000
        let model = (0 ..< 4).map { s in (0 ..< 12).map { s * 100 + $0 } }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let (host, collectionView, dataSource) = makeHostedCollection(model: model, layout: layout)
        collectionView.allowsMultipleSelection = true
        var failures = 0
        for round in 0 ..< 2500 {
            // Select a few values; they must stay selected unless deleted or reloaded.
            let before = dataSource.model
            collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
            var selectedValues = Set<Int>()
            for (s, items) in before.enumerated() where !items.isEmpty {
                let i = Int.random(in: 0 ..< items.count, using: &random)
                collectionView.selectItem(at: IndexPath(item: i, section: s), animated: false, scrollPosition: [])
                selectedValues.insert(items[i])
            }
            let batch = RandomBatch(model: before, next: &next, random: &random)
            dataSource.model = batch.newModel
            batch.perform(on: collectionView)
            collectionView.layoutIfNeeded()
            if round % 97 == 0 { host.advance(by: 0.1) }
            let counts = (0 ..< collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            let surviving = Set(batch.newModel.flatMap { $0 })
            // Reloaded items, and the items of reloaded sections, lose their selection, as in UIKit; every
            // other surviving selection stays.
            var reloadedValues = Set(batch.reloadedItems.map { before[$0.section][$0.item] })
            for s in batch.reloadedSections { reloadedValues.formUnion(before[s]) }
            let expectedSelection = selectedValues.intersection(surviving).subtracting(reloadedValues)
            let selectedNow = Set((collectionView.indexPathsForSelectedItems ?? []).map { batch.newModel[$0.section][$0.item] })
            let ok = counts == batch.newModel.map(\.count) && visibleCellsMatch(collectionView, batch.newModel)
                && selectedNow == expectedSelection
            if !ok { failures += 1 }
        }
        #expect(failures == 0)
        _ = host.runUntilIdle()
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        #expect(collectionView.subviews.compactMap { $0 as? ValueCell }.filter { !$0.isHidden }.count == collectionView.visibleCells.count)
    }

    @Test func animatedUpdateMovesCellsAndCallsCompletion() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 20)])
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let oldFrame = second.frame
        dataSource.model[0].remove(at: 0)
        var finished: Bool?
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        #expect(finished == nil)
        host.advance(by: 0.15)
        #expect(second.frame.minX < oldFrame.minX && second.frame.minX > 0)
        _ = host.runUntilIdle()
        #expect(finished == true)
        #expect(second.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }

    @Test func insertedCellsFadeIn() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 5)])
        dataSource.model[0].insert(99, at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(inserted?.alpha == 0)
        host.advance(by: 0.15)
        #expect((inserted?.alpha ?? 0) > 0 && (inserted?.alpha ?? 1) < 1)
        _ = host.runUntilIdle()
        #expect(inserted?.alpha == 1)
    }

    @Test func reconfigureKeepsTheCell() {
        let (_, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 5)])
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as! ValueCell
        dataSource.model[0][2] = 42
        collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect(cell.value == 42)
        #expect(cell.reuseCount == 0)
    }

    @Test func nestedBatchesCommitOnce() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 5)])
        var completions: [String] = []
        dataSource.model[0] += [5, 6]
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
            }, completion: { _ in completions.append("inner") })
        }, completion: { _ in completions.append("outer") })
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        // The completions wait for the update's animations, then each block's runs exactly once.
        #expect(completions.isEmpty)
        collectionView.layoutIfNeeded()
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        #expect(host.runUntilIdle())
        #expect(completions.count == 2)
        #expect(Set(completions) == ["inner", "outer"])
        host.advance(by: 1)
        #expect(completions.count == 2)
    }
}

@MainActor
struct UICollectionViewOffsetAfterUpdateTests {
    @Test func deletingUnderTheVisibleAreaKeepsTheOffsetInsideTheContent() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 600)])
        collectionView.scrollToItem(at: IndexPath(item: 599, section: 0), at: .bottom, animated: false)
        host.advance(by: host.frameDuration)
        let removed = (300 ..< 600).map { IndexPath(item: $0, section: 0) }
        dataSource.model[0].removeLast(300)
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: removed) })
        _ = host.runUntilIdle()
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - collectionView.bounds.height)
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 299, section: 0)))
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }
}
