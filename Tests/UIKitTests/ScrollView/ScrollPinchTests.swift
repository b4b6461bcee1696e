import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollPinchTests {
    private func zoomScene() -> (ScrollScene, ScrollEventRecorder, UIView) {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 844))
        let recorder = ScrollEventRecorder()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.scrollView.addSubview(image)
        recorder.zoomView = image
        scene.scrollView.delegate = recorder
        scene.scrollView.maximumZoomScale = 3
        scene.host.renderFrame()
        return (scene, recorder, image)
    }

    /// Two fingers on a horizontal line around x = 200, `span` apart, spread to `to` in `steps` moves.
    private func pinch(_ scene: ScrollScene, from span: CGFloat, to end: CGFloat, steps: Int = 10, lift: Bool = true) -> SyntheticFingers {
        let fingers = SyntheticFingers(window: scene.scrollView.window!, host: scene.host)
        fingers.down([CGPoint(x: 200 - span / 2, y: 400), CGPoint(x: 200 + span / 2, y: 400)])
        for i in 1...steps {
            scene.host.advance(by: 1.0 / 120)
            let s = span + (end - span) * CGFloat(i) / CGFloat(steps)
            fingers.move(to: [CGPoint(x: 200 - s / 2, y: 400), CGPoint(x: 200 + s / 2, y: 400)])
        }
        if lift { fingers.up() }
        return fingers
    }

    @Test func pinchZoomsAboutTheFingers() {
        let (scene, recorder, _) = zoomScene()
        #expect(scene.scrollView.pinchGestureRecognizer != nil)
        _ = pinch(scene, from: 100, to: 200)
        scene.host.runUntilIdle()
        #expect(abs(scene.scrollView.zoomScale - 2) < 1e-9)
        #expect(abs(scene.scrollView.contentOffset.x - 200) < 1e-6)      // (200, 400) stays under the fingers
        #expect(abs(scene.scrollView.contentOffset.y - 400) < 1e-6)
        #expect(recorder.collapsed.first == "willBeginZooming")
        #expect(recorder.collapsed.last == "didEndZooming")
        #expect(!recorder.events.contains("willBeginDragging"))
        #expect(!scene.scrollView.isZooming)
    }

    @Test func pinchPastTheLimitBouncesBack() {
        let (scene, recorder, _) = zoomScene()
        let fingers = pinch(scene, from: 50, to: 200, lift: false)
        #expect(scene.scrollView.zoomScale > 3)                          // rubber-banded past the maximum
        #expect(scene.scrollView.zoomScale < 4)
        fingers.up()
        #expect(scene.scrollView.isZoomBouncing)
        #expect(!recorder.events.contains("didEndZooming"))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.zoomScale == 3)
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(recorder.events.last == "didEndZooming")
        #expect(scene.scrollView.contentOffset == scene.scrollView.clampedOffset(scene.scrollView.contentOffset))
    }

    @Test func noPinchWithoutAZoomingView() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 844))
        scene.scrollView.maximumZoomScale = 3
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        _ = pinch(scene, from: 100, to: 200)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.zoomScale == 1)
    }
}
