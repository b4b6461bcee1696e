// Subclass-and-override tests for view controllers and windows: UIKit calls the overrides. Plain `import UIKit`.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class RecordingWindow: UIWindow {
    var phases: [UITouch.Phase] = []
    override func sendEvent(_ event: UIEvent) {
        phases.append(contentsOf: event.allTouches?.map(\.phase) ?? [])
        super.sendEvent(event)
    }
}

@MainActor
private final class ParentController: UIViewController {
    var log: [String] = []
    override func addChild(_ childController: UIViewController) {
        log.append("addChild")
        super.addChild(childController)
    }
    override var isViewLoaded: Bool {
        let loaded = super.isViewLoaded
        log.append("isViewLoaded \(loaded)")
        return loaded
    }
    override func loadView() {
        log.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
}

@MainActor
private final class ChildController: UIViewController {
    var parents: [String] = []
    override func willMove(toParent parent: UIViewController?) { parents.append("willMove \(parent != nil)") }
    override func didMove(toParent parent: UIViewController?) { parents.append("didMove \(parent != nil)") }
    override func removeFromParent() {
        parents.append("removeFromParent")
        super.removeFromParent()
    }
}

@MainActor
struct ControllerOverrideTests {
    @Test func windowSendEventOverrideSeesEveryTouchPhase() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        host.show(window)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(window.phases == [.began, .ended])
    }

    @Test func containmentAndLoadingOverridesAreCalled() {
        let parent = ParentController()
        let child = ChildController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.log == ["addChild"])
        #expect(child.parents == ["willMove true", "didMove true"])
        parent.loadViewIfNeeded()
        #expect(parent.log.contains("loadView") && parent.log.last == "viewDidLoad")
        #expect(parent.viewIfLoaded != nil)
        child.willMove(toParent: nil)
        child.removeFromParent()
        // removeFromParent() sends didMove(toParent: nil) itself, as UIKit documents.
        #expect(child.parents.suffix(3) == ["willMove false", "removeFromParent", "didMove false"])
        #expect(parent.children.isEmpty)
    }
}
