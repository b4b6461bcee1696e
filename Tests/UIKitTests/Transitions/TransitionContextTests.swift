import Testing
import UIKitTesting
@testable import UIKit

/// A custom animator as apps write them: slides the arriving view in from the right with `UIView.animate`
/// and calls `completeTransition(!transitionWasCancelled)` in the completion, putting the views back
/// when cancelled.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 1
    var ended: [Bool] = []
    var log: ((String) -> Void)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            self.log?("complete")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        log?("animationEnded")
    }
}

/// An interruptible animator (iOS 10): a property animator the percent-driven transition scrubs.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.frame = final }
        animator.addCompletion { position in
            if position == .start { toView.removeFromSuperview() }
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }
}

@MainActor
struct TransitionContextTests {
    private struct Scene {
        let host: HeadlessHost
        let container: UIView
        let fromVC: UIViewController
        let toVC: UIViewController
        let badge: UIView
    }

    /// A 200×100 container with the from view in it, a to controller, and a badge outside the container
    /// for alongside animations.
    private func scene() -> Scene {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let root = UIViewController()
        host.show(root)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.view.addSubview(container)
        let badge = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        root.view.addSubview(badge)
        let fromVC = UIViewController(), toVC = UIViewController()
        fromVC.view.frame = container.bounds
        container.addSubview(fromVC.view)
        return Scene(host: host, container: container, fromVC: fromVC, toVC: toVC, badge: badge)
    }

