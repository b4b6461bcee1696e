import Testing
import UIKitTesting
import SeededRandom
@testable import UIKit

/// An editable inset-grouped list of songs with reorder grips, driven by a diffable data source.
@MainActor
final class ReorderListFixture {
    let host: HeadlessHost
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    /// What the handlers saw, in order: "will"/"did" with the data source's items at that moment.
    var events: [(name: String, itemsNow: [String], transaction: NSDiffableDataSourceTransaction<String, String>)] = []

    init(sections: [(String, [String])] = [("Playlist", ["Intro", "Blue", "Coda", "Dawn", "Echo", "Fugue"])],
         canReorder: (@MainActor (String) -> Bool)? = { _ in true }, editing: Bool = true) {
        host = HeadlessHost()
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        controller.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.reorderingHandlers.canReorderItem = canReorder
        dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
            events.append(("will", dataSource.snapshot().itemIdentifiers, transaction))
        }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            events.append(("did", dataSource.snapshot().itemIdentifiers, transaction))
        }
        collectionView.isEditing = editing
        host.show(controller)
        host.runUntilIdle()
    }

    /// The visible cell showing `title`.
    func cell(_ title: String) -> UICollectionViewListCell? {
        collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
            .first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == title }
    }

    /// The reorder grip of the cell showing `title`.
    func grip(_ title: String) -> CellAccessoryView? {
        cell(title)?.subviews.compactMap { $0 as? CellAccessoryView }.first { if case .reorder = $0.accessory.kind { true } else { false } }
    }

    /// The centre of the grip of `title` in window coordinates.
    func gripPoint(_ title: String) -> CGPoint? {
        grip(title).map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
    }

    /// Drags from `start` by `dy` points in 8-pt steps, a frame apart, without lifting.
    func drag(from start: CGPoint, by dy: CGFloat) {
        host.touchDown(at: start)
        let steps = max(1, Int((abs(dy) / 8).rounded(.up)))
        for i in 1 ... steps {
            host.advance(by: host.frameDuration)
            host.touchMove(to: CGPoint(x: start.x + 3 * CGFloat(i % 2), y: start.y + dy * CGFloat(i) / CGFloat(steps)))
        }
    }

    /// The visible titles in index-path order.
    var shownTitles: [String] {
        collectionView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }
}

@Suite("List reordering")
@MainActor
struct ListReorderTests {
    @Test("dragging the reorder grip moves the row; the snapshot and the handlers follow")
    func dragGripReorders() throws {
        let fixture = ReorderListFixture()
        let start = try #require(fixture.gripPoint("Blue"))
        let rows = try (0 ..< 6).map { try #require(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        let blue = try #require(fixture.cell("Blue"))
        fixture.drag(from: start, by: rows[3].midY - rows[1].midY)
        // Lifted and following the finger (vertically only), while the others make room.
        #expect(blue.layer.zPosition == CGFloat(Int.max))
        #expect(blue.configurationState.isReordering)
        #expect(blue.layer.shadowOpacity > 0)
        #expect(abs(blue.center.y - rows[3].midY) < 0.5)
        #expect(blue.center.x == rows[1].midX)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === blue)
        #expect(fixture.events.isEmpty)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()

        let expected = ["Intro", "Coda", "Dawn", "Blue", "Echo", "Fugue"]
        #expect(fixture.dataSource.snapshot().itemIdentifiers == expected)
        #expect(fixture.shownTitles == expected)
        #expect(blue.frame == rows[3])
        #expect(blue.layer.zPosition == 0)
        #expect(blue.layer.shadowOpacity == 0)
        #expect(!blue.configurationState.isReordering)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Blue")

        // Handlers: willReorder (old state) then didReorder (new state), one transaction.
        #expect(fixture.events.map(\.name) == ["will", "did"])
        let initial = ["Intro", "Blue", "Coda", "Dawn", "Echo", "Fugue"]
        #expect(fixture.events.first?.itemsNow == initial)
        #expect(fixture.events.last?.itemsNow == expected)
        let transaction = try #require(fixture.events.last?.transaction)
        #expect(transaction.initialSnapshot.itemIdentifiers == initial)
        #expect(transaction.finalSnapshot.itemIdentifiers == expected)
        #expect(initial.applying(transaction.difference) == expected)
        #expect(transaction.difference.count == 2)
        #expect(transaction.difference.removals.first.map { if case let .remove(offset, element, to) = $0 { offset == 1 && element == "Blue" && to == 3 } else { false } } == true)
        #expect(transaction.sectionTransactions.count == 1)
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.sectionIdentifier == "Playlist")
        #expect(section.initialSnapshot.items == initial)
        #expect(section.finalSnapshot.items == expected)
        #expect(initial.applying(section.difference) == expected)
    }

