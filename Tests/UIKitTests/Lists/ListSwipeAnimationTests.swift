import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// A plain list of `count` 44-pt rows with trailing Delete (destructive) + Flag and leading Read actions;
/// handlers record "<title> <item>" and what the row looked like when they ran.
@MainActor
final class SwipeFixture {
    /// The headless host (made before the views).
    let host: HeadlessHost
    /// The controller showing the list.
    let controller: ListHostViewController
    /// The handlers that ran, as "<title> <item>".
    var ran: [String] = []
    /// The content's x and the first button's width when a handler ran.
    var seenAtHandler: [(contentX: CGFloat, firstButtonWidth: CGFloat)] = []
    /// The trailing configuration's `performsFirstActionWithFullSwipe`.
    var fullSwipe = true
    /// Whether handlers call their completion (with true) at once.
    var completes = true
    /// The last handler's completion, kept when `completes` is false.
    var pending: ((Bool) -> Void)?

    /// Shows a list of `count` rows.
    init(count: Int = 12) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        weak var weakSelf: SwipeFixture?
        func record(_ action: UIContextualAction, _ path: IndexPath, _ view: UIView, _ done: @escaping (Bool) -> Void) {
            guard let self = weakSelf else { return done(false) }
            self.ran.append("\(action.title ?? "") \(path.item)")
            if let cell = self.cell(path.item) {
                self.seenAtHandler.append((cell.contentView.frame.minX, cell.swipe.buttons.first?.frame.width ?? 0))
            }
            if self.completes { done(true) } else { self.pending = done }
        }
        configuration.trailingSwipeActionsConfigurationProvider = { path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { a, v, done in record(a, path, v, done) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { a, v, done in record(a, path, v, done) }
            flag.image = UIImage(systemName: "star.fill")
            let result = UISwipeActionsConfiguration(actions: [delete, flag])
            result.performsFirstActionWithFullSwipe = weakSelf?.fullSwipe ?? true
            return result
        }
        configuration.leadingSwipeActionsConfigurationProvider = { path in
            let read = UIContextualAction(style: .normal, title: "Read") { a, v, done in record(a, path, v, done) }
            return UISwipeActionsConfiguration(actions: [read])
        }
        (host, controller) = showList(.list(using: configuration), counts: [count])
        weakSelf = self
    }

    /// The list's collection view.
    var collectionView: UICollectionView { controller.collectionView }

    /// The visible cell of `item`.
    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The y of a row's middle (44-pt rows from the top).
    func y(_ item: Int) -> CGFloat { CGFloat(item) * 44 + 22 }

    /// The trailing actions' total width once `item` was swiped.
    func revealWidth(_ item: Int) -> CGFloat { cell(item)?.swipe.buttons.reduce(0) { $0 + $1.naturalWidth } ?? 0 }

    /// Swipes `item` open to the left and lets it settle.
    func openTrailing(_ item: Int) {
        host.drag(from: CGPoint(x: 300, y: y(item)), to: CGPoint(x: 180, y: y(item)), duration: 0.3)
        host.runUntilIdle()
    }

    /// The content's presented x (its animated position) of `item`.
    func presentedX(_ item: Int) -> CGFloat? { cell(item)?.contentView.layer.presentation()?.frame.minX }
}

