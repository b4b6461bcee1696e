import Testing
@testable import UIKit

@MainActor
private final class CountingView: UIView {
    var layouts = 0
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?()
    }
}

@MainActor
private final class LoggingViewController: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

@MainActor
struct UIViewLayoutCycleTests {
    @Test func setNeedsLayoutCoalescesIntoOneLayoutSubviews() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layouts = 0
        view.setNeedsLayout(); view.setNeedsLayout(); view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }

    @Test func boundsSizeChangeNeedsLayoutButOriginChangeDoesNot() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layouts = 0
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        #expect(view.layouts == 0)
        view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }

    @Test func layoutRunsTopDownAndOncePerView() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        var order: [String] = []
        parent.onLayout = { order.append("parent"); child.frame.size = CGSize(width: 60, height: 60) }
        child.onLayout = { order.append("child") }
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
        order.removeAll()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(order == ["child"])
    }

    @Test func viewControllerLoadsLazilyAndWrapsLayout() {
        let vc = LoggingViewController()
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        vc.log.removeAll()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(vc.view.next === vc)
    }

    @Test func appearanceCallbacksFollowTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = LoggingViewController()
        window.rootViewController = vc
        #expect(vc.log.prefix(4) == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(vc.view.frame == window.bounds)
        vc.log.removeAll()
        window.rootViewController = nil
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func childViewControllersContainment() {
        final class Child: UIViewController {
            var parents: [String] = []
            override func willMove(toParent parent: UIViewController?) { parents.append("will:\(parent == nil ? "nil" : "p")") }
            override func didMove(toParent parent: UIViewController?) { parents.append("did:\(parent == nil ? "nil" : "p")") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.parents == ["will:p", "did:p", "will:nil", "did:nil"])
    }
}
