import Testing
import UIKitTesting
import SeededRandom
@testable import UIKit

/// A data source over sections of integer values that allows moves and records them.
@MainActor
final class MovableDataSource: UICollectionViewDataSource {
    var model: [[Int]]
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var canMove: (IndexPath) -> Bool = { _ in true }
    /// The index paths `cellForItemAt` was asked for.
    var requested: [IndexPath] = []

    init(_ model: [[Int]]) { self.model = model }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requested.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! ValueCell
        cell.value = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let value = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        model[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }
}

/// A delegate that limits where a moving item may go and records what it was asked.
@MainActor
final class MoveLimitingDelegate: UICollectionViewDelegate {
    var maximumItem = Int.max
    var asked: [(original: IndexPath, current: IndexPath, proposed: IndexPath)] = []
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append((originalIndexPath, currentIndexPath, proposedIndexPath))
        return IndexPath(item: min(proposedIndexPath.item, maximumItem), section: proposedIndexPath.section)
    }
}

/// A delegate that implements only the iOS 9 form of the target method (deprecated in iOS 15).
@MainActor
final class OldStyleTargetDelegate: UICollectionViewDelegate {
    var asked: [(original: IndexPath, proposed: IndexPath)] = []
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append((currentIndexPath, proposedIndexPath))
        return IndexPath(item: max(proposedIndexPath.item, 5), section: proposedIndexPath.section)
    }
}

/// A flow layout that records the interactive-movement hooks the collection view calls.
@MainActor
final class RecordingMovementLayout: UICollectionViewFlowLayout {
    var targetQueries: [(previous: IndexPath, position: CGPoint)] = []
    var movingContexts: [(target: [IndexPath]?, previous: [IndexPath]?, position: CGPoint)] = []
    var endingContexts: [(final: [IndexPath]?, previous: [IndexPath]?, cancelled: Bool)] = []

    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        targetQueries.append((previousIndexPath, position))
        return super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        movingContexts.append((context.targetIndexPathsForInteractivelyMovingItems, context.previousIndexPathsForInteractivelyMovingItems,
                               context.interactiveMovementTarget))
        return context
    }
    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                         movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                                   movementCancelled: movementCancelled)
        endingContexts.append((context.targetIndexPathsForInteractivelyMovingItems, context.previousIndexPathsForInteractivelyMovingItems, movementCancelled))
        return context
    }
}

