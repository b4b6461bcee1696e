import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollDelegateOrderTests {
    @Test func flickSendsUIKitsOrder() {
        let scene = ScrollScene()
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        var flags: [String: (Bool, Bool, Bool)] = [:]
        recorder.onEvent = { name in
            let s = scene.scrollView
            if flags[name] == nil { flags[name] = (s.isTracking, s.isDragging, s.isDecelerating) }
        }
        scene.flick(dy: -200)
        scene.host.runUntilIdle()
        #expect(recorder.collapsed == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)",
                                       "willBeginDecelerating", "didScroll*", "didEndDecelerating"])
        #expect(flags["willBeginDragging"]! == (true, true, false))
        #expect(flags["didEndDragging(true)"]! == (false, true, true))
        #expect(flags["didEndDecelerating"]! == (false, false, false))
        #expect(!scene.scrollView.isDecelerating && !scene.scrollView.isDragging && !scene.scrollView.isTracking)
    }

    @Test func slowReleaseDoesNotDecelerate() {
        let scene = ScrollScene()
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        let host = scene.host
        host.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...10 {
            host.advance(by: 1.0 / 120)
            host.touchMove(to: CGPoint(x: 200, y: 600 - CGFloat(i) * 10))
        }
        host.advance(by: 0.2)              // the finger rests: no velocity left
        host.touchUp()
        host.runUntilIdle()
        #expect(recorder.collapsed == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.velocity == .zero)
    }

    @Test func programmaticOffsets() {
        let scene = ScrollScene()
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(recorder.events == ["didScroll"])
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 100))
        scene.scrollView.bounds.origin = CGPoint(x: 0, y: 150)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 150))
        recorder.events.removeAll()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scene.host.runUntilIdle()
        #expect(recorder.collapsed == ["didScroll*", "didEndScrollingAnimation"])
        #expect(recorder.events.filter { $0 == "didScroll" }.count > 10)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 500))
        recorder.events.removeAll()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scene.host.runUntilIdle()
        #expect(recorder.events.isEmpty)
    }

    @Test func scrollToTopOrder() {
        let scene = ScrollScene()
        let recorder = ScrollEventRecorder()
        scene.scrollView.delegate = recorder
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 3000)
        recorder.events.removeAll()
        #expect(UIScrollView.requestScrollToTop(in: scene.scrollView.window!))
        scene.host.runUntilIdle()
        #expect(recorder.collapsed == ["shouldScrollToTop", "didScroll*", "didScrollToTop"])
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func zoomingOrder() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 844))
        let recorder = ScrollEventRecorder()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.scrollView.addSubview(image)
        recorder.zoomView = image
        scene.scrollView.delegate = recorder
        scene.scrollView.minimumZoomScale = 0.5
        scene.scrollView.maximumZoomScale = 4
        scene.scrollView.zoom(to: CGRect(x: 100, y: 200, width: 195, height: 422), animated: true)
        scene.host.runUntilIdle()
        #expect(recorder.collapsed.first == "willBeginZooming")
        #expect(recorder.collapsed.last == "didEndZooming")
        #expect(recorder.events.contains("didZoom"))
        #expect(abs(scene.scrollView.zoomScale - 2) < 0.001)
        #expect(scene.scrollView.contentSize == CGSize(width: 780, height: 1688))
        #expect(abs(scene.scrollView.contentOffset.x - 200) < 0.01)
        #expect(abs(scene.scrollView.contentOffset.y - 400) < 0.01)
        scene.scrollView.zoomScale = 10
        #expect(scene.scrollView.zoomScale == 4)
        #expect(image.frame.size == CGSize(width: 1560, height: 3376))
    }
}

@MainActor
struct ScrollRectToVisibleTests {
    @Test func scrollsTheLeastAmount() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 5000))
        let view = scene.scrollView
        let recorder = ScrollEventRecorder()
        view.delegate = recorder
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(view.contentOffset == .zero)                          // already visible: nothing
        #expect(recorder.events.isEmpty)
        view.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 50, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1100 - 844))   // bottom edge brought in
        view.scrollRectToVisible(CGRect(x: 0, y: 50, width: 50, height: 10), animated: true)
        scene.host.runUntilIdle()
        #expect(view.contentOffset == CGPoint(x: 0, y: 50))           // top edge brought in
        #expect(recorder.events.last == "didEndScrollingAnimation")
        view.scrollRectToVisible(CGRect(x: 0, y: 4990, width: 50, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 5000 - 844))   // clamped to the content
    }
}
