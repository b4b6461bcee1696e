import Testing
import Foundation
import UIKitTesting
@testable import UIKit

// MARK: Split.storyboard's classes

final class SplitMasterViewController: UIViewController {}

final class SplitDetailViewController: UIViewController {}

/// A split view controller subclass, as apps write them: its `init?(coder:)` runs and sees the document's style.
final class AppSplitViewController: UISplitViewController {
    var styleInInit: UISplitViewController.Style?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        styleInInit = style
    }
}

final class PopoverSourceViewController: UIViewController {
    @Outlet var anchoredButton: UIButton!
    @Outlet var senderButton: UIButton!
    @Outlet var marker: UIView!
    /// What `prepare(for:sender:)` saw of each popover's anchor.
    var prepared: [(identifier: String?, sourceView: UIView?, barButtonItem: UIBarButtonItem?)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let popover = segue.destination.popoverPresentationController
        prepared.append((segue.identifier, popover?.sourceView, popover?.barButtonItem))
    }
}

@MainActor
@Suite("Nib: storyboard split view controllers and popover segues")
struct StoryboardSplitPopoverTests {
    /// A landscape iPad-sized window (regular width).
    func wideHost() -> HeadlessHost { HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 1) }

    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test("a classic split view controller: masterViewController and detailViewController become viewControllers, tiled side by side")
    func classicSplit() throws {
        let storyboard = UIStoryboard(name: "Split", bundle: nil)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let master = try #require(navigation.topViewController as? SplitMasterViewController)
        let detail = try #require(split.viewControllers.last as? SplitDetailViewController)
        #expect(master.splitViewController === split && detail.splitViewController === split)
        #expect(master.storyboard === storyboard && detail.storyboard === storyboard)
        let host = wideHost()
        host.show(split)
        _ = host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(master.view.window != nil && detail.view.window != nil)
        #expect(windowFrame(navigation.view).minX == 0)
        #expect(windowFrame(navigation.view).maxX <= windowFrame(detail.view).minX)
        #expect(windowFrame(detail.view).maxX == 1024)
        #expect(detail.view.backgroundColor == .systemTeal)
    }

    @Test("an iOS 14 column split (allowDoubleColumnStyle): its subclass's init(coder:) sees the style; primary, secondary and compact columns")
    func columnSplit() throws {
        let storyboard = UIStoryboard(name: "Split", bundle: nil)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Columns") as? AppSplitViewController)
        #expect(split.styleInInit == .doubleColumn && split.style == .doubleColumn)
        #expect(split.preferredDisplayMode == .oneBesideSecondary && split.preferredSplitBehavior == .tile)
        let master = try #require(split.viewController(for: .primary) as? SplitMasterViewController)
        let detail = try #require(split.viewController(for: .secondary) as? SplitDetailViewController)
        let compact = try #require(split.viewController(for: .compact))
        #expect(compact.title == "Compact")
        #expect(split.viewController(for: .supplementary) == nil)
        // Column style wraps the primary and secondary in navigation controllers, as UIKit.
        #expect(master.navigationController != nil && detail.navigationController != nil)
        let host = wideHost()
        host.show(split)
        _ = host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary && !split.isCollapsed)
        #expect(master.view.window != nil && detail.view.window != nil && compact.viewIfLoaded?.window == nil)
        #expect(windowFrame(master.view).width == split.primaryColumnWidth)
        #expect(windowFrame(master.view).maxX <= windowFrame(detail.view).minX)
        // A compact-width window shows the compact column's controller alone.
        let phone = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        let collapsing = try #require(storyboard.instantiateViewController(withIdentifier: "Columns") as? UISplitViewController)
        phone.show(collapsing)
        _ = phone.runUntilIdle()
        #expect(collapsing.isCollapsed)
        let shown = try #require(collapsing.viewController(for: .compact))
        #expect(shown.view.window != nil && shown.view.backgroundColor == .systemOrange)
        #expect(collapsing.viewController(for: .primary)?.viewIfLoaded?.window == nil)
    }

    @Test("a triple-column split: masterViewController, supplementaryViewController and detailViewController fill the three columns")
    func tripleSplit() throws {
        let split = try #require(UIStoryboard(name: "Split", bundle: nil).instantiateViewController(withIdentifier: "Triple") as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary) is SplitMasterViewController)
        #expect(split.viewController(for: .supplementary)?.title == "Supplementary")
        #expect(split.viewController(for: .secondary) is SplitDetailViewController)
        let host = wideHost()
        host.show(split)
        _ = host.runUntilIdle()
        let supplementary = try #require(split.viewController(for: .supplementary))
        let detail = try #require(split.viewController(for: .secondary))
        #expect(supplementary.view.window != nil && detail.view.window != nil)
        #expect(windowFrame(supplementary.view).maxX <= windowFrame(detail.view).minX)
    }

    /// The Popovers scene shown in a wide window.
    func showPopovers() throws -> (PopoverSourceViewController, HeadlessHost) {
        let controller = try #require(UIStoryboard(name: "Split", bundle: nil).instantiateViewController(withIdentifier: "Popovers") as? PopoverSourceViewController)
        let host = wideHost()
        host.show(UINavigationController(rootViewController: controller))
        _ = host.runUntilIdle()
        return (controller, host)
    }

    func tap(_ view: UIView, in host: HeadlessHost) {
        let frame = windowFrame(view)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        _ = host.runUntilIdle()
    }

    @Test("a popover segue from a button with popoverAnchorView points at that view's bounds, with the document's arrow directions")
    func anchorView() throws {
        let (controller, host) = try showPopovers()
        tap(controller.anchoredButton, in: host)
        let content = try #require(controller.presentedViewController ?? controller.navigationController?.presentedViewController)
        #expect(content.modalPresentationStyle == .popover)
        #expect(content.preferredContentSize == CGSize(width: 320, height: 200))
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.sourceView === controller.marker)
        #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(popover.permittedArrowDirections == [.up, .down])
        #expect(content.view.window != nil)
        // The panel sits above or below the marker (arrow up or down), not over it.
        let marker = windowFrame(controller.marker)
        let panel = windowFrame(content.view)
        #expect(panel.minY >= marker.maxY || panel.maxY <= marker.minY)
        // prepare(for:sender:) already sees the anchor, as UIKit's popover segue sets it before.
        #expect(controller.prepared.count == 1 && controller.prepared.first?.identifier == "anchored")
        #expect(controller.prepared.first?.sourceView === controller.marker)
    }

    @Test("a popover segue without an anchor attribute points at the control that triggered it")
    func anchorSender() throws {
        let (controller, host) = try showPopovers()
        tap(controller.senderButton, in: host)
        let content = try #require(controller.presentedViewController ?? controller.navigationController?.presentedViewController)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.sourceView === controller.senderButton)
        #expect(popover.sourceRect == controller.senderButton.bounds)
        #expect(popover.permittedArrowDirections == .any)
        #expect(content.view.window != nil)
    }

    @Test("a popover segue anchored to a bar button item sets barButtonItem")
    func anchorBarButtonItem() throws {
        let (controller, host) = try showPopovers()
        let item = try #require(controller.navigationItem.rightBarButtonItem)
        item.performTap()
        _ = host.runUntilIdle()
        let content = try #require(controller.presentedViewController ?? controller.navigationController?.presentedViewController)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.barButtonItem === item && popover.sourceView == nil)
        #expect(popover.permittedArrowDirections == .up)
        #expect(popover.arrowDirection == .up)
        #expect(controller.prepared.first?.barButtonItem === item)
    }

    @Test("performSegue(withIdentifier:sender:) of a manual popover segue anchors to its popoverAnchorView")
    func manualSegue() throws {
        let (controller, host) = try showPopovers()
        controller.performSegue(withIdentifier: "manual", sender: nil)
        _ = host.runUntilIdle()
        let content = try #require(controller.presentedViewController ?? controller.navigationController?.presentedViewController)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.sourceView === controller.marker)
        #expect(popover.permittedArrowDirections == [.left, .right])
        #expect(popover.arrowDirection == .left || popover.arrowDirection == .right)
    }

    // MARK: Malformed documents

    /// What a child process wrote to standard error.
    func stderr(_ result: ExitTest.Result?) -> String { String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) }

    @Test("a supplementary column in a classic split (no allowDoubleColumnStyle) traps naming the file and the segue's line")
    func supplementaryInClassic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIStoryboard(name: "BrokenSplit", bundle: nil).instantiateViewController(withIdentifier: "SupplementaryInClassic")
            }
        }
        let message = stderr(result)
        #expect(message.contains("BrokenSplit.storyboard:13: relationship 'supplementaryViewController' needs a column-style split view controller (allowDoubleColumnStyle=\"YES\")"), "\(message)")
    }

    @Test("a split view relationship of a plain view controller traps naming the file, line and what it accepts")
    func relationshipOfPlainController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIStoryboard(name: "BrokenSplit", bundle: nil).instantiateViewController(withIdentifier: "MasterOfPlain")
            }
        }
        let message = stderr(result)
        #expect(message.contains("BrokenSplit.storyboard:25: relationship 'masterViewController' of a UIKit.UIViewController; expected no relationship segues"), "\(message)")
    }

    @Test("two masterViewController relationships trap at the second")
    func twoMasters() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIStoryboard(name: "BrokenSplit", bundle: nil).instantiateViewController(withIdentifier: "TwoMasters")
            }
        }
        let message = stderr(result)
        #expect(message.contains("BrokenSplit.storyboard:35: a second 'masterViewController' relationship"), "\(message)")
    }

    @Test("a compact column in a classic split traps naming the file and line")
    func compactInClassic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIStoryboard(name: "BrokenSplit", bundle: nil).instantiateViewController(withIdentifier: "CompactInClassic")
            }
        }
        let message = stderr(result)
        #expect(message.contains("BrokenSplit.storyboard:44: relationship 'compactViewController' needs a column-style split view controller"), "\(message)")
    }

    @Test("a popover anchor id that names no object of the scene traps at the segue's line")
    func lostAnchor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = UIStoryboard(name: "BrokenSplit", bundle: nil).instantiateViewController(withIdentifier: "LostAnchor")
                HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 1).show(controller)
                controller.performSegue(withIdentifier: "lost", sender: nil)
            }
        }
        let message = stderr(result)
        #expect(message.contains("BrokenSplit.storyboard:56: popover segue 'lost' anchors to 'Gon-vw-999', which is not a view or bar button item of the scene"), "\(message)")
    }

    @Test("a popover segue with no anchor and no sender traps in a regular-width window, as UIKit")
    func unanchoredTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = UIStoryboard(name: "Split", bundle: nil).instantiateViewController(withIdentifier: "Popovers")
                let host = HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 1)
                host.show(controller)
                controller.performSegue(withIdentifier: "unanchored", sender: nil)
                _ = host.runUntilIdle()
            }
        }
        let message = stderr(result)
        #expect(message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs"), "\(message)")
    }
}
