import Foundation

/// UIKit's own transition context: the one object a container (navigation controller, presentation)
/// makes per transition. It hands the animator the container, views and frames, runs the animator or
/// the interaction controller, keeps the interaction's progress, and, when the animator calls
/// `completeTransition(_:)`, runs the coordinator's completions, then the container's completion,
/// then `animationEnded(_:)`, in that order. Not public API.
///
/// Without animation (`isAnimated` false, or no animator) the context does what an animator would: it
/// puts the arriving view in the container at its final frame, runs the alongside blocks without
/// animation and completes at once.
@preconcurrency @MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// One side of the transition: the controller, the view the animator moves and its frames.
    struct Participant {
        var controller: UIViewController?
        var view: UIView?
        var initialFrame: CGRect
        var finalFrame: CGRect

        init(controller: UIViewController?, view: UIView?, initialFrame: CGRect = .zero, finalFrame: CGRect = .zero) {
            self.controller = controller
            self.view = view
            self.initialFrame = initialFrame
            self.finalFrame = finalFrame
        }
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let from: Participant
    let to: Participant
    /// The animator (nil for a transition without animation).
    let animator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller, if the transition is interactive.
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The pacing of the alongside animations (the standard animators tell theirs).
    var alongsideTiming: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeInOut)
    /// The container's work once the animator completed (appearance callbacks, delegate calls).
    var containerCompletion: ((Bool) -> Void)?

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCompleted = false
    private(set) var isStarted = false
    @preconcurrency private var completionObservers: [@MainActor () -> Void] = []
    /// The duration the animator reports (0 without one).
    private(set) lazy var transitionDuration: TimeInterval = isAnimated ? max(animator?.transitionDuration(using: self) ?? 0, 0) : 0

    /// The coordinator handed out as the controllers' `transitionCoordinator`.
    private(set) lazy var coordinator = ViewControllerTransitionCoordinator(context: self)

    init(containerView: UIView, from: Participant, to: Participant, isAnimated: Bool,
         presentationStyle: UIModalPresentationStyle = .none,
         animator: (any UIViewControllerAnimatedTransitioning)?,
         interactor: (any UIViewControllerInteractiveTransitioning)? = nil) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.isAnimated = isAnimated && animator != nil
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interactor = isAnimated ? interactor : nil
        super.init()
    }

    /// Starts the transition: the interaction controller's `startInteractiveTransition(_:)`, the
    /// animator's `animateTransition(using:)`, or (without animation) the final state at once.
    func start() {
        guard !isStarted else { return }
        isStarted = true
        guard isAnimated, let animator else {
            if let view = to.view {
                if view.superview !== containerView { containerView.addSubview(view) }
                if to.finalFrame != .zero { view.frame = to.finalFrame }
            }
            coordinator.runAlongsideWithoutAnimation()
            completeTransition(true)
            return
        }
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            initiallyInteractive = isInteractive
            coordinator.beginAlongside(paused: isInteractive)
            interactor.startInteractiveTransition(self)
        } else {
            coordinator.beginAlongside(paused: false)
            animator.animateTransition(using: self)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isCompleted else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        coordinator.scrubAlongside(to: self.percentComplete)
    }

    func finishInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = false
        endInteraction(reversed: false)
    }

    func cancelInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = true
        endInteraction(reversed: true)
    }

    func pauseInteractiveTransition() {
        guard !isCompleted, !isInteractive else { return }
        isInteractive = true
        transitionWasCancelled = false
        coordinator.pauseAlongside()
        coordinator.interactionChanged()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        isInteractive = false
        if !didComplete { transitionWasCancelled = true }
        coordinator.finish()
        containerCompletion?(didComplete)
        containerCompletion = nil
        animator?.animationEnded(didComplete)
        let observers = completionObservers
        completionObservers.removeAll()
        for observer in observers { observer() }
    }

    /// Runs `body` after the transition completed (at once if it has).
    @preconcurrency func afterCompletion(_ body: @escaping @MainActor () -> Void) {
        if isCompleted { body() } else { completionObservers.append(body) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from.controller
        case .to: return to.controller
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    var targetTransform: CGAffineTransform { .identity }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.initialFrame }
        if vc === to.controller { return to.initialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.finalFrame }
        if vc === to.controller { return to.finalFrame }
        return .zero
    }

    // MARK: Interaction

    /// The interaction ended: the alongside animations run on to the end (or back to the start) at the
    /// interaction controller's completion speed and curve.
    private func endInteraction(reversed: Bool) {
        let wasInteractive = isInteractive
        isInteractive = false
        coordinator.completeAlongside(reversed: reversed, speed: completionVelocity, curve: completionCurve)
        if wasInteractive { coordinator.interactionChanged() }
    }

    /// The interaction controller's completion speed (1 without one).
    var completionVelocity: CGFloat { max(interactor?.completionSpeed ?? 1, 0.01) }
    /// The interaction controller's completion curve.
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
    /// Whether the animator is interruptible (it implements `interruptibleAnimator(using:)`).
    var isInterruptible: Bool {
        guard let animator else { return false }
        return !(animator.interruptibleAnimator(using: self) is NoInterruptibleAnimator)
    }
}
