import Testing
import UIKitTesting
@testable import UIKit

/// The update-constraints pass (bottom-up) before the layout pass (top-down), as UIKit orders them.
@MainActor
struct AutoLayoutCycleTests {
    final class Recorder {
        var events: [String] = []
    }

    final class TracingView: UIView {
        var name = ""
        var recorder: Recorder?
        var onUpdate: (() -> Void)?
        override func updateConstraints() {
            recorder?.events.append("update \(name)")
            onUpdate?()
            super.updateConstraints()
        }
        override func layoutSubviews() {
            recorder?.events.append("layout \(name)")
            super.layoutSubviews()
        }
    }

    final class TracingController: UIViewController {
        let recorder: Recorder
        init(recorder: Recorder) {
            self.recorder = recorder
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        override func updateViewConstraints() { recorder.events.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { recorder.events.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { recorder.events.append("viewDidLayoutSubviews") }
    }

    @Test func updateConstraintsRunsBottomUpThenLayoutTopDown() {
        let recorder = Recorder()
        func make(_ name: String) -> TracingView {
            let v = TracingView()
            v.name = name
            v.recorder = recorder
            v.translatesAutoresizingMaskIntoConstraints = false
            return v
        }
        let root = TracingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.name = "root"
        root.recorder = recorder
        let parent = make("parent"), child = make("child")
        root.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor), parent.topAnchor.constraint(equalTo: root.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5), child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let updates = recorder.events.filter { $0.hasPrefix("update") }
        #expect(updates == ["update child", "update parent", "update root"])
        let layouts = recorder.events.filter { $0.hasPrefix("layout") }
        #expect(layouts.first == "layout root")
        #expect(layouts.contains("layout parent"))
        // Every update precedes every layout.
        let lastUpdate = recorder.events.lastIndex { $0.hasPrefix("update") }!
        let firstLayout = recorder.events.firstIndex { $0.hasPrefix("layout") }!
        #expect(lastUpdate < firstLayout)
        #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))

        // Nothing pending: no callbacks.
        recorder.events.removeAll()
        root.layoutIfNeeded()
        #expect(recorder.events.isEmpty)

        // setNeedsUpdateConstraints: only that view updates, and a constraint made there takes effect.
        var extra: NSLayoutConstraint?
        child.onUpdate = {
            if extra == nil {
                extra = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 40)
                extra?.priority = UILayoutPriority(999)
            }
        }
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        child.updateConstraintsIfNeeded()
        #expect(!child.needsUpdateConstraints())
        #expect(recorder.events == ["update child"])
    }

    @Test func viewControllerHooksRunInUIKitsOrder() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let recorder = Recorder()
        let controller = TracingController(recorder: recorder)
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
        ])
        let window = host.show(controller)
        host.renderFrame()
        #expect(recorder.events.first == "updateViewConstraints")
        let will = recorder.events.firstIndex(of: "viewWillLayoutSubviews")!, did = recorder.events.firstIndex(of: "viewDidLayoutSubviews")!
        #expect(will < did)
        // A root view's margins are the system minimum (16 in a 390-point-wide window), plus the safe area.
        #expect(label.frame.minX == 16 + window.safeAreaInsets.left)
        #expect(label.frame.minY == window.safeAreaInsets.top + 10)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func requiresConstraintBasedLayoutGetsUpdateConstraintsWithoutConstraints() {
        final class SelfBuilding: UIView {
            var built = false
            let inner = UIView()
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                if !built {
                    built = true
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(inner)
                    NSLayoutConstraint.activate([
                        inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 3),
                        inner.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                        inner.widthAnchor.constraint(equalToConstant: 5),
                        inner.heightAnchor.constraint(equalToConstant: 6),
                    ])
                }
                super.updateConstraints()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = SelfBuilding(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.built)
        #expect(view.inner.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func constraintChangesInsideAnAnimationBlockAnimateTheFrames() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let root: UIView = controller.view
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
        host.renderFrame()
        #expect(box.frame.minX == 0)
        leading.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { root.layoutIfNeeded() }
        // The model frame is final at once; the presentation moves over the second.
        #expect(box.frame.minX == 100)
        host.advance(by: 0.25)
        let quarter = box.layer.presentation()?.frame.minX ?? -1
        host.advance(by: 0.25)
        let half = box.layer.presentation()?.frame.minX ?? -1
        #expect(abs(quarter - 25) < 2)
        #expect(abs(half - 50) < 2)
        host.advance(by: 0.6)
        #expect((box.layer.presentation()?.frame.minX ?? box.frame.minX) == 100)
    }
}
