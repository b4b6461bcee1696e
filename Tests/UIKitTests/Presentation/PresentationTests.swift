import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PresentationTests {
    @Test func fullScreenPresentAndDismissCallAppearanceMethodsInUIKitsOrder() {
        let host = makePhoneHost()
        let log = EventLog()
        let a = AppearanceLoggingController("A", log: log)
        host.show(a)
        log.clear()
        let b = AppearanceLoggingController("B", log: log, color: .systemBlue)
        b.modalPresentationStyle = .fullScreen
        var presented = false
        a.present(b, animated: true) { presented = true; log.add("completion") }
        #expect(log.events == ["A willDisappear", "B willAppear"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented)
        host.advance(by: 0.25)
        // Half-way through the cover-vertical animation the presented view is between the bottom and the top.
        let midY = b.view.layer.presentation()?.frame.minY ?? -1
        #expect(midY > 0 && midY < 844)
        host.runUntilIdle()
        #expect(presented)
        #expect(log.events == ["A willDisappear", "B willAppear", "B didAppear", "A didDisappear", "completion"])
        #expect(a.view.window == nil, "a full-screen presentation removes the presenting view")
        #expect(b.view.window != nil && b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        log.clear()
        b.dismiss(animated: true) { log.add("completion") }
        #expect(log.events == ["B willDisappear", "A willAppear"])
        #expect(b.isBeingDismissed)
        host.runUntilIdle()
        #expect(log.events == ["B willDisappear", "A willAppear", "A didAppear", "B didDisappear", "completion"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.view.window == nil && a.view.window != nil)
    }

    @Test func pageSheetLeavesThePresenterAppearedAndScalesItBack() {
        let host = makePhoneHost()
        let log = EventLog()
        let a = AppearanceLoggingController("A", log: log)
        host.show(a)
        log.clear()
        let b = AppearanceLoggingController("B", log: log)
        #expect(b.modalPresentationStyle == .automatic)
        #expect(b.sheetPresentationController != nil, "an automatic style presents as a sheet")
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(log.events == ["B willAppear", "B didAppear"], "the presenter of a sheet gets no disappearance callbacks")
        let sheet = try! #require(b.sheetPresentationController)
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "the large detent's top is 10 pt below the status bar")
        #expect(b.view.frame.size == CGSize(width: 390, height: 787))
        #expect(b.view.safeAreaInsets.bottom == 34 && b.view.safeAreaInsets.top == 0)
        // The presenting view is scaled to 358 of 390 points with its top at the top safe area.
        let scaled = a.view.frame
        #expect(abs(scaled.width - 358) < 0.01)
        #expect(abs(scaled.minY - 47) < 0.01)
        #expect(a.view.layer.cornerRadius == 10)

        log.clear()
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.events == ["B willDisappear", "B didDisappear"])
        #expect(a.view.transform == .identity && a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func overFullScreenKeepsThePresentingViewInTheWindow() {
        let host = makePhoneHost()
        let log = EventLog()
        let a = AppearanceLoggingController("A", log: log)
        host.show(a)
        log.clear()
        let b = AppearanceLoggingController("B", log: log, color: UIColor(white: 0, alpha: 0.5))
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(log.events == ["B willAppear", "B didAppear"])
        #expect(a.view.window != nil)
    }

    @Test func overCurrentContextCoversTheDefiningControllersView() {
        let host = makePhoneHost()
        let log = EventLog()
        let root = AppearanceLoggingController("root", log: log)
        host.show(root)
        let child = AppearanceLoggingController("child", log: log)
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 300)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        let b = AppearanceLoggingController("B", log: log)
        b.modalPresentationStyle = .overCurrentContext
        child.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === child)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 400, width: 390, height: 300))
        // Without a defining controller, the context is the root.
        b.dismiss(animated: false)
        child.definesPresentationContext = false
        let c = AppearanceLoggingController("C", log: log)
        c.modalPresentationStyle = .overCurrentContext
        child.present(c, animated: false)
        #expect(c.presentingViewController === root)
        #expect(child.presentedViewController === c, "a child reports its ancestor's presented controller")
    }

    @Test func presentingFromAPresenterThatAlreadyPresentsWarnsAndDoesNothing() {
        let host = makePhoneHost()
        let log = EventLog()
        let a = AppearanceLoggingController("A", log: log)
        host.show(a)
        let b = AppearanceLoggingController("B", log: log)
        a.present(b, animated: false)
        let c = AppearanceLoggingController("C", log: log)
        var called = false
        a.present(c, animated: false) { called = true }
        #expect(!called && c.presentingViewController == nil)
        #expect(PresentationDiagnostics.warnings.last?.contains("which is already presenting \(PresentationDiagnostics.describe(b))") == true)
        // Presenting from the presented controller works and stacks; dismissing from the root takes both away.
        b.present(c, animated: false)
        #expect(c.presentingViewController === b)
        a.dismiss(animated: false)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.view.window == nil && c.view.window == nil)
    }

    @Test func crossDissolveFadesThePresentedView() {
        let host = makePhoneHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        host.advance(by: 0.175)
        let alpha = b.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.1 && alpha < 0.9)
        host.runUntilIdle()
        #expect(b.view.alpha == 1 && b.view.frame.minY == 0)
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
        let host = makePhoneHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        host.runUntilIdle()
        #expect(navigation.viewControllers.last === detail && detail.presentingViewController == nil)

        let lone = UIViewController()
        let other = UIViewController()
        let host2 = makePhoneHost()
        host2.show(lone)
        lone.showDetailViewController(other, sender: nil)
        host2.runUntilIdle()
        #expect(lone.presentedViewController === other, "without a container, show presents modally")
    }
}
