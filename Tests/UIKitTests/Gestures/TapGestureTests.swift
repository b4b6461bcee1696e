import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct TapGestureTests {
    @Test func tapFiresOnceWithEndedThenResets() {
        let scene = GestureScene()
        let recorder = StateRecorder()
        var locations: [CGPoint] = []
        let tap = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in
            locations.append(tap.location(in: tap.view))
        }
        recorder.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: CGPoint(x: 70, y: 80))
        #expect(recorder.states == [.ended])
        #expect(locations == [CGPoint(x: 20, y: 30)])
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        scene.host.advance(by: 1)
        #expect(recorder.states == [.ended])
    }

    @Test func handlerSeesTheTypedRecognizerAndCanBeRemoved() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        var first = 0, second = 0
        let token = tap.addAction { (tap: UITapGestureRecognizer) in first += tap.numberOfTapsRequired }
        tap.addAction { _ in second += 1 }
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        tap.removeAction(token)
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        #expect(first == 1)
        #expect(second == 2)
        tap.removeAllActions()
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        #expect(second == 2)
    }

    @Test func movingTooFarFailsTheTap() {
        let scene = GestureScene()
        let recorder = StateRecorder()
        let tap = UITapGestureRecognizer()
        recorder.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.touchDown(at: CGPoint(x: 100, y: 100))
        scene.host.touchMove(to: CGPoint(x: 109, y: 100))   // 9 pt: still a tap
        #expect(tap.state == .possible)
        scene.host.touchMove(to: CGPoint(x: 111, y: 100))   // 11 pt: failed
        #expect(tap.state == .failed)
        scene.host.touchUp()
        #expect(recorder.states.isEmpty)
        #expect(tap.state == .possible)
        // The view was never cancelled: it got the whole sequence.
        #expect(scene.child.log == ["began", "moved", "moved", "ended"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let scene = GestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = StateRecorder(), doubles = StateRecorder()
        singles.attach(single)
        doubles.attach(double)
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)

        scene.host.tap(at: scene.childCenter)
        #expect(singles.states.isEmpty)
        #expect(single.state == .possible)               // waiting reads as possible
        scene.host.advance(by: 0.30)                      // 0.30 s after the up: still inside the window
        #expect(singles.states.isEmpty)
        scene.host.advance(by: 0.06)                      // past 0.35 s: the double tap failed
        #expect(singles.states == [.ended])
        #expect(doubles.states.isEmpty)
        #expect(single.state == .possible && double.state == .possible)

        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        scene.host.advance(by: 0.1)
        scene.host.tap(at: scene.childCenter)
        #expect(doubles.states == [.ended])
        scene.host.advance(by: 1)
        #expect(singles.states == [.ended])               // no single tap for the double tap
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func withoutAFailureRequirementBothFire() {
        let scene = GestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let singles = StateRecorder(), doubles = StateRecorder()
        singles.attach(single)
        doubles.attach(double)
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)
        scene.host.tap(at: scene.childCenter)
        scene.host.tap(at: scene.childCenter)
        scene.host.advance(by: 1)
        // A tap never prevents a tap that needs more taps.
        #expect(singles.states == [.ended, .ended])
        #expect(doubles.states == [.ended])
    }

    @Test func aSlowSecondTapIsNotADoubleTap() {
        let scene = GestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let doubles = StateRecorder()
        doubles.attach(double)
        scene.child.addGestureRecognizer(double)
        scene.host.tap(at: scene.childCenter)
        scene.host.advance(by: 0.4)
        scene.host.tap(at: scene.childCenter)
        scene.host.advance(by: 1)
        #expect(doubles.states.isEmpty)
        #expect(double.state == .possible)
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let recorder = StateRecorder()
        recorder.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(recorder.states.isEmpty)
        // Two synthetic fingers down and up together.
        let fingers = SyntheticFingers(window: scene.window, host: scene.host)
        fingers.down([CGPoint(x: 90, y: 100), CGPoint(x: 110, y: 100)])
        fingers.up()
        #expect(recorder.states == [.ended])
        #expect(tap.state == .possible)
    }
}
