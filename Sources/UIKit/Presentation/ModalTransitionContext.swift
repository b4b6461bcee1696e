import Foundation

/// One presentation or dismissal transition in progress: the container, the controllers and views on
/// either side, and their final frames, handed to the animation that runs it.
@MainActor
final class ModalTransitionContext {
    /// The view the transition happens in.
    let containerView: UIView
    /// The presentation controller of the transition.
    let presentationController: UIPresentationController
    /// Whether this is a presentation (true) or a dismissal (false).
    let isPresenting: Bool
    /// Whether the transition animates.
    let isAnimated: Bool
    /// Whether the transition is driven by a gesture (a sheet's swipe-down).
    var isInteractive = false
    /// Whether the transition was cancelled (an interactive dismissal that sprang back).
    private(set) var transitionWasCancelled = false
    /// The controller `present` was called on.
    weak var source: UIViewController?
    /// Called once when the transition ends, with whether it completed.
    var onComplete: ((Bool) -> Void)?

    init(containerView: UIView, presentationController: UIPresentationController, isPresenting: Bool, isAnimated: Bool) {
        self.containerView = containerView
        self.presentationController = presentationController
        self.isPresenting = isPresenting
        self.isAnimated = isAnimated
    }

    /// The presented controller.
    var presentedViewController: UIViewController { presentationController.presentedViewController }
    /// The presenting controller.
    var presentingViewController: UIViewController { presentationController.presentingViewController }
    /// The controller the transition goes away from.
    var fromViewController: UIViewController { isPresenting ? presentingViewController : presentedViewController }
    /// The controller the transition goes to.
    var toViewController: UIViewController { isPresenting ? presentedViewController : presentingViewController }

    /// The frame the presented view ends at when presenting.
    var presentedFinalFrame: CGRect { presentationController.frameOfPresentedViewInContainerView }

    /// Records that an interactive transition was cancelled.
    func cancelInteractiveTransition() { transitionWasCancelled = true }

    /// Ends the transition: `completed` false when it was cancelled.
    func completeTransition(_ completed: Bool) {
        let done = onComplete
        onComplete = nil
        done?(completed)
    }
}
