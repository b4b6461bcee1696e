import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct InteractivePopTests {
    /// Holds the navigation delegates (a navigation controller holds its delegate weakly).
    private static var delegates: [LoggingNavigationDelegate] = []

    private func pushed() -> (HeadlessHost, UINavigationController, NavLoggingController, NavLoggingController, CallbackLog) {
        let host = phoneHost()
        let log = CallbackLog()
        let a = NavLoggingController("A", log: log), b = NavLoggingController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = LoggingNavigationDelegate(log: log)
        Self.delegates = [delegate]
        nav.delegate = delegate
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.renderFrame()
        _ = log.take()
        return (host, nav, a, b, log)
    }

    @Test func dragFromTheLeadingEdgePastHalfWayPops() {
        let (host, nav, a, b, log) = pushed()
        #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for i in 1 ... 30 {
            host.touchMove(to: CGPoint(x: 5 + CGFloat(i) * 8, y: 400))
            host.advance(by: 1.0 / 60)
        }
        // The finger is at 245 of 390: the view follows it.
        #expect(log.entries.starts(with: ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"]))
        #expect(abs(presentedFrame(b.view).minX - 240) < 12)
        host.advance(by: 0.2)                                // rest, so the release is not a fling
        host.touchUp()
        host.advance(by: 0.6)
        #expect(nav.viewControllers == [a])
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
                               "A.coordinatorCompletion(cancelled: false)", "B.viewDidDisappear", "A.viewDidAppear",
                               "B.didMove(nil)", "didShow(A)"])
        #expect(b.view.superview == nil)
    }

    @Test func shortDragCancelsAndRestoresTheTopController() {
        let (host, nav, a, b, log) = pushed()
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for i in 1 ... 10 {
            host.touchMove(to: CGPoint(x: 5 + CGFloat(i) * 8, y: 400))
            host.advance(by: 1.0 / 60)
        }
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 0.6)
        #expect(nav.viewControllers == [a, b])
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
                               "A.coordinatorCompletion(cancelled: true)",
                               "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                               "B.didMove(nav)"])
        #expect(a.view.superview == nil && b.view.frame.minX == 0 && b.view.transform == .identity)
        #expect(nav.navigationBar.topItem === b.navigationItem)
        #expect(b.parent === nav)
    }

    @Test func flingFinishesEvenBeforeHalfWay() {
        let (host, nav, a, _, _) = pushed()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
        host.advance(by: 0.6)
        #expect(nav.viewControllers == [a])
    }

    @Test func touchesAwayFromTheEdgeDoNotPop() {
        let (host, nav, a, b, _) = pushed()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        host.advance(by: 0.6)
        #expect(nav.viewControllers == [a, b])
    }
}
