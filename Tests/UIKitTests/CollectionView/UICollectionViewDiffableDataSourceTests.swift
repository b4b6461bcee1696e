import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UICollectionViewDiffableDataSourceTests {
    final class LabelCell: UICollectionViewCell {
        var item: Int?
        var configured = 0
    }

    private func makeSource() -> (HeadlessHost, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let host = HeadlessHost()
        let controller = CollectionHostController(layout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, item in
            cell.item = item
            cell.configured += 1
        }
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: controller.collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        host.show(controller)
        return (host, controller.collectionView, source)
    }

    private func state(_ collectionView: UICollectionView) -> [[Int?]] {
        collectionView.layoutIfNeeded()
        let sections = collectionView.numberOfSections
        var result: [[Int?]] = []
        for s in 0 ..< sections {
            result.append((0 ..< collectionView.numberOfItems(inSection: s)).map { i in
                (collectionView.cellForItem(at: IndexPath(item: i, section: s)) as? LabelCell)?.item
            })
        }
        return result
    }

    private func randomSnapshot(_ random: inout SplitMix64) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let sections = ["a", "b", "c", "d", "e"].shuffled(using: &random).prefix(Int.random(in: 1 ... 4, using: &random))
        var pool = Array(0 ..< 60).shuffled(using: &random)[...]
        for section in sections {
            snapshot.appendSections([section])
            let n = Int.random(in: 0 ... 12, using: &random)
            snapshot.appendItems(Array(pool.prefix(n)), toSection: section)
            pool = pool.dropFirst(n)
        }
        if let item = snapshot.itemIdentifiers.randomElement(using: &random), Bool.random(using: &random) { snapshot.reloadItems([item]) }
        if let item = snapshot.itemIdentifiers.randomElement(using: &random), Bool.random(using: &random) { snapshot.reconfigureItems([item]) }
        return snapshot
    }

    @Test func applyEqualsReloadDataForRandomSnapshotSequences() {
        var random = SplitMix64(seed: 0xD1FF)
        let (host, diffed, diffedSource) = makeSource()
        let (_, reloaded, reloadedSource) = makeSource()
        for round in 0 ..< 400 {
            let snapshot = randomSnapshot(&random)
            diffedSource.apply(snapshot, animatingDifferences: round % 3 != 0)
            reloadedSource.applySnapshotUsingReloadData(snapshot)
            if round % 50 == 0 { _ = host.runUntilIdle() }
            let a = state(diffed), b = state(reloaded)
            #expect(a == b)
            #expect(a.flatMap { $0 } == snapshot.itemIdentifiers.map { Optional($0) })
            #expect(diffedSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
            if a != b { break }
        }
    }

    @Test func conversionsAndSectionSnapshots() {
        let (_, collectionView, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["x", "y"])
        snapshot.appendItems([1, 2, 3], toSection: "x")
        snapshot.appendItems([4, 5], toSection: "y")
        source.apply(snapshot, animatingDifferences: false)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 5)
        #expect(source.indexPath(for: 4) == IndexPath(item: 0, section: 1))
        #expect(source.sectionIdentifier(for: 1) == "y")
        #expect(source.index(for: "x") == 0)
        #expect(source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        section.append([7, 8])
        section.append([9], to: 7)
        source.apply(section, to: "y", animatingDifferences: false)
        #expect(state(collectionView) == [[1, 2, 3], [7, 8]])
        section.expand([7])
        source.apply(section, to: "y", animatingDifferences: false)
        #expect(state(collectionView) == [[1, 2, 3], [7, 9, 8]])
        #expect(source.snapshot(for: "y").items == [7, 9, 8])
        #expect(source.snapshot(for: "x").items == [1, 2, 3])
    }

    @Test func reconfigureRerunsTheHandlerOnTheSameCell() {
        let (_, collectionView, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["x"])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! LabelCell
        let configured = cell.configured
        var next = source.snapshot()
        next.reconfigureItems([2])
        source.apply(next)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.configured == configured + 1)
        // Marks apply once.
        source.apply(source.snapshot())
        #expect(cell.configured == configured + 1)
    }

    @Test func applyFromABackgroundQueueRunsOnTheMainActor() async {
        let (host, collectionView, source) = makeSource()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["x"])
        snapshot.appendItems(Array(0 ..< 10))
        let finished = UncheckedFlag()
        let applied = snapshot
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                source.apply(applied, animatingDifferences: false) {
                    finished.value = true
                    continuation.resume()
                }
            }
        }
        #expect(finished.value)
        host.advance(by: host.frameDuration)
        #expect(collectionView.numberOfItems(inSection: 0) == 10)
    }
}

final class UncheckedFlag: @unchecked Sendable {
    var value = false
}