/// A one-column list-like flow layout: rows 390 × 50 with no spacing, so item i of section 0 is at y = 50 i.
@MainActor
func rowLayout(_ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> UICollectionViewFlowLayout {
    layout.itemSize = CGSize(width: 390, height: 50)
    layout.minimumLineSpacing = 0
    return layout
}

/// Shows a collection view over a movable data source in a headless window (the host is created first).
@MainActor
func makeMovableCollection(model: [[Int]], layout: UICollectionViewLayout = rowLayout())
    -> (host: HeadlessHost, collectionView: UICollectionView, dataSource: MovableDataSource) {
    let host = HeadlessHost()
    let controller = CollectionHostController(layout: layout)
    let dataSource = MovableDataSource(model)
    controller.collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    controller.collectionView.dataSource = dataSource
    KeepAlive.objects.append(dataSource)
    host.show(controller)
    controller.collectionView.layoutIfNeeded()
    return (host, controller.collectionView, dataSource)
}

/// The visible cell showing `value`.
@MainActor
func cell(showing value: Int, in collectionView: UICollectionView) -> ValueCell? {
    collectionView.visibleCells.compactMap { $0 as? ValueCell }.first { $0.value == value }
}

@Suite("UICollectionView interactive movement")
@MainActor
struct UICollectionViewInteractiveMovementTests {
    @Test("begin, update and end: the gap opens, the data source is told once, cells land on their final frames")
    func beginUpdateEnd() throws {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 20)])
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        let moving = try #require(cell(showing: 1, in: collectionView))
        // Lifted: above every other cell, reporting the reordering state.
        #expect(moving.layer.zPosition == CGFloat(Int.max))
        #expect(moving.configurationState.isReordering)

        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 225))
        // The moving cell follows the point at once; the others start from where they were.
        #expect(moving.center == CGPoint(x: 195, y: 225))
        #expect(try #require(cell(showing: 2, in: collectionView)).frame.minY == 100)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        host.runUntilIdle()
        for value in 2 ... 4 {
            #expect(try #require(cell(showing: value, in: collectionView)).frame.minY == CGFloat(50 * (value - 1)))
        }
        #expect(dataSource.moves.isEmpty)

        collectionView.endInteractiveMovement()
        #expect(dataSource.moves.count == 1)
        #expect(dataSource.moves.first?.from == IndexPath(item: 1, section: 0))
        #expect(dataSource.moves.first?.to == IndexPath(item: 4, section: 0))
        host.runUntilIdle()
        #expect(moving.frame == CGRect(x: 0, y: 200, width: 390, height: 50))
        #expect(moving.layer.zPosition == 0)
        #expect(!moving.configurationState.isReordering)
        #expect(dataSource.model == [[0, 2, 3, 4, 1] + Array(5 ..< 20)])
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        for (i, value) in dataSource.model[0].enumerated() where i < 16 {
            #expect(try #require(cell(showing: value, in: collectionView)).frame.minY == CGFloat(50 * i))
        }
    }

    @Test("cancel: every cell goes back and the data source hears nothing")
    func cancelRestores() throws {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 20)])
        let before = collectionView.visibleCells.map { ($0 as! ValueCell).value }
        let frames = collectionView.visibleCells.map(\.frame)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 330))
        host.advance(by: 0.1)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 430))
        #expect(collectionView.cellForItem(at: IndexPath(item: 8, section: 0)).map { ($0 as! ValueCell).value } == 2)
        collectionView.cancelInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.isEmpty)
        #expect(collectionView.visibleCells.map { ($0 as! ValueCell).value } == before)
        #expect(collectionView.visibleCells.map(\.frame) == frames)
        #expect(collectionView.visibleCells.allSatisfy { $0.layer.zPosition == 0 })
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }

    @Test("refusals: canMoveItemAt false, invalid paths, a second begin; update and end without a movement do nothing")
    func refusals() {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 10)])
        dataSource.canMove = { $0.item != 3 }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 10, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: -1, section: 0)))
        // Misuse without a movement: nothing happens.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 300))
        collectionView.endInteractiveMovement()
        collectionView.cancelInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)).map { ($0 as! ValueCell).value } == 3)
        #expect(collectionView.visibleCells.allSatisfy { $0.layer.zPosition == 0 })

        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        collectionView.endInteractiveMovement()
        // Ending where it began tells the data source nothing (UIKit: only when the position changed).
        #expect(dataSource.moves.isEmpty)
        collectionView.endInteractiveMovement()
        #expect(dataSource.moves.isEmpty)
    }

    @Test("the delegate redirects the proposed target index path")
    func delegateRedirects() throws {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 12)])
        let delegate = MoveLimitingDelegate()
        delegate.maximumItem = 2
        collectionView.delegate = delegate
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 325))
        let first = try #require(delegate.asked.first)
        #expect(first.original == IndexPath(item: 0, section: 0))
        #expect(first.current == IndexPath(item: 0, section: 0))
        #expect(first.proposed == IndexPath(item: 6, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)).map { ($0 as! ValueCell).value } == 0)
        // Still over item 6: the layout proposes it again from the current place.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 330))
        #expect(delegate.asked.last?.current == IndexPath(item: 2, section: 0))
        collectionView.endInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.count == 1)
        #expect(dataSource.moves.first?.to == IndexPath(item: 2, section: 0))
        #expect(dataSource.model == [[1, 2, 0] + Array(3 ..< 12)])
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }

    @Test("a delegate with only the iOS 9 target method is still asked (the iOS 15 method falls back to it)")
    func oldStyleDelegate() {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 10)])
        let delegate = OldStyleTargetDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 25))
        #expect(delegate.asked.first?.original == IndexPath(item: 8, section: 0))
        #expect(delegate.asked.first?.proposed == IndexPath(item: 0, section: 0))
        collectionView.endInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.first?.to == IndexPath(item: 5, section: 0))
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }

    @Test("moving into another section changes both sections' counts and tells the data source the final path")
    func crossSection() throws {
        let layout = rowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        let (host, collectionView, dataSource) = makeMovableCollection(model: [[0, 1, 2, 3], [10, 11, 12, 13]], layout: layout)
        let target = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(target.center)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.numberOfItems(inSection: 1) == 5)
        host.runUntilIdle()
        collectionView.endInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.count == 1)
        #expect(dataSource.moves.first?.from == IndexPath(item: 1, section: 0))
        #expect(dataSource.moves.first?.to == IndexPath(item: 2, section: 1))
        #expect(dataSource.model == [[0, 2, 3], [10, 11, 1, 12, 13]])
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        let moved = try #require(cell(showing: 1, in: collectionView))
        #expect(moved.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame)
    }

    @Test("the layout's hooks are asked, with the invalidation contexts UIKit describes")
    func layoutHooks() {
        let layout = RecordingMovementLayout()
        let (host, collectionView, _) = makeMovableCollection(model: [Array(0 ..< 10)], layout: rowLayout(layout))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 40))
        #expect(layout.movingContexts.isEmpty)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 120))
        #expect(layout.targetQueries.count == 2)
        #expect(layout.targetQueries.last?.previous == IndexPath(item: 0, section: 0))
        #expect(layout.movingContexts.count == 1)
        #expect(layout.movingContexts.first?.target == [IndexPath(item: 2, section: 0)])
        #expect(layout.movingContexts.first?.previous == [IndexPath(item: 0, section: 0)])
        #expect(layout.movingContexts.first?.position == CGPoint(x: 50, y: 120))
        collectionView.cancelInteractiveMovement()
        host.runUntilIdle()
        #expect(layout.endingContexts.count == 1)
        #expect(layout.endingContexts.first?.final == [IndexPath(item: 0, section: 0)])
        #expect(layout.endingContexts.first?.previous == [IndexPath(item: 2, section: 0)])
        #expect(layout.endingContexts.first?.cancelled == true)

        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 20))
        collectionView.endInteractiveMovement()
        #expect(layout.endingContexts.last?.final == [IndexPath(item: 0, section: 0)])
        #expect(layout.endingContexts.last?.cancelled == false)
    }

    @Test("the default moving attributes: the item's attributes centred on the position, zIndex Int.max")
    func defaultMovingAttributes() throws {
        let (_, collectionView, _) = makeMovableCollection(model: [Array(0 ..< 5)])
        let layout = collectionView.collectionViewLayout
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 1, section: 0), withTargetPosition: CGPoint(x: 10, y: 20))
        #expect(attributes.center == CGPoint(x: 10, y: 20))
        #expect(attributes.size == CGSize(width: 390, height: 50))
        #expect(attributes.zIndex == Int.max)
        // The layout's own attributes are not changed.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 0)
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 1, section: 0), withPosition: CGPoint(x: 10, y: 160))
            == IndexPath(item: 3, section: 0))
        // Over no cell: the previous index path.
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 1, section: 0), withPosition: CGPoint(x: 10, y: 600))
            == IndexPath(item: 1, section: 0))
    }

    @Test("cells that appear during a movement are asked for with the data source's index paths")
    func cellsAppearingDuringMovement() throws {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 40)])
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 725))
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 1525))
        host.runUntilIdle()
        // Back at the top, rows 0 … 15 are made again: shown row r is the data source's row r + 1.
        dataSource.requested = []
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(dataSource.requested.contains(IndexPath(item: 1, section: 0)))
        #expect(!dataSource.requested.contains(IndexPath(item: 0, section: 0)))
        // Shown order: 1 … 30, 0, 31 …: every visible cell shows the item shown there.
        var shown = Array(1 ..< 40)
        shown.insert(0, at: 30)
        #expect(visibleCellsMatch(collectionView, [shown]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0)).map { ($0 as! ValueCell).value } == 0)
        collectionView.endInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.model == [shown])
        #expect(visibleCellsMatch(collectionView, dataSource.model))
    }

    @Test("a reload during a movement drops it and shows the data source's order")
    func reloadDuringMovement() {
        let (host, collectionView, dataSource) = makeMovableCollection(model: [Array(0 ..< 10)])
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 175))
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        collectionView.endInteractiveMovement()
        host.runUntilIdle()
        #expect(dataSource.moves.isEmpty)
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        #expect(collectionView.visibleCells.allSatisfy { $0.layer.zPosition == 0 })
    }

    @Test("property: thousands of random movements in a flow layout keep the model and the visible cells in step")
    func randomMovements() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 30, right: 10)
        var generator = SplitMix64(seed: 0x5EED_0D0E)
        var value = 0
        let model: [[Int]] = (0 ..< 4).map { _ in
            (0 ..< Int.random(in: 3 ... 16, using: &generator)).map { _ in value += 1; return value }
        }
        let (host, collectionView, dataSource) = makeMovableCollection(model: model, layout: layout)
        var ended = 0, cancelled = 0, refused = 0
        for round in 0 ..< 2500 {
            if round % 97 == 0 {
                let maxY = max(0, collectionView.contentSize.height - collectionView.bounds.height)
                collectionView.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0 ... maxY, using: &generator).rounded())
                collectionView.layoutIfNeeded()
            }
            let visible = collectionView.indexPathsForVisibleItems
            guard let start = visible.randomElement(using: &generator) else { continue }
            let snapshot = dataSource.model
            dataSource.canMove = { _ in true }
            if Int.random(in: 0 ..< 20, using: &generator) == 0 {
                dataSource.canMove = { $0 != start }
                #expect(!collectionView.beginInteractiveMovementForItem(at: start))
                refused += 1
                continue
            }
            #expect(collectionView.beginInteractiveMovementForItem(at: start))
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &generator) {
                let b = collectionView.bounds
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.random(in: b.minX ... b.maxX, using: &generator),
                                                                               y: CGFloat.random(in: b.minY ... b.maxY, using: &generator)))
                if Bool.random(using: &generator) { host.advance(by: host.frameDuration) }
            }
            let movesBefore = dataSource.moves.count
            if Int.random(in: 0 ..< 4, using: &generator) == 0 {
                collectionView.cancelInteractiveMovement()
                #expect(dataSource.moves.count == movesBefore)
                #expect(dataSource.model == snapshot)
                cancelled += 1
            } else {
                collectionView.endInteractiveMovement()
                #expect(dataSource.moves.count - movesBefore <= 1)
                ended += 1
            }
            if Bool.random(using: &generator) { host.advance(by: host.frameDuration) } else { collectionView.layoutIfNeeded() }
            let counts = (0 ..< collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            guard counts == dataSource.model.map(\.count), visibleCellsMatch(collectionView, dataSource.model) else {
                Issue.record("model and visible cells differ after round \(round)")
                return
            }
        }
        host.runUntilIdle()
        #expect(visibleCellsMatch(collectionView, dataSource.model))
        #expect(collectionView.visibleCells.allSatisfy { $0.layer.zPosition == 0 && !$0.configurationState.isReordering })
        #expect(dataSource.model.flatMap { $0 }.sorted() == Array(1 ... value))
        #expect(ended > 1000 && cancelled > 300 && refused > 50 && dataSource.moves.count > 500)
    }
}
