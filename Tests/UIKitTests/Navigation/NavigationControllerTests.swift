import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct NavigationControllerTests {
    @Test func stackAPI() {
        let root = UIViewController(), a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        #expect(nav.viewControllers == [root] && nav.topViewController === root && nav.visibleViewController === root)
        #expect(root.navigationController === nav && root.parent === nav)
        nav.pushViewController(a, animated: false)
        nav.pushViewController(b, animated: false)
        #expect(nav.viewControllers == [root, a, b] && nav.children == [root, a, b])
        #expect(nav.popViewController(animated: false) === b)
        #expect(b.navigationController == nil && b.parent == nil)
        nav.pushViewController(b, animated: false)
        #expect(nav.popToViewController(a, animated: false) == [b])
        #expect(nav.popToRootViewController(animated: false) == [a])
        #expect(nav.popViewController(animated: false) == nil)
        #expect(nav.popToRootViewController(animated: false) == nil)
        nav.setViewControllers([a, b], animated: false)
        #expect(nav.viewControllers == [a, b] && root.parent == nil)
    }

    @Test func navigationItemFollowsTheTitle() {
        let vc = UIViewController()
        vc.title = "Inbox"
        #expect(vc.navigationItem.title == "Inbox")
        vc.title = "Archive"
        #expect(vc.navigationItem.title == "Archive")
        #expect(vc.navigationItem === vc.navigationItem)
    }

    @Test func pushCallsAppearanceMethodsInUIKitsOrder() {
        let host = phoneHost()
        let log = CallbackLog()
        let a = NavLoggingController("A", log: log), b = NavLoggingController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = LoggingNavigationDelegate(log: log)
        nav.delegate = delegate
        host.show(nav)
        _ = log.take()
        nav.pushViewController(b, animated: true)
        #expect(log.entries == ["B.willMove(nav)", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)"])
        #expect(nav.topViewController === b && nav.transitionCoordinator != nil)
        host.advance(by: 0.5)
        #expect(log.take() == ["B.willMove(nav)", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
                               "B.coordinatorCompletion(cancelled: false)", "A.viewDidDisappear", "B.viewDidAppear",
                               "B.didMove(nav)", "didShow(B)"])
        #expect(b.alongsideRan)
        #expect(nav.transitionCoordinator == nil)
        #expect(a.view.superview == nil && b.view.superview != nil)
        nav.popViewController(animated: true)
        host.advance(by: 0.5)
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
                               "A.coordinatorCompletion(cancelled: false)", "B.viewDidDisappear", "A.viewDidAppear",
                               "B.didMove(nil)", "didShow(A)"])
        #expect(b.view.superview == nil && a.view.window != nil)
    }

    @Test func pushWithoutAnimationCallsTheSameMethodsAtOnce() {
        let host = phoneHost()
        let log = CallbackLog()
        let a = NavLoggingController("A", log: log), b = NavLoggingController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        _ = log.take()
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["B.willMove(nav)", "A.viewWillDisappear", "B.viewWillAppear",
                               "B.coordinatorCompletion(cancelled: false)", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)"])
    }

    @Test func pushFramesFollowTheSystemSlide() throws {
        let host = phoneHost()
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .systemBlue
        b.view.backgroundColor = .systemOrange
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: true)
        host.renderFrame()
        #expect(presentedFrame(b.view).minX == 390)          // starts off the trailing edge
        #expect(presentedFrame(a.view).minX == 0)
        var previous: CGFloat = 391
        var samples: [CGFloat] = []
        for _ in 0 ..< 42 {                                  // 0.35 s at 120 Hz
            host.advance(by: 1.0 / 120)
            let x = presentedFrame(b.view).minX
            #expect(x <= previous)
            previous = x
            samples.append(x)
        }
        // Half-way in time the curve has covered most of the distance (ease-out), the old view moves a
        // third as far.
        let half = samples[20]
        #expect(half > 0 && half < 195)
        host.advance(by: 0.05)
        #expect(b.view.frame.minX == 0 && b.view.transform == .identity)
        #expect(a.view.superview == nil && a.view.transform == .identity)
    }

    @Test func halfwayFrameOfAPushLooksAsOnIOS() {
        let host = phoneHost()
        let a = UIViewController(), b = UIViewController()
        a.title = "Gallery"
        b.title = "Detail"
        a.view.backgroundColor = .white
        b.view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        label.text = "Content of the detail"
        b.view.addSubview(label)
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: true)
        host.advance(by: 0.175)
        // The old view has moved left under the dimming; the new one is part-way in.
        let oldX = presentedFrame(a.view).minX, newX = presentedFrame(b.view).minX
        #expect(oldX < 0 && oldX > -130)
        #expect(abs(oldX - (newX - 390) / 3) < 0.5)      // the old view moves a third as far as the new one
        ReferenceImage.expectMatch(host.snapshot(), named: "navigation-push-halfway@2x")
    }

    @Test func barGeometryAndSafeAreas() {
        let host = phoneHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        nav.setToolbarHidden(false, animated: false)
        host.renderFrame()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 78)
        nav.setNavigationBarHidden(true, animated: false)
        host.renderFrame()
        #expect(nav.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 47)
        nav.setNavigationBarHidden(false, animated: false)
        nav.navigationBar.prefersLargeTitles = true
        host.renderFrame()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(root.view.safeAreaInsets.top == 143)
        root.navigationItem.largeTitleDisplayMode = .never
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 44)
    }

    @Test func animatedBarHidingMovesTheBarAndTheSafeArea() {
        let host = phoneHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        nav.setNavigationBarHidden(true, animated: true)
        host.advance(by: 0.1)
        let y = presentedFrame(nav.navigationBar).minY
        #expect(y < 47 && y > -44)
        host.advance(by: 0.15)
        #expect(nav.navigationBar.isHidden && root.view.safeAreaInsets.top == 47)
    }

    @Test func backButtonShowsThePreviousTitleAndPops() {
        let host = phoneHost()
        let a = UIViewController(), b = UIViewController()
        a.title = "Mail"
        b.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        #expect(nav.navigationBar.contentView?.backButton == nil)
        nav.pushViewController(b, animated: false)
        host.renderFrame()
        let content = nav.navigationBar.contentView!
        #expect(content.shownBackTitle == "Mail")
        #expect(nav.navigationBar.backItem === a.navigationItem && nav.navigationBar.topItem === b.navigationItem)
        let back = content.backButton!
        let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        #expect(center.x < 100 && center.y > 47 && center.y < 91)
        host.tap(at: center)
        host.advance(by: 0.5)
        #expect(nav.viewControllers == [a])
    }

    @Test func backTitleFallsBackToBackThenToTheChevron() {
        let host = phoneHost()
        let a = UIViewController(), b = UIViewController()
        a.title = "A very long title for the previous screen"
        b.title = "Detail"
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Back")
        b.navigationItem.backButtonDisplayMode = .minimal
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.shownBackTitle == nil)
        b.navigationItem.backButtonDisplayMode = .default
        a.navigationItem.backButtonTitle = "Home"
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Home")
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Up")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.backButton == nil)
        b.navigationItem.leftItemsSupplementBackButton = true
        host.renderFrame()
        #expect(nav.navigationBar.contentView?.backButton != nil)
    }

    @Test func barButtonTapsRunTheirActions() {
        let host = phoneHost()
        let root = UIViewController()
        var taps: [String] = []
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps.append("add") }),
            UIBarButtonItem(title: "Sort", style: .plain, target: nil) { _ in taps.append("sort") },
        ]
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        let views = nav.navigationBar.contentView!.rightViews
        #expect(views.count == 2)
        // The first right item is the outermost.
        #expect(views[0].frame.maxX == 390 - 16 && views[1].frame.maxX < views[0].frame.minX)
        for view in views { host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)) }
        #expect(taps == ["add", "sort"])
    }

    @Test func editButtonItemTogglesEditing() {
        let host = phoneHost()
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        #expect(root.editButtonItem.title == "Edit")
        let view = nav.navigationBar.contentView!.rightViews[0]
        host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        #expect(root.isEditing && root.editButtonItem.title == "Done" && root.editButtonItem.style == .done)
        root.setEditing(false, animated: false)
        #expect(root.editButtonItem.title == "Edit")
    }

    @Test func toolbarShowsTheTopControllersItems() {
        let host = phoneHost()
        let root = UIViewController()
        var tapped = false
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil) { _ in tapped = true }
        root.toolbarItems = [UIBarButtonItem.flexibleSpace(), trash]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        host.show(nav)
        let itemView = nav.toolbar.itemViews.first { $0.item === trash }!
        #expect(abs(itemView.frame.maxX - (390 - 16)) < 0.5)
        host.tap(at: itemView.convert(CGPoint(x: itemView.bounds.midX, y: itemView.bounds.midY), to: nil))
        #expect(tapped)
    }

    @Test func customAnimatorFromTheDelegateRunsThePush() {
        let host = phoneHost()
        let log = CallbackLog()
        let a = NavLoggingController("A", log: log), b = NavLoggingController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = LoggingNavigationDelegate(log: log)
        let animator = SlideAnimator()
        delegate.animator = animator
        nav.delegate = delegate
        host.show(nav)
        nav.pushViewController(b, animated: true)
        host.advance(by: 0.5)
        #expect(abs(presentedFrame(b.view).minX - 195) < 1)   // the custom animator's 1 s linear slide
        host.advance(by: 0.6)
        #expect(animator.ended == [true])
        #expect(log.entries.last == "didShow(B)")
    }

    @Test func operationsDuringATransitionWaitForIt() {
        let host = phoneHost()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers == [a, b])
        host.advance(by: 1)
        #expect(nav.viewControllers == [a, b, c])
        #expect(c.view.window != nil && b.view.superview == nil)
    }
}
