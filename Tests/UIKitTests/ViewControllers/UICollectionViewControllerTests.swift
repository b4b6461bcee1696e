import Testing
import UIKitTesting
@testable import UIKit

private let reuseIdentifier = "Cell"

/// A subclass written the way Xcode's UICollectionViewController template is, recording the overrides
/// the collection view calls.
final class TemplateCollectionViewController: UICollectionViewController {
    var model: [[Int]] = [Array(0 ..< 6), Array(100 ..< 104)]
    var events: [String] = []
    var scrolls = 0
    var willBeginDragging = 0
    var displayed: Set<IndexPath> = []
    var movable = true
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView!.register(ValueCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        events.append("numberOfItems \(section)")
        return model[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! ValueCell
        cell.value = model[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.section).\(indexPath.item)")
        return true
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.insert(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { willBeginDragging += 1 }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let value = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        model[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }
}

/// A grid controller that also adopts the flow-layout delegate protocol, as on iOS.
final class FlowGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var sizeQuestions = 0
    var insetQuestions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ValueCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: 300, height: 40 + CGFloat(indexPath.item) * 10)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        insetQuestions += 1
        return UIEdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
    }
}

/// A controller whose collection view is fed by a diffable data source; its own data-source overrides
/// record whether they were (wrongly) asked.
final class DiffableCollectionController: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var ownDataSourceAsked = false
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<ValueCell, Int> { cell, _, value in cell.value = value }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, path, value in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: value)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 20, 30])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ownDataSourceAsked = true
        return 0
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let value = dataSource.itemIdentifier(for: indexPath) { selected.append(value) }
    }
}

/// A controller that reports an item but forgets to override `cellForItemAt`.
final class ForgetfulCollectionViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
}

/// A controller that overrides only the iOS 9 form of the move-target method.
final class OldStyleTargetController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                                 toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        IndexPath(item: 99, section: 0)
    }
}

/// The item values the visible cells show, in index-path order.
@MainActor
private func shownValues(_ collectionView: UICollectionView) -> [Int?] {
    collectionView.indexPathsForVisibleItems.sorted().map { (collectionView.cellForItem(at: $0) as? ValueCell)?.value }
}

/// The centre of the item at `indexPath` in window coordinates.
@MainActor
private func center(of indexPath: IndexPath, in collectionView: UICollectionView) -> CGPoint {
    let frame = collectionView.layoutAttributesForItem(at: indexPath)!.frame
    return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
}

