import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PropertyAnimatorTests {
    private func scene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        vc.view.addSubview(box)
        host.show(vc)
        return (host, box)
    }

    @Test func runsToTheEndAndCompletes() {
        let (host, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 110)
        host.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(box.layer.presentation()!.position.x - 60) < 1e-6)
        host.advance(by: 0.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func pauseScrubAndResume() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 110 }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        let paused = box.layer.presentation()!.position.x
        host.advance(by: 0.5)
        #expect(box.layer.presentation()!.position.x == paused)
        animator.fractionComplete = 0.3
        host.advance(by: 1.0 / 120)
        #expect(abs(box.layer.presentation()!.position.x - 40) < 1e-6)   // linear scrubbing: 10 + 0.3 × 100
        animator.startAnimation()
        host.advance(by: 1.0 / 120)
        let resumed = box.layer.presentation()!.position.x
        #expect(resumed >= 40 && resumed < 42)                            // continues from the scrubbed value
        host.advance(by: 0.7)
        #expect(animator.state == .inactive)
        #expect(box.layer.presentation()!.position.x == 110)
    }

    @Test func reversingEndsAtTheStart() {
        let (host, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.4)
        animator.isReversed = true
        host.advance(by: 0.2)
        #expect(abs(box.layer.presentation()!.position.x - 30) < 1e-6)
        host.advance(by: 0.3)
        #expect(positions == [.start])
        #expect(box.center.x == 10)
        #expect(box.layer.presentation()!.position.x == 10)
    }

    @Test func stopKeepsCurrentValuesAndFinishReportsThePosition() {
        let (host, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(box.center.x - 60) < 1e-6)
        #expect(box.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { box.alpha = 0 }
        var called = false
        second.addCompletion { _ in called = true }
        second.startAnimation()
        host.advance(by: 0.2)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        host.advance(by: 1)
        #expect(!called)
        #expect(box.alpha > 0 && box.alpha < 1)
    }

    @Test func pausesOnCompletionAndRunningAnimatorFactory() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.5, controlPoint1: CGPoint(x: 0.1, y: 0.9),
                                              controlPoint2: CGPoint(x: 0.2, y: 1)) { box.center.y = 100 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        host.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(box.layer.presentation()!.position.y == 100)
        var finished: [UIViewAnimatingPosition] = []
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
                                                                     animations: { box.alpha = 0.5 },
                                                                     completion: { finished.append($0) })
        #expect(running.isRunning)
        host.advance(by: 0.1)
        #expect(box.layer.presentation()!.opacity == 1)
        host.advance(by: 0.3)
        #expect(finished == [.end])
    }

    @Test func springParametersAndAddedAnimations() {
        let (host, box) = scene()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        #expect(animator.duration < 2)                      // a physical spring's own settling time
        animator.addAnimations { box.center.x = 60 }
        animator.startAnimation()
        host.advance(by: 0.2)
        animator.addAnimations({ box.alpha = 0.2 }, delayFactor: 0.5)
        host.advance(by: 2)
        #expect(animator.state == .inactive)
        #expect(box.layer.presentation()!.position.x == 60)
        #expect(box.layer.presentation()!.opacity == Float(0.2))
    }

    @Test func continueWithNewTimingFromTheShownValues() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 110 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        let shown = box.layer.presentation()!.position.x
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        host.advance(by: 1.0 / 120)
        #expect(abs(box.layer.presentation()!.position.x - shown) < 3)   // one frame of the new pace
        host.advance(by: 0.125 - 1.0 / 120)
        #expect(abs(box.layer.presentation()!.position.x - (shown + (110 - shown) / 2)) < 1e-6)
        host.advance(by: 0.125)
        #expect(animator.state == .inactive)
    }
}
