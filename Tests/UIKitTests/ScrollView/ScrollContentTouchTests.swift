import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollContentTouchTests {
    private func scene(_ scrollView: UIScrollView = UIScrollView()) -> (ScrollScene, CountingButton) {
        let scene = ScrollScene(scrollView: scrollView)
        let button = CountingButton(frame: CGRect(x: 100, y: 300, width: 190, height: 100))
        scene.scrollView.addSubview(button)
        scene.host.renderFrame()
        return (scene, button)
    }

    @Test func tapOnAButtonFiresIt() {
        let (scene, button) = scene()
        scene.host.tap(at: CGPoint(x: 195, y: 350))
        scene.host.runUntilIdle()
        #expect(button.touchUpInside == 1)
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test func contentTouchesWaitForTheDelay() {
        let (scene, button) = scene()
        scene.host.touchDown(at: CGPoint(x: 195, y: 350))
        scene.host.advance(by: 0.1)
        #expect(button.began == 0)
        scene.host.advance(by: 0.1)
        #expect(button.began == 1)
        #expect(button.isHighlighted)
        scene.host.touchUp()
        #expect(button.touchUpInside == 1)
    }

    @Test func dragStartingOnAButtonThatTracksDoesNotScroll() {
        let (scene, button) = scene()
        let host = scene.host
        host.touchDown(at: CGPoint(x: 195, y: 350))
        host.advance(by: 0.2)                              // the button has the touch now
        for i in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 350 - CGFloat(i) * 10)) }
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(!scene.scrollView.isDragging)
        host.touchUp()
        #expect(button.cancels == 0)
        #expect(button.touchUpInside == 0)                 // released 200 pt away: touch up outside
    }

    @Test func dragStartingOnAButtonScrollsWhenTouchesShouldCancelAllows() {
        let (scene, button) = scene(CancellingScrollView())
        let host = scene.host
        host.touchDown(at: CGPoint(x: 195, y: 350))
        host.advance(by: 0.2)
        #expect(button.isHighlighted)
        for i in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 350 - CGFloat(i) * 10)) }
        #expect(scene.scrollView.contentOffset.y > 150)
        #expect(button.cancels == 1)
        #expect(!button.isHighlighted)
        host.touchUp()
        host.runUntilIdle()
        #expect(button.touchUpInside == 0)
    }

    @Test func canCancelContentTouchesFalseNeverScrollsAfterTheContentHasTheTouch() {
        let (scene, button) = scene(CancellingScrollView())
        scene.scrollView.canCancelContentTouches = false
        let host = scene.host
        host.touchDown(at: CGPoint(x: 195, y: 350))
        host.advance(by: 0.2)
        for i in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 350 - CGFloat(i) * 10)) }
        #expect(scene.scrollView.contentOffset == .zero)
        host.touchUp()
        #expect(button.cancels == 0)
    }

    @Test func quickSwipeOnAButtonScrollsAndTheButtonNeverHearsOfIt() {
        let (scene, button) = scene()
        scene.host.drag(from: CGPoint(x: 195, y: 380), to: CGPoint(x: 195, y: 200), duration: 0.08)
        #expect(scene.scrollView.contentOffset.y > 100)
        #expect(button.began == 0)
        #expect(button.touchUpInside == 0)
    }

    @Test func dragOnAPlainContentViewScrollsAndCancelsItsTouches() {
        let scene = ScrollScene()
        let plain = GestureLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
        scene.scrollView.addSubview(plain)
        let host = scene.host
        host.touchDown(at: CGPoint(x: 195, y: 500))
        host.advance(by: 0.2)
        #expect(plain.log == ["began"])
        for i in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 500 - CGFloat(i) * 10)) }
        #expect(scene.scrollView.contentOffset.y > 150)
        #expect(plain.log.last == "cancelled")
        host.touchUp()
    }

    @Test func touchesShouldBeginFalseSwallowsTheTouch() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let (scene, button) = scene(Refusing())
        scene.scrollView.delaysContentTouches = false
        scene.host.tap(at: CGPoint(x: 195, y: 350))
        #expect(button.began == 0)
        #expect(button.touchUpInside == 0)
    }

    @Test func withoutDelayTheContentGetsTheTouchAtOnce() {
        let (scene, button) = scene()
        scene.scrollView.delaysContentTouches = false
        scene.host.touchDown(at: CGPoint(x: 195, y: 350))
        #expect(button.began == 1)
        scene.host.touchUp()
        #expect(button.touchUpInside == 1)
    }
}
