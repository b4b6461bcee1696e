import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct GestureRecognizerAttachmentTests {
    @Test func recognizerAddedMidTouchOnlySeesLaterTouches() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(tap)
        scene.host.touchDown(at: scene.childCenter)
        scene.child.addGestureRecognizer(tap)
        scene.host.touchUp()
        #expect(recorder.states.isEmpty)
        #expect(scene.child.log == ["began", "ended"])
        scene.host.tap(at: scene.childCenter)
        #expect(recorder.states == [.ended])
    }

    @Test func recognizerAddedFromAHandlerDuringDispatch() {
        let scene = GestureScene()
        let second = UITapGestureRecognizer()
        let seconds = StateRecorder()
        seconds.attach(second)
        let first = UITapGestureRecognizer { tap in
            tap.view?.removeGestureRecognizer(tap)
            scene.parent.addGestureRecognizer(second)
        }
        scene.child.addGestureRecognizer(first)
        scene.host.tap(at: scene.childCenter)
        #expect(first.view == nil && second.view === scene.parent)
        #expect(seconds.states.isEmpty)
        scene.host.advance(by: 1)
        scene.host.tap(at: scene.childCenter)
        #expect(seconds.states == [.ended])
    }

    @Test func addingToAnotherViewMovesIt() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.child.addGestureRecognizer(pan)
        scene.child.addGestureRecognizer(pan)
        #expect(scene.child.gestureRecognizers?.count == 1)
        scene.parent.addGestureRecognizer(pan)
        #expect(pan.view === scene.parent)
        #expect(scene.child.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        scene.parent.gestureRecognizers = [tap]
        #expect(scene.parent.gestureRecognizers?.count == 1 && pan.view == nil && tap.view === scene.parent)
    }

    @Test func aRecognizerOutlivingItsViewNoLongerNamesIt() {
        let tap = UITapGestureRecognizer()
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(tap)
            #expect(tap.view === view)
            weakView = view
        }
        #expect(weakView == nil)  // the recognizer does not retain its view, as in UIKit
        #expect(tap.view == nil)
        let other = UIView()
        other.addGestureRecognizer(tap)
        #expect(tap.view === other && other.gestureRecognizers?.count == 1)
    }

    @Test func locationOfTouchOutOfRangeTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIPanGestureRecognizer().location(ofTouch: 1, in: nil)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("reason: '-[UIPanGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (0).'"))
    }
}

@MainActor
struct GestureEventTouchesTests {
    @Test func eventListsTheTouchesOfARecognizer() {
        final class Probe: UIGestureRecognizer {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                counts.append(event.touches(for: self)?.count ?? -1)
            }
        }
        let scene = GestureScene()
        let probe = Probe(), other = Probe()
        scene.child.addGestureRecognizer(probe)
        scene.host.touchDown(at: scene.childCenter)
        #expect(probe.counts == [1])
        let event = UIEvent(type: .touches, timestamp: 0)
        #expect(event.touches(for: other)?.isEmpty == true)
        #expect(UIEvent(type: .motion, timestamp: 0).touches(for: other) == nil)
        scene.host.touchUp()
        scene.child.removeGestureRecognizer(probe)     // it never fails on its own
        #expect(probe.state == .possible && !probe.isInvolved)
    }
}