@MainActor
struct UICollectionViewControllerTests {
    @Test func loadViewMakesAFullSizeCollectionViewServedByTheController() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(!controller.isViewLoaded, "collectionViewLayout does not load the view")
        host.show(controller)
        let collectionView = try! #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(collectionView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(collectionView.backgroundColor == .systemBackground)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        // The defaults: one section, no items, so cellForItemAt is never reached.
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(collectionView.visibleCells.isEmpty)
    }

    @Test func plainInitializersUseAFlowLayout() {
        _ = HeadlessHost()
        #expect(UICollectionViewController().collectionViewLayout is UICollectionViewFlowLayout)
        #expect(UICollectionViewController(nibName: nil, bundle: nil).collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test func protocolDefaultsAreTheControllersDefaults() {
        _ = HeadlessHost()
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = controller.collectionView!
        let path = IndexPath(item: 0, section: 0)
        #expect(controller.collectionView(collectionView, shouldHighlightItemAt: path))
        #expect(controller.collectionView(collectionView, shouldSelectItemAt: path))
        #expect(controller.collectionView(collectionView, canFocusItemAt: path))
        #expect(!controller.collectionView(collectionView, canMoveItemAt: path))
        #expect(controller.indexTitles(for: collectionView) == nil)
        #expect(controller.viewForZooming(in: collectionView) == nil)
        #expect(controller.scrollViewShouldScrollToTop(collectionView))
        collectionView.selectionFollowsFocus = true
        #expect(controller.collectionView(collectionView, selectionFollowsFocusForItemAt: path))
        let proposal = CGPoint(x: 3, y: 4)
        #expect(controller.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposal) == proposal)
    }

    @Test func theIOS15MoveTargetFallsBackToAnOverriddenIOS9Form() {
        _ = HeadlessHost()
        let controller = OldStyleTargetController(collectionViewLayout: UICollectionViewFlowLayout())
        let answer = controller.collectionView(controller.collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 0),
                                               atCurrentIndexPath: IndexPath(item: 1, section: 0), toProposedIndexPath: IndexPath(item: 2, section: 0))
        #expect(answer == IndexPath(item: 99, section: 0))
    }

    @Test func templateSubclassShowsItsCells() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let collectionView = controller.collectionView!
        #expect(collectionView.numberOfSections == 2)
        #expect(shownValues(collectionView) == [0, 1, 2, 3, 4, 5, 100, 101, 102, 103])
        #expect(controller.displayed.count == 10, "willDisplay override is called")
        #expect(controller.events.contains("numberOfItems 1"))
    }

    @Test func tapCallsTheSelectionOverrides() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        controller.events.removeAll()
        host.tap(at: center(of: IndexPath(item: 2, section: 1), in: controller.collectionView))
        host.runUntilIdle()
        #expect(controller.events == ["shouldHighlight 1.2", "didSelect 1.2"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
    }

    @Test func dragCallsTheScrollViewDelegateOverrides() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.model = [Array(0 ..< 300)]
        host.show(controller)
        #expect(controller.scrolls == 0 && controller.willBeginDragging == 0)
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
        host.runUntilIdle()
        #expect(controller.willBeginDragging == 1)
        #expect(controller.scrolls > 0)
        #expect(controller.collectionView.contentOffset.y > 0)
    }

    @Test func viewWillAppearClearsTheSelectionWithoutTellingTheDelegate() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        controller.collectionView.allowsMultipleSelection = true
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.collectionView.selectItem(at: IndexPath(item: 3, section: 1), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.collectionView.indexPathsForSelectedItems?.count == 2, "disappearing keeps the selection")
        controller.events.removeAll()
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        #expect(controller.appearances == 2, "the subclass's viewWillAppear ran")
        #expect(!controller.events.contains { $0.hasPrefix("didDeselect") })
    }

    @Test func clearsSelectionOnViewWillAppearFalseKeepsTheSelection() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.clearsSelectionOnViewWillAppear = false
        host.show(controller)
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// Presses the item at `from`, waits past the long-press duration, drags the finger to the centre of
    /// `to` in steps and lifts (or cancels).
    private func longPressDrag(_ host: HeadlessHost, _ collectionView: UICollectionView, from: IndexPath, to: IndexPath, cancel: Bool = false) {
        let start = center(of: from, in: collectionView), end = center(of: to, in: collectionView)
        host.touchDown(at: start)
        host.advance(by: 0.6)
        for step in 1 ... 10 {
            let t = CGFloat(step) / 10
            host.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            host.advance(by: 1.0 / 60)
        }
        if cancel { host.touchCancel() } else { host.touchUp() }
        host.runUntilIdle()
    }

    @Test func longPressReordersAndCallsMoveItemAtOnce() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let collectionView = controller.collectionView!
        controller.events.removeAll()
        longPressDrag(host, collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(controller.moves.count == 1)
        #expect(controller.moves.first?.from == IndexPath(item: 0, section: 0))
        #expect(controller.moves.first?.to == IndexPath(item: 4, section: 0))
        #expect(controller.model[0] == [1, 2, 3, 4, 0, 5])
        #expect(shownValues(collectionView) == [1, 2, 3, 4, 0, 5, 100, 101, 102, 103])
        #expect(!controller.events.contains { $0.hasPrefix("didSelect") }, "the press does not select")
        #expect(collectionView.contentOffset == .zero, "the drag moved the item, not the content")
    }

    @Test func cancelledLongPressDoesNotMove() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        longPressDrag(host, controller.collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0), cancel: true)
        #expect(controller.moves.isEmpty)
        #expect(shownValues(controller.collectionView) == [0, 1, 2, 3, 4, 5, 100, 101, 102, 103])
    }

    @Test func longPressDoesNothingWhenItemsCannotMoveOrTheGestureIsOff() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.movable = false
        host.show(controller)
        longPressDrag(host, controller.collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(controller.moves.isEmpty)

        controller.movable = true
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(!(controller.collectionView.gestureRecognizers ?? []).contains { $0 is UILongPressGestureRecognizer && !($0.delegate is ContextMenuPressArbiter) })
        longPressDrag(host, controller.collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(controller.moves.isEmpty)

        controller.installsStandardGestureForInteractiveMovement = true
        longPressDrag(host, controller.collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(controller.moves.count == 1)
    }

    @Test func aLongPressOnAnItemThatCannotMoveStillSelectsOnLift() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.movable = false
        host.show(controller)
        controller.events.removeAll()
        host.touchDown(at: center(of: IndexPath(item: 2, section: 0), in: controller.collectionView))
        host.advance(by: 1)
        host.touchUp()
        host.runUntilIdle()
        #expect(controller.events == ["shouldHighlight 0.2", "didSelect 0.2"], "the standard gesture did not take the touch")
        #expect(controller.standardMovementGesture?.recognizer.state == .possible)
    }

    @Test func flowLayoutDelegateMethodsOfASubclassAreUsed() {
        let host = HeadlessHost()
        let controller = FlowGridController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let collectionView = controller.collectionView!
        #expect(controller.sizeQuestions > 0)
        #expect(controller.insetQuestions > 0)
        let frames = (0 ..< 4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map(\.size) == [CGSize(width: 300, height: 40), CGSize(width: 300, height: 50),
                                       CGSize(width: 300, height: 60), CGSize(width: 300, height: 70)])
        #expect(frames[0].minY == 7)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 300, height: 70))
    }

    @Test func aDiffableDataSourceOnTheControllersCollectionViewWorks() {
        let host = HeadlessHost()
        let controller = DiffableCollectionController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let collectionView = controller.collectionView!
        #expect(collectionView.dataSource === controller.dataSource)
        #expect(shownValues(collectionView) == [10, 20, 30])
        #expect(!controller.ownDataSourceAsked)
        host.tap(at: center(of: IndexPath(item: 1, section: 0), in: collectionView))
        host.runUntilIdle()
        #expect(controller.selected == [20], "the controller stays the delegate")
    }

    @Test func settingCollectionViewReplacesTheView() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let old = controller.collectionView!
        let layout = UICollectionViewFlowLayout()
        let replacement = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        replacement.register(ValueCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        controller.collectionView = replacement
        #expect(replacement.dataSource === controller, "the controller takes the unassigned data-source role")
        #expect(replacement.delegate === controller, "and the unassigned delegate role")
        #expect(controller.view === replacement)
        #expect(controller.collectionView === replacement)
        #expect(controller.collectionViewLayout === layout)
        #expect(!(old.gestureRecognizers ?? []).contains { $0 is UILongPressGestureRecognizer && !($0.delegate is ContextMenuPressArbiter) })
        #expect((replacement.gestureRecognizers ?? []).contains { $0 is UILongPressGestureRecognizer })
    }

    @Test func settingACollectionViewWithItsOwnDataSourceKeepsIt() {
        let host = HeadlessHost()
        let controller = TemplateCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        host.show(controller)
        let dataSource = ModelDataSource([[7, 8]])
        let replacement = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        replacement.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
        replacement.dataSource = dataSource
        controller.collectionView = replacement
        #expect(replacement.dataSource === dataSource)
        #expect(replacement.delegate === controller)
        replacement.layoutIfNeeded()
        #expect(shownValues(replacement) == [7, 8])
    }

    @Test func diagnosticClassNameDropsUnknownContexts() {
        _ = HeadlessHost()
        final class Local: UICollectionViewController {}
        #expect(Local(collectionViewLayout: UICollectionViewFlowLayout()).diagnosticClassName == "UIKitTests.UICollectionViewControllerTests.Local")
        #expect(ForgetfulCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).diagnosticClassName
            == "UIKitTests.ForgetfulCollectionViewController")
    }

    @Test func cellForItemAtWithoutAnOverrideTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                host.show(ForgetfulCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: '-[UIKitTests.ForgetfulCollectionViewController collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance 0x"))
    }
}
