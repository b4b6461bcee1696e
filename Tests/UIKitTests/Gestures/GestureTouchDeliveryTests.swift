import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct GestureTouchDeliveryTests {
    @Test func recognizedTapCancelsTheViewsTouchesBeforeTheAction() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.addAction { g in scene.log.entries.append("tap.\(g.state)") }
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(scene.log.entries == ["child.began", "child.cancelled", "tap.ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsItsEnd() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.requiresExclusiveTouchType)
        tap.cancelsTouchesInView = false
        tap.addAction { g in scene.log.entries.append("tap.\(g.state)") }
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(scene.log.entries == ["child.began", "child.ended", "tap.ended"])
    }

    @Test func panCancelsTheViewsTouchesWhenItBegins() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in scene.log.entries.append("pan.\(g.state)") }
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.touchMove(to: CGPoint(x: 104, y: 100))
        scene.host.touchMove(to: CGPoint(x: 115, y: 100))
        scene.host.touchMove(to: CGPoint(x: 120, y: 100))
        scene.host.touchUp()
        #expect(scene.log.entries == [
            "child.began", "child.moved", "child.cancelled", "pan.began", "pan.changed", "pan.ended",
        ])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.touchMove(to: CGPoint(x: 103, y: 100))
        #expect(scene.child.log.isEmpty)
        scene.host.touchUp()                  // the pan fails: began, the move and the end arrive now
        #expect(scene.child.log == ["began", "moved", "ended"])
        // When the pan recognizes, the view never hears of the touch.
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 150, y: 100), duration: 0.05)
        #expect(scene.child.log == ["began", "moved", "ended"])
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileADoubleTapWaits() {
        let scene = GestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.child.addGestureRecognizer(double)
        scene.host.tap(at: scene.childCenter)
        #expect(scene.child.log == ["began"])
        scene.host.advance(by: 0.4)
        #expect(scene.child.log == ["began", "ended"])
        // A double tap cancels both taps' touches in the view.
        scene.host.advance(by: 1)
        scene.child.log.removeAll()
        scene.host.tap(at: scene.childCenter)
        scene.host.tap(at: scene.childCenter)
        #expect(scene.child.log == ["began", "began", "cancelled", "cancelled"])   // the first end was held
        // Without delaysTouchesEnded the first end goes through at once.
        double.delaysTouchesEnded = false
        scene.host.advance(by: 1)
        scene.child.log.removeAll()
        scene.host.tap(at: scene.childCenter)
        #expect(scene.child.log == ["began", "ended"])
        scene.host.advance(by: 1)
    }

    @Test func disablingMidGestureCancelsIt() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(pan)
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.touchMove(to: CGPoint(x: 40, y: 20))
        #expect(recorder.states == [.began])
        pan.isEnabled = false
        #expect(recorder.states == [.began, .cancelled])
        #expect(pan.state == .possible)
        scene.host.touchMove(to: CGPoint(x: 60, y: 20))
        scene.host.touchUp()
        #expect(recorder.states == [.began, .cancelled])
        pan.isEnabled = true
        scene.host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 60, y: 20), duration: 0.05)
        #expect(recorder.states.suffix(1) == [.ended])
    }

    @Test func removingARecognizerMidGestureCancelsIt() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(pan)
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.touchMove(to: CGPoint(x: 40, y: 20))
        scene.parent.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
        #expect(recorder.states == [.began, .cancelled])
        scene.host.touchUp()
        #expect(pan.state == .possible)
        #expect(scene.parent.gestureRecognizers == nil)
    }

    @Test func viewRemovedFromTheWindowMidGesture() {
        let scene = GestureScene()
        let press = UILongPressGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(press)
        scene.child.addGestureRecognizer(press)
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.6)
        #expect(recorder.states == [.began])
        scene.child.removeFromSuperview()
        scene.host.touchMove(to: CGPoint(x: 120, y: 120))
        scene.host.touchUp()
        #expect(recorder.states == [.began, .cancelled])
        #expect(press.state == .possible)
    }

    @Test func ignoredTouchIsNotCancelledInTheView() {
        final class Ignoring: UITapGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let scene = GestureScene()
        let tap = Ignoring()
        let recorder = StateRecorder()
        recorder.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(recorder.states.isEmpty)
        #expect(scene.child.log == ["began", "ended"])
    }
}

@MainActor
struct GestureImpossibleOrderTests {
    @Test func secondEndAndLateMovesAreDroppedForFollowedTouches() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        scene.child.addGestureRecognizer(pan)
        let touch = UITouch()
        touch.window = scene.window
        touch.windowLocation = scene.childCenter
        touch.previousWindowLocation = scene.childCenter
        touch.view = scene.window.hitTest(scene.childCenter, with: nil)
        let event = UIEvent(type: .touches, timestamp: scene.host.currentTime)
        event.touchStorage = [touch]
        for phase in [UITouch.Phase.began, .began, .ended, .ended, .moved, .cancelled] {
            touch.phase = phase
            UIApplication.shared.sendEvent(event)
        }
        #expect(scene.child.log == ["began", "ended"])
        #expect(pan.state == .possible)
    }

    @Test func movesOfAnUnknownTouchGoStraightToItsView() {
        let scene = GestureScene()
        scene.parent.addGestureRecognizer(UIPanGestureRecognizer())
        let touch = UITouch()
        touch.window = scene.window
        touch.windowLocation = scene.childCenter
        touch.view = scene.child
        touch.phase = .moved
        let event = UIEvent(type: .touches, timestamp: scene.host.currentTime)
        event.touchStorage = [touch]
        UIApplication.shared.sendEvent(event)
        touch.phase = .ended
        UIApplication.shared.sendEvent(event)
        #expect(scene.child.log == ["moved", "ended"])
    }
}

@MainActor
struct GestureForgetfulSubclassTests {
    @Test func aRecognizerThatNeverFailsDoesNotFreezeTheViewsEnd() {
        final class Forgetful: UIGestureRecognizer {}
        let scene = GestureScene()
        let forgetful = Forgetful()
        scene.child.addGestureRecognizer(forgetful)
        scene.host.tap(at: scene.childCenter)
        #expect(scene.child.log == ["began", "ended"])
        #expect(forgetful.state == .possible)
        scene.child.removeGestureRecognizer(forgetful)
    }
}
