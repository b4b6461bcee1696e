import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("Outlines, orthogonal sections and self-sizing")
struct OutlineAndLayoutTests {
    @Test("Expand and collapse through the outline disclosure and the section snapshot, with handlers")
    func expandCollapse() throws {
        let (host, c) = showList(.list(using: .init(appearance: .sidebar)), counts: [0]) { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "x"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        section.append([100, 200])
        section.append([101, 102, 103], to: 100)
        section.append([201], to: 200)
        var events: [String] = []
        var handlers = c.dataSource.sectionSnapshotHandlers
        handlers.willExpandItem = { events.append("expand \($0)") }
        handlers.willCollapseItem = { events.append("collapse \($0)") }
        handlers.shouldExpandItem = { $0 != 200 }
        c.dataSource.sectionSnapshotHandlers = handlers
        c.dataSource.apply(section, to: 0, animatingDifferences: false)
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 0) == 2)
        let parent = try #require(c.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(!parent.configurationState.isExpanded)
        let disclosure = try #require(parent.subviews.compactMap { $0 as? CellAccessoryView }.first)
        disclosure.sendActions(for: .touchUpInside)
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(events == ["expand 100"])
        let expandedParent = try #require(c.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(expandedParent.configurationState.isExpanded)
        let child = try #require(c.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(child.indentationLevel == 1)
        #expect(child.contentView.frame.minX == CGFloat(10 + 16 + 16 + 8 - 16))
        // shouldExpandItem refuses 200.
        let other = try #require(c.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? UICollectionViewListCell)
        other.subviews.compactMap { $0 as? CellAccessoryView }.first?.sendActions(for: .touchUpInside)
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 0) == 5)
        // Collapse.
        expandedParent.subviews.compactMap { $0 as? CellAccessoryView }.first?.sendActions(for: .touchUpInside)
        _ = host.runUntilIdle()
        #expect(c.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(events == ["expand 100", "collapse 100"])
    }

    @Test("Orthogonal sections scroll independently of the collection view and of each other")
    func orthogonal() throws {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                           subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.interGroupSpacing = 10
            s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
            s.orthogonalScrollingBehavior = section < 2 ? .continuous : .none
            return s
        }
        let (host, c) = showList(layout, counts: [20, 20, 4])
        let cv = c.collectionView!
        let a0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(a0.frame == CGRect(x: 16, y: 0, width: 150, height: 100))
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame.minX == 176)
        let scroller = try #require(layout.orthogonalScrollView(forSection: 0))
        #expect(scroller.contentSize.width == CGFloat(16 + 20 * 160 - 10 + 16))
        scroller.contentOffset = CGPoint(x: 320, y: 0)
        host.renderFrame()
        let moved = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(moved.frame.minX == CGFloat(16 + 2 * 160 - 320))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1))).frame.minX == 16)
        #expect(cv.contentOffset == .zero)
        // A drag on section 1 moves only section 1.
        host.drag(from: CGPoint(x: 300, y: 170), to: CGPoint(x: 100, y: 172), duration: 0.2)
        _ = host.runUntilIdle()
        #expect((layout.orthogonalScrollView(forSection: 1)?.contentOffset.x ?? 0) > 100)
        #expect(layout.orthogonalScrollView(forSection: 0)?.contentOffset.x == 320)
        #expect(abs(cv.contentOffset.y) < 1)
    }

    @Test("Estimated rows settle to measured sizes without moving what is on screen")
    func estimatedSettles() throws {
        let (host, c) = showList(.list(using: .init(appearance: .plain)), counts: [2_000]) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = item % 3 == 0 ? "A second line of detail" : nil
            cell.contentConfiguration = content
        }
        let cv = c.collectionView!
        #expect(cv.contentSize.height > 2_000 * 44 - 1)
        cv.contentOffset = CGPoint(x: 0, y: 40_000)
        host.renderFrame()
        let anchor = try #require(cv.visibleCells.min { $0.frame.minY < $1.frame.minY }.flatMap { cv.indexPath(for: $0) })
        let screenY = try #require(cv.cellForItem(at: anchor)).frame.minY - cv.contentOffset.y
        // Scroll up a little: rows above get measured; the anchor row must keep its place on screen
        // relative to the scroll amount.
        for _ in 0 ..< 10 {
            cv.contentOffset.y -= 30
            host.renderFrame()
        }
        let after = try #require(cv.cellForItem(at: anchor)).frame.minY - cv.contentOffset.y
        #expect(abs(after - (screenY + 300)) < 0.5)
        // Measured rows with a subtitle are taller than 44.
        let tall = cv.visibleCells.compactMap { $0 as? UICollectionViewListCell }.filter {
            ($0.contentConfiguration as? UIListContentConfiguration)?.secondaryText != nil }
        #expect(!tall.isEmpty)
        #expect(tall.allSatisfy { $0.frame.height > 44 })
    }
}

@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
    @Test("A horizontal drag reveals trailing actions, sets isSwiped, and tapping an action runs it and closes")
    func trailingActions() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var ran: [String] = []
        configuration.trailingSwipeActionsConfigurationProvider = { path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
                ran.append("\(action.title ?? "") \(path.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let (host, c) = showList(.list(using: configuration), counts: [10])
        let cv = c.collectionView!
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        host.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.2)
        _ = host.runUntilIdle()
        #expect(cell.configurationState.isSwiped)
        #expect(cell.contentView.frame.minX < -60)
        #expect(cv.contentOffset == .zero)
        host.tap(at: CGPoint(x: 390 - 30, y: 110))
        _ = host.runUntilIdle()
        #expect(ran == ["Delete 2"])
        #expect(!cell.configurationState.isSwiped)
        #expect(cell.contentView.frame.minX == 0)
        // Vertical drags scroll instead of swiping.
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 205, y: 300), duration: 0.2)
        _ = host.runUntilIdle()
        #expect(cv.visibleCells.allSatisfy { !(($0 as? UICollectionViewListCell)?.configurationState.isSwiped ?? false) })
    }
}

@MainActor
@Suite("Visible items invalidation handler")
struct VisibleItemsHandlerTests {
    @Test("The handler sees the visible items and the offset, and its alpha/transform changes are displayed")
    func handler() throws {
        var seen: [(Int, CGPoint)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                seen.append((items.count, offset))
                for item in items where item.representedElementKind == nil { item.alpha = item.indexPath.item % 2 == 0 ? 0.5 : 1 }
            }
            return section
        }
        let (host, c) = showList(layout, counts: [100])
        #expect(!seen.isEmpty)
        #expect(try #require(c.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).alpha == 0.5)
        #expect(try #require(c.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))).alpha == 1)
        c.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        host.renderFrame()
        #expect(seen.last?.1 == CGPoint(x: 0, y: 120))
    }
}
