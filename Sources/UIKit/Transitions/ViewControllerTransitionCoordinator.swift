import Foundation

/// UIKit's own transition coordinator: reports its context's state, and runs the alongside animations
/// in a `UIViewPropertyAnimator` of the transition's duration, so that an interaction scrubs them with
/// the transition and its end runs them to the end (or back). Completions run once the animator
/// completed the transition, before the container's appearance callbacks. Not public API.
///
/// Animations queued after the transition started join the running animator over the remaining time.
@preconcurrency @MainActor
final class ViewControllerTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let context: ViewControllerTransitionContext
    @preconcurrency private var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @preconcurrency private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @preconcurrency private var interactionHandlers: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @preconcurrency private var interactionEndHandlers: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Runs the alongside animations once the transition started (nil before, and after it completed).
    private var animator: UIViewPropertyAnimator?
    private var started = false
    private var finished = false

    init(context: ViewControllerTransitionContext) {
        self.context = context
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.isInterruptible }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    @preconcurrency func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !started {
            alongside.append(animation)
        } else if let animator {
            animator.addAnimations { [unowned self] in animation(self) }
        } else {
            UIView.performWithoutAnimation { animation(self) }
        }
        return true
    }

    @discardableResult
    @preconcurrency func animateAlongsideTransition(in view: UIView?,
                                    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @preconcurrency func notifyWhenInteractionEnds(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionEndHandlers.append(handler)
    }

    @preconcurrency func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driving (called by the context)

    /// The transition started animating: the queued alongside blocks run in one animator, paused at the
    /// start when an interaction drives the transition.
    func beginAlongside(paused: Bool) {
        started = true
        let animator = UIViewPropertyAnimator(duration: context.transitionDuration, timingParameters: context.alongsideTiming)
        // The animator runs its blocks itself, so a block may animate with `UIView.animate` inside.
        animator.scrubsLinearly = false
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { animator.addAnimations { [unowned self] in block(self) } }
        self.animator = animator
        if paused { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// The transition runs without animation: the alongside blocks run now, unanimated.
    func runAlongsideWithoutAnimation() {
        started = true
        let blocks = alongside
        alongside.removeAll()
        UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }

    /// The interaction moved: the alongside animations show `fraction`.
    func scrubAlongside(to fraction: CGFloat) {
        guard let animator, !animator.isRunning else { return }
        animator.fractionComplete = fraction
    }

    /// An interaction took over: the alongside animations stop where they are.
    func pauseAlongside() { animator?.pauseAnimation() }

    /// The interaction ended: the alongside animations run on to the end, or back to the start.
    func completeAlongside(reversed: Bool, speed: CGFloat, curve: UIView.AnimationCurve) {
        guard let animator, animator.state == .active else { return }
        animator.pauseAnimation()
        animator.isReversed = reversed
        let remaining = reversed ? animator.fractionComplete : 1 - animator.fractionComplete
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: curve),
                                   durationFactor: max(remaining, 0.001) / max(speed, 0.01))
    }

    /// The interaction turned on or off.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
        if !context.isInteractive {
            let ended = interactionEndHandlers
            interactionEndHandlers.removeAll()
            for handler in ended { handler(self) }
        }
    }

    /// The transition completed: the alongside animations jump to where the transition ended, then the
    /// completions run.
    func finish() {
        guard !finished else { return }
        finished = true
        if let animator, animator.state != .inactive {
            animator.stopAnimation(false)
            animator.finishAnimation(at: context.transitionWasCancelled ? .start : .end)
        }
        animator = nil
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
