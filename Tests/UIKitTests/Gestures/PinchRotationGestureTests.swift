import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PinchRotationGestureTests {
    @Test func pinchScaleIsTheDistanceRatio() {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer()
        var log: [(UIGestureRecognizer.State, CGFloat)] = []
        pinch.addAction { (pinch: UIPinchGestureRecognizer) in log.append((pinch.state, pinch.scale)) }
        scene.parent.addGestureRecognizer(pinch)
        #expect(pinch.scale == 1)
        let fingers = SyntheticFingers(window: scene.window, host: scene.host)
        fingers.down([CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)])          // 40 pt apart
        scene.host.advance(by: 0.05)
        fingers.move(to: [CGPoint(x: 76, y: 100), CGPoint(x: 124, y: 100)])      // 48: under the threshold
        #expect(log.isEmpty)
        scene.host.advance(by: 0.05)
        fingers.move(to: [CGPoint(x: 70, y: 100), CGPoint(x: 130, y: 100)])      // 60: begins at 1.5
        #expect(log.map(\.0) == [.began])
        #expect(log.last?.1 == 1.5)
        #expect(abs(pinch.velocity - 5) < 1e-6)                                  // 0.5 over 0.1 s
        pinch.scale = 1                                                          // incremental use
        #expect(pinch.velocity == 0)
        scene.host.advance(by: 0.05)
        fingers.move(to: [CGPoint(x: 40, y: 100), CGPoint(x: 160, y: 100)])      // 120: twice the rebased span
        #expect(log.last?.1 == 2)
        fingers.up(count: 1)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        fingers.up()
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func pinchFailsWhenTheFingersLiftFirst() {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer()
        let recorder = StateRecorder()
        recorder.attach(pinch)
        scene.parent.addGestureRecognizer(pinch)
        scene.host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.1)   // one finger
        let fingers = SyntheticFingers(window: scene.window, host: scene.host)
        fingers.down([CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)])
        fingers.move(by: CGPoint(x: 30, y: 0))                                   // no distance change
        fingers.up()
        #expect(recorder.states.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test func rotationAccumulatesRadians() {
        let scene = GestureScene()
        let rotation = UIRotationGestureRecognizer()
        var log: [(UIGestureRecognizer.State, CGFloat)] = []
        rotation.addAction { (r: UIRotationGestureRecognizer) in log.append((r.state, r.rotation)) }
        scene.parent.addGestureRecognizer(rotation)
        let fingers = SyntheticFingers(window: scene.window, host: scene.host)
        let center = CGPoint(x: 100, y: 100)
        func at(_ angle: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - 40 * cos(angle), y: center.y - 40 * sin(angle)),
             CGPoint(x: center.x + 40 * cos(angle), y: center.y + 40 * sin(angle))]
        }
        fingers.down(at(0))
        fingers.move(to: at(0.02))
        #expect(log.isEmpty)
        // Turning step by step past half a turn keeps counting.
        var angle: CGFloat = 0.02
        for _ in 0..<40 {
            angle += 0.1
            scene.host.advance(by: 1.0 / 120)
            fingers.move(to: at(angle))
        }
        #expect(log.first?.0 == .began)
        #expect(abs((log.last?.1 ?? 0) - angle) < 1e-9)
        #expect(abs(rotation.velocity - 12) < 1e-6)                             // 0.1 rad per 1/120 s
        fingers.up()
        #expect(log.last?.0 == .ended)
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }
}
