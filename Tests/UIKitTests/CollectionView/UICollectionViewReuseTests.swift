import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UICollectionViewReuseTests {
    @Test func flingThrough10000ItemsKeepsCellsNearTheVisibleCount() {
        let (host, collectionView, dataSource) = makeHostedCollection(model: [Array(0 ..< 10_000)])
        var maxVisible = collectionView.visibleCells.count
        var maxAlive = collectionView.createdViewCount
        for _ in 0 ..< 12 {
            host.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.1)
            for _ in 0 ..< 60 {
                host.advance(by: host.frameDuration)
                maxVisible = max(maxVisible, collectionView.visibleCells.count)
                maxAlive = max(maxAlive, collectionView.createdViewCount)
                #expect(visibleCellsMatch(collectionView, dataSource.model))
            }
        }
        #expect(collectionView.contentOffset.y > 20_000)
        // Cells alive never exceed the most ever visible plus a small overscan.
        #expect(maxAlive <= maxVisible + 8)
        // Every dequeued identifier was registered.
        #expect(Set(dataSource.dequeuedIdentifiers) == ["cell"])
        // Visible cells are exactly the items intersecting the bounds.
        let expected = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []).map(\.indexPath)
        #expect(Set(collectionView.indexPathsForVisibleItems) == Set(expected))
    }

    @Test func reusedCellsArePreparedAndQueriesAgree() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 1000)])
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        host.advance(by: host.frameDuration)
        let cells = collectionView.visibleCells.compactMap { $0 as? ValueCell }
        #expect(cells.contains { $0.reuseCount > 0 })
        for cell in cells {
            let path = collectionView.indexPath(for: cell)
            #expect(path != nil)
            #expect(collectionView.cellForItem(at: path!) === cell)
            #expect(collectionView.indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY)) == path)
            #expect(cell.reuseIdentifier == "cell")
        }
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 3005)) == nil)
    }

    @Test func willDisplayAndDidEndDisplayingPair() {
        final class Display: UICollectionViewDelegate {
            var shown = Set<IndexPath>()
            var errors = 0
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                if !shown.insert(indexPath).inserted { errors += 1 }
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                if shown.remove(indexPath) == nil { errors += 1 }
            }
        }
        let display = Display()
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 2000)])
        collectionView.delegate = display
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // Cells shown before the delegate was set ended without a matching willDisplay.
        display.errors = 0
        #expect(display.shown == Set(collectionView.indexPathsForVisibleItems))
        for step in 1 ... 20 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 377))
            host.advance(by: host.frameDuration)
            #expect(display.shown == Set(collectionView.indexPathsForVisibleItems))
        }
        #expect(display.errors == 0)
    }

    @Test func scrollToItemPositions() {
        let (_, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 1000)])
        collectionView.scrollToItem(at: IndexPath(item: 600, section: 0), at: .top, animated: false)
        // Item 600 is in line 100: y = 100 * 60.
        #expect(collectionView.contentOffset.y == 6000)
        collectionView.scrollToItem(at: IndexPath(item: 600, section: 0), at: .centeredVertically, animated: false)
        #expect(abs(collectionView.contentOffset.y - (6025 - 422)) < 0.01)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 600, section: 0)) != nil)
    }

    @Test func prefetchingAsksAheadOfScrolling() {
        final class Prefetcher: UICollectionViewDataSourcePrefetching {
            var prefetched: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
        }
        let prefetcher = Prefetcher()
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 1000)])
        collectionView.prefetchDataSource = prefetcher
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: host.frameDuration)
        #expect(!prefetcher.prefetched.isEmpty)
        let maxVisible = collectionView.indexPathsForVisibleItems.map(\.item).max() ?? 0
        #expect(prefetcher.prefetched.allSatisfy { $0.item > maxVisible - 6 })
    }
}

@MainActor
struct UICollectionViewDataSourceLifetimeTests {
    @Test func aReleasedDataSourceEmptiesTheCollectionView() {
        let host = HeadlessHost()
        let controller = CollectionHostController(layout: UICollectionViewFlowLayout())
        controller.collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
        var dataSource: ModelDataSource? = ModelDataSource([Array(0 ..< 100)])
        controller.collectionView.dataSource = dataSource
        host.show(controller)
        controller.collectionView.layoutIfNeeded()
        #expect(!controller.collectionView.visibleCells.isEmpty)
        dataSource = nil
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: host.frameDuration)
        #expect(controller.collectionView.visibleCells.isEmpty)
        #expect(controller.collectionView.numberOfSections == 0)
    }
}