    @Test("dragging up past the first row puts the row first; cancelling the touch puts it back")
    func dragUpAndCancel() throws {
        let fixture = ReorderListFixture()
        let rows = try (0 ..< 6).map { try #require(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        fixture.drag(from: try #require(fixture.gripPoint("Dawn")), by: rows[0].midY - rows[3].midY)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["Dawn", "Intro", "Blue", "Coda", "Echo", "Fugue"])
        #expect(fixture.events.map(\.name) == ["will", "did"])

        fixture.events = []
        fixture.drag(from: try #require(fixture.gripPoint("Echo")), by: rows[1].midY - rows[4].midY)
        #expect(fixture.shownTitles[1] == "Echo")
        fixture.host.touchCancel()
        fixture.host.runUntilIdle()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["Dawn", "Intro", "Blue", "Coda", "Echo", "Fugue"])
        #expect(fixture.shownTitles == ["Dawn", "Intro", "Blue", "Coda", "Echo", "Fugue"])
        #expect(fixture.events.isEmpty)
        #expect(try #require(fixture.cell("Echo")).frame == rows[4])
    }

    @Test("no reordering without canReorderItem, for items it refuses, or when the grip is hidden (not editing)")
    func refusals() throws {
        let withoutHandler = ReorderListFixture(canReorder: nil)
        #expect(!withoutHandler.dataSource.collectionView(withoutHandler.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        withoutHandler.drag(from: try #require(withoutHandler.gripPoint("Blue")), by: 100)
        withoutHandler.host.touchUp()
        withoutHandler.host.runUntilIdle()
        #expect(withoutHandler.dataSource.snapshot().itemIdentifiers == ["Intro", "Blue", "Coda", "Dawn", "Echo", "Fugue"])
        #expect(withoutHandler.collectionView.interactiveMovement == nil)
        #expect(withoutHandler.events.isEmpty)

        let refusing = ReorderListFixture(canReorder: { $0 != "Blue" })
        #expect(!refusing.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        refusing.drag(from: try #require(refusing.gripPoint("Blue")), by: 100)
        refusing.host.touchUp()
        refusing.host.runUntilIdle()
        #expect(refusing.dataSource.snapshot().itemIdentifiers == ["Intro", "Blue", "Coda", "Dawn", "Echo", "Fugue"])

        let notEditing = ReorderListFixture(editing: false)
        #expect(notEditing.grip("Blue")?.isHidden == true)
        #expect(notEditing.cell("Blue")?.configurationState.isEditing == false)
        let point = try #require(notEditing.cell("Blue")).convert(CGPoint(x: 370, y: 22), to: nil)
        notEditing.drag(from: point, by: 100)
        notEditing.host.touchUp()
        notEditing.host.runUntilIdle()
        #expect(notEditing.dataSource.snapshot().itemIdentifiers == ["Intro", "Blue", "Coda", "Dawn", "Echo", "Fugue"])
        #expect(notEditing.events.isEmpty)
    }

    @Test("in a list taller than the screen, a drag on the grip reorders instead of scrolling; elsewhere it scrolls")
    func gripWinsOverScrolling() throws {
        let titles = (0 ..< 40).map { "Song \($0)" }
        let fixture = ReorderListFixture(sections: [("Long", titles)])
        #expect(fixture.collectionView.contentSize.height > fixture.collectionView.bounds.height)
        let rows = try (0 ..< 4).map { try #require(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        fixture.drag(from: try #require(fixture.gripPoint("Song 0")), by: rows[2].midY - rows[0].midY)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
        #expect(fixture.collectionView.contentOffset.y == 0)
        #expect(Array(fixture.dataSource.snapshot().itemIdentifiers.prefix(3)) == ["Song 1", "Song 2", "Song 0"])

        // The same drag on the row's text scrolls the list and reorders nothing.
        let text = try #require(fixture.cell("Song 5")).convert(CGPoint(x: 80, y: 20), to: nil)
        fixture.drag(from: text, by: -200)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
        #expect(fixture.collectionView.contentOffset.y > 100)
        #expect(Array(fixture.dataSource.snapshot().itemIdentifiers.prefix(6)) == ["Song 1", "Song 2", "Song 0", "Song 3", "Song 4", "Song 5"])
        #expect(fixture.events.count == 2)
    }

    @Test("holding a row near the bottom edge scrolls the list and the row travels with it")
    func autoscroll() throws {
        let titles = (0 ..< 60).map { "Song \($0)" }
        let fixture = ReorderListFixture(sections: [("Long", titles)])
        let start = try #require(fixture.gripPoint("Song 0"))
        let row = try #require(fixture.cell("Song 0"))
        let grab = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil).y - start.y
        fixture.drag(from: start, by: 830 - start.y)
        let reached = fixture.collectionView.contentOffset.y
        fixture.host.advance(by: 1)
        #expect(fixture.collectionView.contentOffset.y > reached + 100)
        // The row stays under the finger while the content passes beneath it.
        let moving = try #require(fixture.collectionView.interactiveMovement?.cell)
        #expect(moving === row)
        #expect(abs(moving.convert(CGPoint(x: moving.bounds.midX, y: moving.bounds.midY), to: nil).y - (830 + grab)) <= 0.5)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
        let index = try #require(fixture.dataSource.snapshot().itemIdentifiers.firstIndex(of: "Song 0"))
        #expect(index > 20)
        #expect(fixture.shownTitles.contains("Song 0"))
        #expect(Array(fixture.dataSource.snapshot().itemIdentifiers.prefix(3)) == ["Song 1", "Song 2", "Song 3"])
        #expect(fixture.events.map(\.name) == ["will", "did"])

        // At the very top nothing scrolls, and the host goes idle with the finger resting in the zone.
        fixture.collectionView.setContentOffset(.zero, animated: false)
        fixture.host.runUntilIdle()
        fixture.drag(from: try #require(fixture.gripPoint("Song 2")), by: -40)
        #expect(fixture.host.runUntilIdle(limit: 2))
        #expect(fixture.collectionView.contentOffset.y == 0)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
    }

    @Test("self-sizing rows of different heights keep their own heights while and after they move")
    func variableHeights() throws {
        let titles = ["One", "Two\nlines", "Three", "Four\nlines\nhere", "Five", "Six"]
        let fixture = ReorderListFixture(sections: [("Mixed", titles)])
        func heights() -> [String: CGFloat] {
            var result: [String: CGFloat] = [:]
            for cell in fixture.collectionView.visibleCells {
                if let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text { result[text] = cell.frame.height }
            }
            return result
        }
        let before = heights()
        #expect(before["Four\nlines\nhere"]! > before["One"]! + 20)
        func contiguous() -> Bool {
            let frames = fixture.collectionView.indexPathsForVisibleItems.compactMap { fixture.collectionView.layoutAttributesForItem(at: $0)?.frame }
            return zip(frames, frames.dropFirst()).allSatisfy { abs($0.maxY - $1.minY) < 0.5 }
        }
        #expect(fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        let target = try #require(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        fixture.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.center.x, y: target.frame.minY + 5))
        fixture.host.runUntilIdle()
        #expect(contiguous())
        fixture.collectionView.endInteractiveMovement()
        fixture.host.runUntilIdle()
        #expect(fixture.shownTitles == ["Four\nlines\nhere", "One", "Two\nlines", "Three", "Five", "Six"])
        #expect(heights() == before)
        #expect(contiguous())
    }

    @Test("property: random grip drags in two sections keep the snapshot, the visible rows and a model fed by the transactions in step")
    func randomGripDrags() throws {
        let fixture = ReorderListFixture(sections: [("A", (0 ..< 7).map { "a\($0)" }), ("B", (0 ..< 6).map { "b\($0)" })])
        var model = fixture.dataSource.snapshot().itemIdentifiers
        var perSection: [String: [String]] = ["A": (0 ..< 7).map { "a\($0)" }, "B": (0 ..< 6).map { "b\($0)" }]
        fixture.dataSource.reorderingHandlers.didReorder = { transaction in
            model = model.applying(transaction.difference) ?? []
            for change in transaction.sectionTransactions {
                perSection[change.sectionIdentifier] = perSection[change.sectionIdentifier]?.applying(change.difference)
            }
        }
        var generator = SplitMix64(seed: 2026)
        for round in 0 ..< 60 {
            let titles = fixture.shownTitles
            let title = try #require(titles.randomElement(using: &generator))
            let start = try #require(fixture.gripPoint(title))
            let dy = CGFloat(Int.random(in: -300 ... 300, using: &generator))
            fixture.drag(from: start, by: max(30 - start.y, min(dy, 800 - start.y)))
            if Int.random(in: 0 ..< 5, using: &generator) == 0 { fixture.host.touchCancel() } else { fixture.host.touchUp() }
            fixture.host.runUntilIdle()
            let snapshot = fixture.dataSource.snapshot()
            guard fixture.shownTitles == snapshot.itemIdentifiers, model == snapshot.itemIdentifiers,
                  perSection["A"] == snapshot.itemIdentifiers(inSection: "A"), perSection["B"] == snapshot.itemIdentifiers(inSection: "B"),
                  fixture.collectionView.interactiveMovement == nil else {
                Issue.record("out of step after round \(round): shown \(fixture.shownTitles), snapshot \(snapshot.itemIdentifiers), model \(model)")
                return
            }
        }
        #expect(Set(model) == Set((0 ..< 7).map { "a\($0)" } + (0 ..< 6).map { "b\($0)" }))
        #expect(model != (0 ..< 7).map { "a\($0)" } + (0 ..< 6).map { "b\($0)" })
    }

    @Test("isEditing updates visible cells: configuration state and whenEditing accessories")
    func editingPropagates() throws {
        let fixture = ReorderListFixture(editing: false)
        let cell = try #require(fixture.cell("Coda"))
        #expect(!cell.configurationState.isEditing)
        fixture.collectionView.isEditing = true
        fixture.host.runUntilIdle()
        #expect(cell.configurationState.isEditing)
        #expect(fixture.grip("Coda")?.isHidden == false)
        fixture.collectionView.isEditing = false
        fixture.host.runUntilIdle()
        #expect(!cell.configurationState.isEditing)
        #expect(fixture.grip("Coda")?.isHidden == true)
    }

    @Test("a move into another section: both section transactions, the snapshot's sections follow")
    func crossSectionTransaction() throws {
        let fixture = ReorderListFixture(sections: [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
        let target = try #require(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
        #expect(fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        fixture.collectionView.updateInteractiveMovementTargetPosition(target.center)
        fixture.host.runUntilIdle()
        fixture.collectionView.endInteractiveMovement()
        fixture.host.runUntilIdle()
        let snapshot = fixture.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a2", "a3"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "a1", "b2"])
        let transaction = try #require(fixture.events.last?.transaction)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(["a1", "a2", "a3", "b1", "b2"].applying(transaction.difference) == ["a2", "a3", "b1", "a1", "b2"])
        #expect(transaction.sectionTransactions.last.map { ["b1", "b2"].applying($0.difference) } == ["b1", "a1", "b2"])
        #expect(fixture.shownTitles == ["a2", "a3", "b1", "a1", "b2"])
    }
}
