import Foundation

/// The animator of presentations without a custom one: it runs the presentation controller's built-in
/// animation (the transition style's, a sheet's rise, an alert's fade) over its built-in duration.
@preconcurrency @MainActor
final class BuiltInModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presentationController: UIPresentationController
    let context: ModalTransitionContext

    init(presentationController: UIPresentationController, context: ModalTransitionContext) {
        self.presentationController = presentationController
        self.context = context
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        presentationController.builtInDuration(presenting: context.isPresenting)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let pc = presentationController, context = context
        if context.isPresenting { pc.builtInStartState(context) }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: context.isPresenting ? [.curveEaseOut] : [.curveEaseIn],
                       animations: {
                           if context.isPresenting { pc.builtInPresentationChanges(context) } else { pc.builtInDismissalChanges(context) }
                       },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
