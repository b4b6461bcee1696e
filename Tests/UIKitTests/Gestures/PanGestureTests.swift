import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PanGestureTests {
    @Test func dragGivesCumulativeTranslationAndVelocity() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var beganTranslation: CGPoint?
        var endTranslation: CGPoint?
        var endVelocity: CGPoint?
        pan.addAction { (pan: UIPanGestureRecognizer) in
            states.append(pan.state)
            if pan.state == .began { beganTranslation = pan.translation(in: scene.parent) }
            if pan.state == .ended {
                endTranslation = pan.translation(in: scene.parent)
                endVelocity = pan.velocity(in: scene.parent)
            }
        }
        scene.parent.addGestureRecognizer(pan)
        scene.host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.25)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(states.count == 30 - 2 + 1)       // 30 moves: began at the 3rd (10 pt), then changes, then ended
        #expect(beganTranslation == CGPoint(x: 10, y: 0))   // the hysteresis is part of the translation
        #expect(endTranslation == CGPoint(x: 100, y: 0))
        let velocity = endVelocity ?? .zero
        #expect(abs(velocity.x - 400) < 0.5)
        #expect(abs(velocity.y) < 0.001)
        #expect(pan.state == .possible)
    }

    @Test func hysteresisHoldsThePanBackForTenPoints() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(pan)
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.touchMove(to: CGPoint(x: 26, y: 27))      // 9.2 pt
        #expect(pan.state == .possible)
        scene.host.touchMove(to: CGPoint(x: 26, y: 28.5))    // 10.3 pt
        #expect(pan.state == .began)
        #expect(recorder.states == [.began])
        scene.host.touchUp()
        #expect(recorder.states == [.began, .ended])
        // A finger that never moves far enough fails the pan; the view gets its touches untouched.
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.touchMove(to: CGPoint(x: 25, y: 20))
        scene.host.touchUp()
        #expect(recorder.states == [.began, .ended])
        #expect(scene.parent.log.suffix(3) == ["began", "moved", "ended"])
    }

    @Test func setTranslationRebasesAndResetsVelocity() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        var afterReset: (CGPoint, CGPoint)?
        pan.addAction { (pan: UIPanGestureRecognizer) in
            if pan.state == .changed && afterReset == nil {
                pan.setTranslation(CGPoint(x: 5, y: 5), in: nil)
                afterReset = (pan.translation(in: nil), pan.velocity(in: nil))
            }
        }
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.advance(by: 1.0 / 120)
        scene.host.touchMove(to: CGPoint(x: 40, y: 20))
        scene.host.advance(by: 1.0 / 120)
        scene.host.touchMove(to: CGPoint(x: 60, y: 20))
        #expect(afterReset?.0 == CGPoint(x: 5, y: 5))
        #expect(afterReset?.1 == .zero)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 5))
        scene.host.advance(by: 1.0 / 120)
        scene.host.touchMove(to: CGPoint(x: 70, y: 20))
        #expect(pan.translation(in: nil) == CGPoint(x: 15, y: 5))
        scene.host.touchUp()
    }

    @Test func translationIsInTheGivenViewsCoordinates() {
        let scene = GestureScene()
        scene.child.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 100, y: 100))
        scene.host.touchMove(to: CGPoint(x: 140, y: 100))
        #expect(pan.translation(in: scene.parent) == CGPoint(x: 40, y: 0))
        #expect(pan.translation(in: scene.child) == CGPoint(x: 20, y: 0))
        scene.host.touchUp()
    }

    @Test func velocityFadesWhenTheFingerRests() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        var endVelocity: CGPoint?
        pan.addAction { (pan: UIPanGestureRecognizer) in
            if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
        }
        scene.parent.addGestureRecognizer(pan)
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        scene.host.advance(by: 0.05)
        scene.host.touchMove(to: CGPoint(x: 60, y: 20))
        scene.host.advance(by: 0.5)
        scene.host.touchUp()
        #expect(endVelocity == .zero)
    }

    @Test func twoFingerPanKeepsTranslationWhenAFingerLifts() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let recorder = StateRecorder()
        recorder.attach(pan)
        scene.parent.addGestureRecognizer(pan)
        let fingers = SyntheticFingers(window: scene.window, host: scene.host)
        fingers.down([CGPoint(x: 20, y: 20)])
        fingers.move(by: CGPoint(x: 30, y: 0))
        #expect(pan.state == .possible)                       // one finger is not enough
        fingers.down([CGPoint(x: 80, y: 20)])
        scene.host.advance(by: 0.01)
        fingers.move(by: CGPoint(x: 20, y: 0))
        #expect(recorder.states == [.began])
        #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 0))
        fingers.up(count: 1)
        #expect(recorder.states == [.began, .ended])
        fingers.up()
        #expect(pan.state == .possible)
    }
}
