import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollDesktopInputTests {
    @Test func wheelScrollsSmoothlyWithinTheLimits() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2000))
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        #expect(scene.host.scrollWheel(dx: 0, dy: -120, at: CGPoint(x: 200, y: 400)))
        scene.host.advance(by: 1.0 / 120)
        let first = scene.scrollView.contentOffset.y
        #expect(first > 0 && first < 120)                      // gliding, not jumping
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 120)
        #expect(recorder.events.allSatisfy { $0 == "didScroll" })
        #expect(scene.host.scrollWheel(dx: 0, dy: 200, at: CGPoint(x: 200, y: 400)))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)          // clamped: no overscroll
        #expect(!scene.host.scrollWheel(dx: 0, dy: 50, at: CGPoint(x: 200, y: 400)))   // already at the top
        for _ in 0..<40 { scene.host.scrollWheel(dx: 0, dy: -100, at: CGPoint(x: 200, y: 400)) }
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(2000 - 844))
    }

    @Test func wheelGoesToTheInnermostScrollViewThatCanScrollThatWay() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 3000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        inner.contentSize = CGSize(width: 2000, height: 200)
        scene.scrollView.addSubview(inner)
        scene.host.renderFrame()
        // Vertical wheel over the horizontal scroller: the outer one scrolls.
        scene.host.scrollWheel(dx: 0, dy: -60, at: CGPoint(x: 200, y: 200))
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 60)
        #expect(inner.contentOffset == .zero)
        // Horizontal wheel: the inner one.
        scene.host.scrollWheel(dx: 80, dy: 0, at: CGPoint(x: 200, y: 100))
        scene.host.runUntilIdle()
        #expect(inner.contentOffset.x == 80)
        #expect(scene.scrollView.contentOffset.y == 60)
    }

    @Test func keyboardScrollsTheFirstResponder() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 5000))
        #expect(scene.scrollView.becomeFirstResponder())
        scene.host.press(.keyboardDownArrow)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 40)
        scene.host.press(.keyboardPageDown)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(40 + 844 - 40))
        scene.host.press(.keyboardEnd)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(5000 - 844))
        scene.host.press(.keyboardSpacebar, characters: " ")
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == CGFloat(5000 - 844))
        scene.host.press(.keyboardHome)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func nestedDragsGoToTheScrollViewThatCanMoveThatWay() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 3000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
        inner.contentSize = CGSize(width: 2000, height: 300)
        scene.scrollView.addSubview(inner)
        scene.host.renderFrame()
        scene.host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y > 100)
        #expect(inner.contentOffset == .zero)
        let outerY = scene.scrollView.contentOffset.y
        let y = inner.convert(CGPoint(x: 0, y: 150), to: nil).y
        #expect(y > 100 && y < 800)
        scene.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(inner.contentOffset.x > 150)
        #expect(scene.scrollView.contentOffset.y == outerY)
    }
}

@MainActor
struct ScrollWheelZoomTests {
    @Test func controlWheelZoomsAboutThePointer() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 844))
        let recorder = ScrollEventRecorder()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.scrollView.addSubview(image)
        recorder.zoomView = image
        scene.scrollView.delegate = recorder
        scene.scrollView.maximumZoomScale = 3
        let control = UIKey(keyCode: .keyboardLeftControl, characters: "")
        scene.host.key(control, isDown: true)
        let pointer = CGPoint(x: 100, y: 200)
        #expect(scene.host.scrollWheel(dx: 0, dy: 200 * log(2), at: pointer))
        #expect(abs(scene.scrollView.zoomScale - 2) < 1e-9)
        // The content point under the pointer stays there: (100, 200) at 2× is (200, 400).
        #expect(abs(scene.scrollView.contentOffset.x - 100) < 1e-6)
        #expect(abs(scene.scrollView.contentOffset.y - 200) < 1e-6)
        #expect(recorder.events.contains("didZoom"))
        scene.host.scrollWheel(dx: 0, dy: 1000, at: pointer)
        #expect(scene.scrollView.zoomScale == 3)
        scene.host.key(control, isDown: false)
        let before = scene.scrollView.zoomScale
        scene.host.scrollWheel(dx: 0, dy: -50, at: pointer)
        scene.host.runUntilIdle()
        #expect(scene.scrollView.zoomScale == before)                 // without control the wheel scrolls
    }

    @Test func turningScrollingOffMidDragCancelsTheDrag() {
        let scene = ScrollScene()
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        scene.host.touchDown(at: CGPoint(x: 200, y: 600))
        scene.host.touchMove(to: CGPoint(x: 200, y: 560))
        #expect(scene.scrollView.isDragging)
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.isDragging)
        #expect(recorder.events.contains("didEndDragging(false)"))
        scene.host.touchMove(to: CGPoint(x: 200, y: 400))
        scene.host.touchUp()
        scene.host.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y < 50)
    }
}
