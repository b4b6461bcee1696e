import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct LongPressGestureTests {
    @Test func beginsAfterHalfASecondOfVirtualTime() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.49)
        #expect(recorder.states.isEmpty)
        scene.host.advance(by: 0.01)
        #expect(recorder.states == [.began])
        // After it began, any movement is a change.
        scene.host.touchMove(to: CGPoint(x: 160, y: 100))
        scene.host.touchUp()
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
        // The view's touches were cancelled when the press began.
        #expect(scene.child.log == ["began", "cancelled"])
    }

    @Test func movingMoreThanTenPointsFirstFailsIt() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.2)
        scene.host.touchMove(to: CGPoint(x: 100, y: 111))
        scene.host.advance(by: 1)
        #expect(recorder.states.isEmpty)
        #expect(press.state == .failed)       // failed until the finger lifts
        scene.host.touchUp()
        #expect(press.state == .possible)
        #expect(scene.child.log == ["began", "moved", "ended"])
    }

    @Test func liftingEarlyFailsItAndTheViewGetsItsEnd() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.3)
        scene.host.touchUp()
        scene.host.advance(by: 1)
        #expect(recorder.states.isEmpty)
        #expect(scene.child.log == ["began", "ended"])
    }

    @Test func systemCancelCancelsAPressInProgress() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.6)
        scene.host.touchCancel()
        #expect(recorder.states == [.began, .cancelled])
        #expect(press.state == .possible)
    }

    @Test func tapThenPress() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.6)
        #expect(recorder.states.isEmpty)              // no tap before it
        scene.host.touchUp()
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        scene.host.advance(by: 0.1)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.5)
        #expect(recorder.states == [.began])
        scene.host.touchUp()
        #expect(recorder.states == [.began, .ended])
    }
}