    private func context(_ s: Scene, animated: Bool = true, animator: (any UIViewControllerAnimatedTransitioning)?,
                         interactor: (any UIViewControllerInteractiveTransitioning)? = nil) -> ViewControllerTransitionContext {
        let bounds = s.container.bounds
        let context = ViewControllerTransitionContext(
            containerView: s.container,
            from: .init(controller: s.fromVC, view: s.fromVC.view, initialFrame: bounds, finalFrame: bounds),
            to: .init(controller: s.toVC, view: s.toVC.view, initialFrame: .zero, finalFrame: bounds),
            isAnimated: animated, animator: animator, interactor: interactor)
        context.alongsideTiming = UICubicTimingParameters(animationCurve: .linear)
        return context
    }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minX ?? view.frame.minX }

    @Test func animatedTransitionRunsAlongsideAndCompletesInUIKitsOrder() {
        let s = scene()
        let animator = SlideAnimator()
        var log: [String] = []
        animator.log = { log.append($0) }
        let context = context(s, animator: animator)
        context.containerCompletion = { log.append("container(\($0))") }
        let coordinator = context.coordinator
        let queued = coordinator.animate(alongsideTransition: { _ in s.badge.center.x = 105 },
                                         completion: { c in log.append("coordinator(cancelled: \(c.isCancelled))") })
        #expect(queued)
        context.start()
        #expect(coordinator.isAnimated && !coordinator.isInteractive && coordinator.transitionDuration == 1)
        s.host.advance(by: 0.5)
        #expect(abs(presentedX(s.toVC.view) - 100) < 0.01)           // half-way along a linear slide of 200
        #expect(abs(s.badge.layer.presentation()!.position.x - 55) < 0.01)
        s.host.advance(by: 0.6)
        #expect(log == ["complete", "coordinator(cancelled: false)", "container(true)", "animationEnded"])
        #expect(animator.ended == [true])
        #expect(s.toVC.view.frame == s.container.bounds)
        #expect(s.badge.center.x == 105)
        // Once complete, the coordinator queues nothing more.
        let queuedLate = coordinator.animate(alongsideTransition: { _ in }, completion: nil)
        #expect(!queuedLate)
    }

    @Test func withoutAnimationTheArrivingViewIsPlacedAtOnce() {
        let s = scene()
        let animator = SlideAnimator()
        let context = context(s, animated: false, animator: animator)
        var completed: Bool?
        context.containerCompletion = { completed = $0 }
        context.coordinator.animate(alongsideTransition: { _ in s.badge.alpha = 0.5 }, completion: nil)
        context.start()
        #expect(completed == true)
        #expect(s.toVC.view.superview === s.container)
        #expect(s.toVC.view.frame == s.container.bounds)
        #expect(s.badge.alpha == 0.5 && s.badge.layer.animationKeys() == nil)
        #expect(animator.ended == [true])
    }

    @Test func percentDrivenTransitionScrubsFinishesAndReportsInteractionChanges() {
        let s = scene()
        let animator = SlideAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let context = context(s, animator: animator, interactor: interaction)
        var completed: Bool?
        var interactionStates: [Bool] = []
        context.containerCompletion = { completed = $0 }
        context.coordinator.notifyWhenInteractionChanges { interactionStates.append($0.isInteractive) }
        context.coordinator.animate(alongsideTransition: { _ in s.badge.center.x = 105 }, completion: nil)
        context.start()
        #expect(context.isInteractive && context.coordinator.initiallyInteractive)
        #expect(interaction.duration == 1)
        s.host.advance(by: 0.3)
        #expect(abs(presentedX(s.toVC.view) - 200) < 0.01)           // paused at the start while not updated
        interaction.update(0.25)
        s.host.advance(by: 1.0 / 120)
        #expect(abs(presentedX(s.toVC.view) - 150) < 0.01)
        #expect(abs(s.badge.layer.presentation()!.position.x - 30) < 0.01)   // alongside scrubbed: 5 + 0.25 × 100
        #expect(context.coordinator.percentComplete == 0.25 && interaction.percentComplete == 0.25)
        interaction.finish()
        #expect(interactionStates == [false])
        s.host.advance(by: 0.375)                                  // half of the remaining 0.75 s
        #expect(abs(presentedX(s.toVC.view) - 75) < 1)
        #expect(completed == nil)
        s.host.advance(by: 0.5)
        #expect(completed == true)
        #expect(animator.ended == [true])
        #expect(s.toVC.view.frame == s.container.bounds)
        #expect(s.container.layer.speed == 1 && s.container.layer.timeOffset == 0)
    }

    @Test func cancelledPercentDrivenTransitionGoesBackAndCompletesCancelled() {
        let s = scene()
        let animator = SlideAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let context = context(s, animator: animator, interactor: interaction)
        var completed: Bool?
        var cancelledInCompletion: Bool?
        context.containerCompletion = { completed = $0 }
        context.coordinator.animate(alongsideTransition: { _ in s.badge.center.x = 105 },
                                    completion: { cancelledInCompletion = $0.isCancelled })
        context.start()
        interaction.update(0.5)
        s.host.advance(by: 1.0 / 120)
        interaction.cancel()
        s.host.advance(by: 0.25)                                   // half-way back (0.5 s to go back at speed 1)
        #expect(abs(presentedX(s.toVC.view) - 150) < 1)
        #expect(completed == nil)
        s.host.advance(by: 0.3)
        #expect(completed == false)
        #expect(cancelledInCompletion == true)
        #expect(context.transitionWasCancelled)
        #expect(animator.ended == [false])
        #expect(s.toVC.view.superview == nil)
        #expect(s.badge.center.x == 5)                             // alongside animations end at their start
        #expect(s.container.layer.speed == 1 && s.container.layer.timeOffset == 0)
    }

    @Test func interruptibleAnimatorIsScrubbedAndReversed() {
        let s = scene()
        let animator = InterruptibleSlideAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        let context = context(s, animator: animator, interactor: interaction)
        var completed: Bool?
        context.containerCompletion = { completed = $0 }
        context.start()
        #expect(context.coordinator.isInterruptible)
        interaction.update(0.4)
        s.host.advance(by: 1.0 / 120)
        #expect(abs(animator.animator!.fractionComplete - 0.4) < 1e-9)
        #expect(abs(presentedX(s.toVC.view) - 120) < 0.01)
        interaction.cancel()
        s.host.advance(by: 1)
        #expect(completed == false)
        #expect(s.toVC.view.superview == nil)
    }

    @Test func transitionCoordinatorIsFoundThroughTheParent() {
        let s = scene()
        let context = context(s, animator: SlideAnimator())
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.transitionCoordinator == nil)
        parent.transitionCoordinatorStorage = context.coordinator
        #expect(child.transitionCoordinator === context.coordinator)
    }
}
