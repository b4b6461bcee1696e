import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct SwipeGestureTests {
    private func swipe(_ direction: UISwipeGestureRecognizer.Direction, from a: CGPoint, to b: CGPoint, duration: TimeInterval) -> [UIGestureRecognizer.State] {
        let scene = GestureScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        let recorder = StateRecorder()
        recorder.attach(swipe)
        scene.parent.addGestureRecognizer(swipe)
        scene.host.drag(from: a, to: b, duration: duration)
        scene.host.advance(by: 1)
        #expect(swipe.state == .possible)
        return recorder.states
    }

    @Test func defaultsAndRawValues() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func quickStrokeInTheDirectionIsRecognizedDuringTheMove() {
        #expect(swipe(.right, from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 110), duration: 0.1) == [.ended])
        #expect(swipe([.left, .up], from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), duration: 0.1) == [.ended])
    }

    @Test func wrongDirectionSlowOrShortStrokesFail() {
        #expect(swipe(.right, from: CGPoint(x: 120, y: 100), to: CGPoint(x: 20, y: 100), duration: 0.1).isEmpty)
        #expect(swipe(.right, from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100), duration: 1.2).isEmpty)
        #expect(swipe(.right, from: CGPoint(x: 20, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.1).isEmpty)
        #expect(swipe(.right, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 120), duration: 0.1).isEmpty)
    }
}
