import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct GestureArbitrationTests {
    @Test func panOnSuperviewVersusTapOnChild() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        let pans = StateRecorder(), taps = StateRecorder()
        pans.attach(pan)
        taps.attach(tap)
        scene.parent.addGestureRecognizer(pan)
        scene.child.addGestureRecognizer(tap)

        scene.host.tap(at: scene.childCenter)
        #expect(taps.states == [.ended])
        #expect(pans.states.isEmpty)

        scene.host.advance(by: 1)
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 180, y: 100), duration: 0.1)
        #expect(taps.states == [.ended])
        #expect(pans.states.first == .began && pans.states.last == .ended)
        #expect(pan.state == .possible && tap.state == .possible)
    }

    @Test func closestRecognizerWinsUnlessSimultaneousIsAllowed() {
        let scene = GestureScene()
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        let inners = StateRecorder(), outers = StateRecorder()
        inners.attach(inner)
        outers.attach(outer)
        scene.child.addGestureRecognizer(inner)
        scene.parent.addGestureRecognizer(outer)
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 140, y: 100), duration: 0.05)
        #expect(inners.states.first == .began)
        #expect(outers.states.isEmpty)

        // Either side's delegate can allow simultaneous recognition.
        let delegate = SwitchDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        scene.host.advance(by: 1)
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 140, y: 100), duration: 0.05)
        #expect(outers.states.first == .began && outers.states.last == .ended)
        #expect(inners.states.filter { $0 == .began }.count == 2)
    }

    @Test func delegateShouldBeginFalseFailsTheRecognizer() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = SwitchDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        let taps = StateRecorder()
        taps.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(taps.states.isEmpty)
        #expect(delegate.beginQuestions == 1)
        #expect(scene.child.log == ["began", "ended"])
        delegate.shouldBegin = true
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        #expect(taps.states == [.ended])
    }

    @Test func shouldReceiveTouchFalseKeepsTheTouchFromTheRecognizer() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = SwitchDelegate()
        delegate.receives = false
        tap.delegate = delegate
        let taps = StateRecorder()
        taps.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(taps.states.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func touchedViewCanRefuseAnAncestorsRecognizerButNotItsOwn() {
        let scene = GestureScene()
        scene.child.refusesTaps = true               // as UIButton does for single taps
        let parentTap = UITapGestureRecognizer(), parentPan = UIPanGestureRecognizer()
        let parentTaps = StateRecorder(), parentPans = StateRecorder()
        parentTaps.attach(parentTap)
        parentPans.attach(parentPan)
        scene.parent.addGestureRecognizer(parentTap)
        scene.parent.addGestureRecognizer(parentPan)
        scene.host.tap(at: scene.childCenter)
        #expect(parentTaps.states.isEmpty)
        #expect(scene.child.log == ["began", "ended"])
        // A tap outside the child is the parent's.
        scene.host.advance(by: 1)
        scene.host.tap(at: CGPoint(x: 10, y: 10))
        #expect(parentTaps.states == [.ended])
        // The child only refuses taps: a pan from it still works and cancels its touches.
        scene.host.advance(by: 1)
        scene.host.drag(from: scene.childCenter, to: CGPoint(x: 150, y: 150), duration: 0.05)
        #expect(parentPans.states.first == .began)
        #expect(scene.child.log.suffix(2) == ["began", "cancelled"])
        // A recognizer attached to the child itself is not refused.
        let ownTap = UITapGestureRecognizer()
        let ownTaps = StateRecorder()
        ownTaps.attach(ownTap)
        scene.child.addGestureRecognizer(ownTap)
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        #expect(ownTaps.states == [.ended])
    }

    @Test func requireToFailMakesTheWaiterFailWhenTheOtherRecognizes() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer(), press = UILongPressGestureRecognizer()
        press.require(toFail: pan)
        let presses = StateRecorder(), pans = StateRecorder()
        presses.attach(press)
        pans.attach(pan)
        scene.child.addGestureRecognizer(press)
        scene.parent.addGestureRecognizer(pan)
        // Held still past 0.5 s: the press wants to begin but waits for the pan, which has not failed.
        // Moving then fails the press (it never began) and begins the pan.
        scene.host.touchDown(at: scene.childCenter)
        scene.host.advance(by: 0.6)
        #expect(presses.states.isEmpty)
        #expect(press.state == .possible)
        scene.host.touchMove(to: CGPoint(x: 140, y: 100))
        #expect(pans.states == [.began])
        scene.host.touchUp()
        #expect(presses.states.isEmpty)
        #expect(press.state == .possible && pan.state == .possible)
    }

    @Test func dynamicFailureRequirementFromTheDelegate() {
        let scene = GestureScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = SwitchDelegate()
        delegate.requireFailureOf = [double]
        single.delegate = delegate
        let singles = StateRecorder()
        singles.attach(single)
        scene.child.addGestureRecognizer(single)
        scene.parent.addGestureRecognizer(double)
        scene.host.tap(at: scene.childCenter)
        #expect(singles.states.isEmpty)
        scene.host.advance(by: 0.4)
        #expect(singles.states == [.ended])
    }

    @Test func requirementOnARecognizerOutsideTheTouchDoesNotBlock() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer(), elsewhere = UITapGestureRecognizer()
        elsewhere.numberOfTapsRequired = 2
        tap.require(toFail: elsewhere)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scene.parent.addSubview(other)
        other.addGestureRecognizer(elsewhere)
        let taps = StateRecorder()
        taps.attach(tap)
        scene.child.addGestureRecognizer(tap)
        scene.host.tap(at: scene.childCenter)
        #expect(taps.states == [.ended])
    }

    @Test func touchListsItsRecognizersClosestFirst() {
        let scene = GestureScene()
        let inner = UITapGestureRecognizer(), outer = UIPanGestureRecognizer()
        scene.child.addGestureRecognizer(inner)
        scene.parent.addGestureRecognizer(outer)
        final class Probe: UIView {
            var seen: [UIGestureRecognizer] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen = touches.first?.gestureRecognizers ?? []
            }
        }
        let probe = Probe(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        scene.child.addSubview(probe)
        scene.host.tap(at: CGPoint(x: 70, y: 70))
        #expect(probe.seen.count == 2)
        #expect(probe.seen.first === inner && probe.seen.last === outer)
        #expect(scene.child.gestureRecognizers?.count == 1)
        #expect(UIView().gestureRecognizers == nil)
    }

    @Test func invalidTransitionsAreIgnored() {
        final class Manual: UIGestureRecognizer {}
        let manual = Manual()
        manual.state = .changed
        #expect(manual.state == .possible)
        manual.state = .cancelled
        #expect(manual.state == .possible)
        var seen: [UIGestureRecognizer.State] = []
        manual.addAction { g in seen.append(g.state) }
        manual.state = .began
        manual.state = .failed                      // a continuous gesture cannot fail after it began
        manual.state = .changed
        manual.state = .ended
        // Ended with no touches: reset at once, after the actions.
        #expect(seen == [.began, .changed, .ended])
        #expect(manual.state == .possible)
    }
}
