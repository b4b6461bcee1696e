import Testing
import UIKitTesting
@testable import UIKit

/// A view that logs the touches it gets, optionally into a shared log.
@MainActor
final class GestureLogView: UIView {
    var log: [String] = []
    var shared: GestureLog?
    var refusesTaps = false
    var name = "view"
    /// Per touch, the phases this view saw (for balance checks).
    var phasesByTouch: [ObjectIdentifier: [UITouch.Phase]] = [:]
    /// The touches seen, kept alive so that their identifiers stay unique.
    private var seenTouches: [UITouch] = []

    private func note(_ text: String, _ touches: Set<UITouch>, _ phase: UITouch.Phase) {
        log.append(text)
        shared?.entries.append("\(name).\(text)")
        for touch in touches {
            if phasesByTouch[ObjectIdentifier(touch)] == nil { seenTouches.append(touch) }
            phasesByTouch[ObjectIdentifier(touch), default: []].append(phase)
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, .began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, .moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, .ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, .cancelled) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if refusesTaps && gestureRecognizer is UITapGestureRecognizer { return false }
        return true
    }
}

/// An ordered log shared by views and handlers.
@MainActor
final class GestureLog {
    var entries: [String] = []
}

/// A delegate with switchable answers.
@MainActor
final class SwitchDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var receives = true
    var requireFailureOf: [UIGestureRecognizer] = []
    var beginQuestions = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        beginQuestions += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requireFailureOf.contains { $0 === otherGestureRecognizer }
    }
}

/// A small scene: a 200×200 screen, `parent` at (0,0,200,200) holding `child` at (50,50,100,100).
@MainActor
struct GestureScene {
    let host: HeadlessHost
    let window: UIWindow
    let parent: GestureLogView
    let child: GestureLogView
    let log = GestureLog()

    init() {
        host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        parent = GestureLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.name = "parent"
        child = GestureLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.name = "child"
        parent.addSubview(child)
        vc.view.addSubview(parent)
        window = host.show(vc)
        parent.shared = log
        child.shared = log
    }

    /// The centre of `child`, in window coordinates.
    var childCenter: CGPoint { CGPoint(x: 100, y: 100) }
}

/// Records every action's state.
@MainActor
final class StateRecorder {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ recognizer: UIGestureRecognizer, log: GestureLog? = nil, name: String = "gesture") {
        recognizer.addAction { g in
            self.states.append(g.state)
            log?.entries.append("\(name).\(g.state)")
        }
    }
}
