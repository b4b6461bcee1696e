import Testing
import UIKitTesting
@testable import UIKit

/// A tap recognizer that logs the state its hooks see and its resets.
@MainActor
private final class PathTap: UITapGestureRecognizer {
    var path: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        path.append("touchesBegan:\(state)")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        path.append("touchesEnded:\(state)")
        super.touchesEnded(touches, with: event)
        path.append("after:\(state)")
    }
    override func reset() {
        path.append("reset")
        super.reset()
    }
}

@MainActor
struct GestureStateMachineTests {
    @Test func tapStatePathIsPossibleRecognizedActionResetPossible() {
        let scene = GestureScene()
        let tap = PathTap()
        tap.addAction { (tap: PathTap) in tap.path.append("action:\(tap.state)") }
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(tap.path == ["touchesBegan:possible", "touchesEnded:possible", "after:ended", "action:ended", "reset"])
        #expect(tap.state == .possible)
    }

    @Test func pendingBeginIsReleasedWhenTheRequirementFails() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        pan.require(toFail: double)
        var log: [String] = []
        pan.addAction { (pan: UIPanGestureRecognizer) in log.append("\(pan.state) \(pan.translation(in: nil).x)") }
        scene.parent.addGestureRecognizer(pan)
        scene.parent.addGestureRecognizer(double)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.touchMove(to: CGPoint(x: 30, y: 20))     // 10 pt: the pan wants to begin; the tap still holds
        #expect(log.isEmpty)
        #expect(pan.state == .possible)
        scene.host.touchMove(to: CGPoint(x: 35, y: 20))     // the tap fails: the pan begins with the latest translation
        #expect(log == ["began 15.0"])
        scene.host.touchUp()
        #expect(log == ["began 15.0", "ended 15.0"])
    }

    @Test func endWhileWaitingDeliversBeganThenEnded() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer(), press = UILongPressGestureRecognizer()
        press.allowableMovement = 1000
        press.minimumPressDuration = 2
        pan.require(toFail: press)
        let pans = StateRecorder()
        pans.attach(pan)
        scene.child.addGestureRecognizer(pan)      // the pan sees the touches first
        scene.parent.addGestureRecognizer(press)
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 140, y: 100), duration: 0.1)
        // The pan ended while waiting; the press failed when the finger lifted, releasing both states.
        #expect(pans.states == [.began, .ended])
        #expect(pan.state == .possible && press.state == .possible)
    }

    @Test func canBePreventedFalseLetsARecognizerSurviveAnotherOne() {
        final class Stubborn: UILongPressGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let scene = GestureScene()
        let tap = UITapGestureRecognizer(), press = Stubborn()
        press.minimumPressDuration = 0.2
        let presses = StateRecorder(), taps = StateRecorder()
        presses.attach(press)
        taps.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.parent.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.3)
        #expect(presses.states == [.began])
        scene.host.touchUp()
        // The press in progress prevents the tap (the tap can be prevented).
        #expect(taps.states.isEmpty)
        #expect(presses.states == [.began, .ended])
    }

    @Test func touchTypesOutsideAllowedTouchTypesAreNotReceived() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let taps = StateRecorder()
        taps.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(taps.states.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func actionsSeeTheStateTheyWereSentFor() {
        // A subclass that begins and ends within one touch callback: two actions, each with its own state.
        final class Flash: UIGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .began
                state = .ended
            }
        }
        let scene = GestureScene()
        let flash = Flash()
        let recorder = StateRecorder()
        recorder.attach(flash)
        scene.child.addGestureRecognizer(flash)
        scene.host.tap(at: scene.childCenter)
        #expect(recorder.states == [.began, .ended])
        #expect(flash.state == .possible)
    }

    @Test func stateRawValuesMatchUIKit() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == 4_294_967_295)
        #expect(pan.isEnabled && pan.delegate == nil && pan.name == nil && pan.view == nil)
    }
}