@MainActor
@Suite("List swipe animations")
struct ListSwipeAnimationTests {
    @Test("Release animates the row open: midway between start and end, at rest exactly at the actions' width")
    func opensAnimated() throws {
        let f = SwipeFixture()
        let cell = try #require(f.cell(2))
        f.host.drag(from: CGPoint(x: 300, y: f.y(2)), to: CGPoint(x: 200, y: f.y(2)), duration: 0.3)
        let width = f.revealWidth(2)
        #expect(width >= 148)
        // The model takes the end value at once; the presentation animates from the release point.
        #expect(cell.contentView.frame.minX == -width)
        f.host.advance(by: 0.08)
        let midway = try #require(f.presentedX(2))
        #expect(midway < -100 && midway > -width)
        f.host.runUntilIdle()
        #expect(f.presentedX(2) == -width)
        #expect(cell.contentView.frame.minX == -width)
        #expect(cell.swipe.offset == -width)
        // The buttons fill the revealed space, first action (Delete) at the row's edge.
        let delete = try #require(cell.swipe.buttons.first), flag = try #require(cell.swipe.buttons.last)
        #expect(delete.frame.maxX == 390 && flag.frame.minX == 390 - width && flag.frame.maxX == delete.frame.minX)
        #expect(delete.backgroundColor == UIColor.systemRed)
        #expect(flag.backgroundColor == UIColor.systemGray)
        // An image and a title: the image centred above the title.
        #expect(flag.imageView.image != nil && !flag.imageView.isHidden)
        #expect(flag.imageView.frame.maxY <= flag.titleLabel.frame.minY)
        #expect(abs(flag.imageView.frame.midX - flag.titleLabel.frame.midX) < 0.5)
        #expect(delete.imageView.isHidden && abs(delete.titleLabel.frame.midY - 22) < 1)
        // Pixels: systemRed (255, 59, 48) at the row's trailing end, systemGray (142, 142, 147) under Flag.
        let image = f.host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 386, y: f.y(2) - 18), scale: 2).isClose(to: Pixel(r: 255, g: 59, b: 48)))
        #expect(image.pixel(atPoint: CGPoint(x: flag.frame.minX + 4, y: f.y(2) - 18), scale: 2).isClose(to: Pixel(r: 142, g: 142, b: 147)))
        #expect(f.ran.isEmpty)
    }

    @Test("A short drag springs back closed, animated; isSwiped stays true until the row is closed")
    func shortDragCloses() throws {
        let f = SwipeFixture()
        let cell = try #require(f.cell(3))
        #expect(!cell.configurationState.isSwiped)
        f.host.touchDown(at: CGPoint(x: 300, y: f.y(3)))
        for x in stride(from: 296, through: 270, by: -2) { f.host.advance(by: 0.03); f.host.touchMove(to: CGPoint(x: CGFloat(x), y: f.y(3))) }
        f.host.advance(by: 0.2)
        #expect(cell.configurationState.isSwiped)
        f.host.touchUp()
        #expect(cell.contentView.frame.minX == 0)
        f.host.advance(by: 0.05)
        let presented = try #require(f.presentedX(3))
        #expect(presented < 0 && presented > -30)
        #expect(cell.configurationState.isSwiped)
        f.host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped)
        #expect(f.presentedX(3) == 0)
        #expect(cell.swipe.buttons.isEmpty)
    }

    @Test("Past the actions' width the row follows the finger with the rubber band (c = 0.55, d = row width)")
    func rubberBand() throws {
        let f = SwipeFixture()
        f.fullSwipe = false
        let cell = try #require(f.cell(1))
        f.host.touchDown(at: CGPoint(x: 380, y: f.y(1)))
        for x in [370, 360, 350] as [CGFloat] { f.host.advance(by: 0.02); f.host.touchMove(to: CGPoint(x: x, y: f.y(1))) }
        #expect(cell.contentView.frame.minX == -30)
        let width = f.revealWidth(1)
        #expect(width >= 148)
        f.host.advance(by: 0.02)
        f.host.touchMove(to: CGPoint(x: 380 - width - 100, y: f.y(1)))
        let expected = -(width + (1 - 1 / (100 * 0.55 / 390 + 1)) * 390)
        #expect(abs(cell.contentView.frame.minX - expected) < 0.01)
        #expect(cell.contentView.frame.minX > -(width + 100))
        // Released past the width without full swipe: it settles at the actions' width.
        f.host.advance(by: 0.2)
        f.host.touchUp()
        f.host.runUntilIdle()
        #expect(cell.contentView.frame.minX == -width)
        #expect(f.ran.isEmpty)
    }

    @Test("A full swipe expands the first action over the whole row, then runs its handler, then closes animated")
    func fullSwipe() throws {
        let f = SwipeFixture()
        let cell = try #require(f.cell(2))
        f.host.drag(from: CGPoint(x: 385, y: f.y(2)), to: CGPoint(x: 20, y: f.y(2)), duration: 0.3)
        #expect(cell.swipe.isExpanded)
        #expect(f.ran.isEmpty)
        f.host.advance(by: 0.05)
        #expect(f.ran.isEmpty)
        f.host.runUntilIdle()
        #expect(f.ran == ["Delete 2"])
        let seen = try #require(f.seenAtHandler.first)
        #expect(seen.contentX == -390 && seen.firstButtonWidth == 390)
        #expect(!cell.configurationState.isSwiped)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("Tapping an action runs its handler; the row stays open until the handler completes, then closes animated")
    func handlerWithoutCompletion() throws {
        let f = SwipeFixture()
        f.completes = false
        f.openTrailing(4)
        let cell = try #require(f.cell(4))
        let delete = try #require(cell.swipe.buttons.first)
        f.host.tap(at: CGPoint(x: delete.convert(delete.bounds, to: nil).midX, y: f.y(4)))
        f.host.runUntilIdle()
        #expect(f.ran == ["Delete 4"])
        // No completion yet: the row stays open.
        #expect(cell.configurationState.isSwiped && cell.contentView.frame.minX < 0)
        // The completion (false) closes it, animated.
        let width = f.revealWidth(4)
        let pending = try #require(f.pending)
        pending(false)
        #expect(cell.contentView.frame.minX == 0)
        f.host.advance(by: 0.05)
        let shown = try #require(f.presentedX(4))
        #expect(shown < 0 && shown > -width)
        #expect(cell.configurationState.isSwiped)
        f.host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped && cell.swipe.buttons.isEmpty)
    }

    @Test("A tap elsewhere closes the open row, animated, and selects nothing")
    func tapElsewhereCloses() throws {
        let f = SwipeFixture()
        f.openTrailing(2)
        let cell = try #require(f.cell(2))
        #expect(cell.configurationState.isSwiped)
        #expect(f.collectionView.openSwipeRow === cell)
        f.host.tap(at: CGPoint(x: 100, y: f.y(6)))
        let presented = try #require(f.presentedX(2))
        #expect(presented < 0)
        #expect(cell.configurationState.isSwiped)
        f.host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped)
        #expect(cell.contentView.frame.minX == 0)
        #expect(f.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(!(try #require(f.cell(6))).isSelected)
        #expect(f.collectionView.openSwipeRow == nil)
        // With no row open, the same tap selects.
        f.host.tap(at: CGPoint(x: 100, y: f.y(6)))
        f.host.runUntilIdle()
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test("A tap on the open row's content closes it without selecting it")
    func tapOnOpenRowCloses() throws {
        let f = SwipeFixture()
        f.openTrailing(2)
        f.host.tap(at: CGPoint(x: 60, y: f.y(2)))
        f.host.runUntilIdle()
        let cell = try #require(f.cell(2))
        #expect(!cell.configurationState.isSwiped && !cell.isSelected)
        #expect(f.ran.isEmpty)
    }

    @Test("Opening a second row closes the first")
    func secondRowClosesFirst() throws {
        let f = SwipeFixture()
        f.openTrailing(2)
        let first = try #require(f.cell(2))
        f.host.drag(from: CGPoint(x: 300, y: f.y(5)), to: CGPoint(x: 180, y: f.y(5)), duration: 0.3)
        f.host.runUntilIdle()
        let second = try #require(f.cell(5))
        #expect(!first.configurationState.isSwiped && first.contentView.frame.minX == 0)
        #expect(second.configurationState.isSwiped && second.contentView.frame.minX == -f.revealWidth(5))
        #expect(f.collectionView.openSwipeRow === second)
    }

    @Test("Scrolling the collection view closes the open row, animated")
    func scrollingCloses() throws {
        let f = SwipeFixture(count: 40)
        f.openTrailing(3)
        let cell = try #require(f.cell(3))
        f.collectionView.contentOffset = CGPoint(x: 0, y: 20)
        f.host.renderFrame()
        #expect(cell.contentView.frame.minX == 0)
        #expect(try #require(f.presentedX(3)) < 0)
        f.host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped)
        // A finger scroll does too.
        f.openTrailing(4)
        let other = try #require(f.cell(4))
        #expect(other.configurationState.isSwiped)
        f.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 520), duration: 0.3)
        f.host.runUntilIdle()
        #expect(!other.configurationState.isSwiped)
        #expect(f.collectionView.contentOffset.y > 20)
    }

    @Test("Leading actions reveal from the leading edge; grabbing a moving row stops it where it is shown")
    func leadingAndGrab() throws {
        let f = SwipeFixture()
        let cell = try #require(f.cell(1))
        f.host.drag(from: CGPoint(x: 40, y: f.y(1)), to: CGPoint(x: 90, y: f.y(1)), duration: 0.3)
        let width = f.revealWidth(1)
        #expect(cell.contentView.frame.minX == width)
        let read = try #require(cell.swipe.buttons.first)
        #expect(read.frame.minX == 0)
        f.host.advance(by: 0.05)
        let shown = try #require(f.presentedX(1))
        #expect(shown > 0 && shown < width)
        // Grab it: the drag starts from where it was shown, with no animation left.
        f.host.touchDown(at: CGPoint(x: 200, y: f.y(1)))
        f.host.advance(by: 0.02)
        f.host.touchMove(to: CGPoint(x: 210, y: f.y(1)))
        f.host.advance(by: 0.02)
        f.host.touchMove(to: CGPoint(x: 211, y: f.y(1)))
        #expect(cell.contentView.layer.animation(forKey: "position") == nil)
        #expect(cell.contentView.frame.minX > shown)
        f.host.touchCancel()
        f.host.runUntilIdle()
        #expect(!cell.configurationState.isSwiped)
    }
}
