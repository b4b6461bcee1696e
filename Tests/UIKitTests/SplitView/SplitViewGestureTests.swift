import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct SplitViewGestureTests {
    private let tests = SplitViewControllerTests()

    /// A portrait iPad-like window (768×1024): the overlay behaviour, the secondary alone at first.
    private func portraitSplit(configure: (UISplitViewController) -> Void = { _ in })
        -> (HeadlessHost, UISplitViewController, NavLoggingController, RecordingSplitDelegate, CallbackLog) {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024), scale: 1)
        let log = CallbackLog()
        let (split, primary, _) = tests.makeDoubleColumn(log: log)
        configure(split)
        let delegate = RecordingSplitDelegate(log: log)
        split.delegate = delegate
        host.show(split)
        host.runUntilIdle()
        _ = log.take()
        return (host, split, primary, delegate, log)
    }

    @Test func swipingInFromTheLeadingEdgeShowsThePrimaryOverTheSecondary() {
        let (host, split, primary, delegate, log) = portraitSplit()
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly)
        host.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 220, y: 500), duration: 0.25)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.take() == ["willChangeTo(oneOverSecondary)", "willShow(primary)", "Sidebar.viewWillAppear", "Sidebar.viewDidAppear"])
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(split.delegate === delegate)
    }

    /// Moves a finger from the leading edge in 8-point steps, one frame each, to `x`, then rests.
    private func swipeIn(_ host: HeadlessHost, to x: CGFloat) {
        host.touchDown(at: CGPoint(x: 2, y: 500))
        var at: CGFloat = 2
        while at < x {
            at = min(at + 8, x)
            host.touchMove(to: CGPoint(x: at, y: 500))
            host.advance(by: 1.0 / 60)
        }
    }

    @Test func theSwipedInPrimaryFollowsTheFingerAndFinishesPastHalfWay() {
        let (host, split, primary, delegate, log) = portraitSplit()
        swipeIn(host, to: 202)
        // 200 of the primary's 320 points: its trailing edge is under the finger.
        let frame = presentedFrame(primary.navigationController!.view)
        #expect(abs(frame.maxX - 200) < 12, "the primary follows the finger: \(frame)")
        #expect(split.displayMode == .oneOverSecondary)
        host.advance(by: 0.2)                                // rest, so the release is not a fling
        #expect(abs(presentedFrame(primary.navigationController!.view).maxX - 200) < 12, "it stays under the resting finger")
        host.touchUp()
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(log.take() == ["willChangeTo(oneOverSecondary)", "willShow(primary)", "Sidebar.viewWillAppear", "Sidebar.viewDidAppear"])
        #expect(split.delegate === delegate)
    }

    @Test func aShortSwipeSlidesThePrimaryBackAndRestoresTheDisplayMode() {
        let (host, split, primary, delegate, log) = portraitSplit()
        swipeIn(host, to: 98)
        #expect(abs(presentedFrame(primary.navigationController!.view).maxX - 96) < 12)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.navigationController?.view.window == nil)
        #expect(log.take() == ["willChangeTo(oneOverSecondary)", "willShow(primary)", "Sidebar.viewWillAppear",
                               "willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar.viewWillDisappear", "Sidebar.viewDidDisappear"])
        // The next swipe works again.
        host.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 220, y: 500), duration: 0.25)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary && split.delegate === delegate)
    }

    @Test func aFlingShowsThePrimaryEvenBeforeHalfWay() {
        let (host, split, primary, _, _) = portraitSplit()
        host.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 90, y: 500), duration: 0.05)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
    }

    @Test func swipingTowardThePrimaryEdgeHidesTheOverlaidSidebar() {
        let (host, split, primary, delegate, log) = portraitSplit()
        split.show(.primary)
        #expect(host.runUntilIdle())
        _ = log.take()
        // A vertical drag on the dimmed secondary hides nothing.
        host.drag(from: CGPoint(x: 600, y: 300), to: CGPoint(x: 605, y: 600), duration: 0.3)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        // A leftward swipe does.
        host.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 380, y: 500), duration: 0.2)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.take() == ["willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar.viewWillDisappear", "Sidebar.viewDidDisappear"])
        #expect(primary.navigationController?.view.window == nil && split.delegate === delegate)
    }

    @Test func withoutPresentsWithGestureTheSwipesDoNothing() {
        let (host, split, _, _, log) = portraitSplit { $0.presentsWithGesture = false }
        host.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 220, y: 500), duration: 0.25)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly && log.take().isEmpty)
        // The tap outside still hides a sidebar shown in code.
        split.show(.primary)
        #expect(host.runUntilIdle())
        host.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 380, y: 500), duration: 0.2)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        host.tap(at: CGPoint(x: 600, y: 500))
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test func theEdgeSwipePopsTheSecondaryStackInsteadWhenItCan() {
        let (host, split, _, _, _) = portraitSplit()
        let secondary = split.viewController(for: .secondary)!.navigationController!
        secondary.pushViewController(UIViewController(), animated: false)
        host.renderFrame()
        host.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 600, y: 500), duration: 0.3)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly && secondary.viewControllers.count == 1)
    }

    @Test func displayModeButtonVisibilityNeverAndAlwaysOverrideTheAutomaticRule() {
        let host = wideHost()
        let log = CallbackLog()
        let (split, _, secondary) = tests.makeDoubleColumn(log: log)
        #expect(split.displayModeButtonVisibility == .automatic)
        host.show(split)
        let bar = secondary.navigationController!.navigationBar
        #expect(bar.containerLeadingItems.first === split.displayModeButtonItem)
        split.displayModeButtonVisibility = .never
        host.renderFrame()
        #expect(bar.containerLeadingItems.isEmpty)
        // .always shows it even where presentsWithGesture off would hide it.
        split.presentsWithGesture = false
        split.displayModeButtonVisibility = .always
        host.renderFrame()
        #expect(bar.containerLeadingItems.first === split.displayModeButtonItem)
        split.displayModeButtonVisibility = .automatic
        host.renderFrame()
        #expect(bar.containerLeadingItems.isEmpty)
        #expect(UISplitViewController.DisplayModeButtonVisibility(rawValue: 2) == .always)
    }
}
