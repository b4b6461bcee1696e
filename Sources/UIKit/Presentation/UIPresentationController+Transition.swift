import Foundation

extension UIPresentationController {
    // MARK: Adaptation

    func adaptivePresentationStyleImplementation(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate { return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection) }
        return defaultAdaptiveStyle(compact: traitCollection.horizontalSizeClass != .regular)
    }

    /// Whether the presentation lays out for a horizontally regular environment: the horizontal size
    /// class of the window the container (or, before there is one, the presenting view) is in, the main
    /// screen's without a window, as UIKit adapts sheets, form sheets and popovers by the trait
    /// collection's `horizontalSizeClass` rather than by a width.
    var isRegularWidth: Bool {
        UIPresentationController.horizontalSizeClass(of: containerView ?? presentingViewController.viewIfLoaded) == .regular
    }

    // MARK: Running a transition

    /// Runs `context`'s transition: with the transitioning delegate's animator (and interaction
    /// controller) when it gives one, else the built-in animation, through a transition context whose
    /// coordinator is both controllers' `transitionCoordinator` meanwhile. Without animation the end state
    /// is applied at once.
    /// - Complexity: O(1) besides the animation's per-frame work.
    func runTransition(_ context: ModalTransitionContext) {
        let presented = presentedViewController, presenting = presentingViewController
        let delegate = presented.transitioningDelegate
        let custom: (any UIViewControllerAnimatedTransitioning)? = context.isPresenting
            ? delegate?.animationController(forPresented: presented, presenting: presenting, source: context.source ?? presenting)
            : delegate?.animationController(forDismissed: presented)
        let animated = context.isAnimated && UIView.areAnimationsEnabled
        if custom == nil, !animated {
            if context.isPresenting { builtInPresentationChanges(context) } else { builtInDismissalChanges(context) }
            context.completeTransition(true)
            return
        }
        let animator = custom ?? BuiltInModalAnimator(presentationController: self, context: context)
        let interactor = custom.flatMap { custom in
            context.isPresenting ? delegate?.interactionControllerForPresentation(using: custom)
                                 : delegate?.interactionControllerForDismissal(using: custom)
        }
        let container = context.containerView
        let presentedParticipant = ViewControllerTransitionContext.Participant(
            controller: presented, view: presentedView,
            initialFrame: context.isPresenting ? .zero : frameOfPresentedViewInContainerView,
            finalFrame: context.isPresenting ? frameOfPresentedViewInContainerView : .zero)
        let presentingView = shouldRemovePresentersView ? presenting.presentationTopView : nil
        let presentingParticipant = ViewControllerTransitionContext.Participant(
            controller: presenting, view: context.isPresenting ? presentingView : nil,
            initialFrame: presentingView?.frame ?? .zero, finalFrame: presentingView?.frame ?? .zero)
        let transition = ViewControllerTransitionContext(
            containerView: container,
            from: context.isPresenting ? presentingParticipant : presentedParticipant,
            to: context.isPresenting ? presentedParticipant : presentingParticipant,
            isAnimated: animated, presentationStyle: presentationStyle, animator: animator, interactor: interactor)
        presented.transitionCoordinatorStorage = transition.coordinator
        presenting.transitionCoordinatorStorage = transition.coordinator
        transition.containerCompletion = { completed in
            presented.transitionCoordinatorStorage = nil
            presenting.transitionCoordinatorStorage = nil
            context.completeTransition(completed)
        }
        transition.start()
    }

    /// The transition style that animates this presentation: the context provider's when it provides
    /// one, else the presented controller's.
    var effectiveTransitionStyle: UIModalTransitionStyle {
        let presenting = presentingViewController
        if presentationStyle == .currentContext || presentationStyle == .overCurrentContext,
           presenting.providesPresentationContextTransitionStyle {
            return presenting.modalTransitionStyle
        }
        return presentedViewController.modalTransitionStyle
    }

    // MARK: Default animations (by transition style)

    func defaultStartState(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        let final = frameOfPresentedViewInContainerView
        switch effectiveTransitionStyle {
        case .coverVertical:
            view.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY)
        case .crossDissolve, .partialCurl:
            view.frame = final
            view.alpha = 0
        case .flipHorizontal:
            view.frame = final
            view.transform = CGAffineTransform(scaleX: 0.001, y: 1)
        }
    }

    func defaultPresentationChanges(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        let final = frameOfPresentedViewInContainerView
        switch effectiveTransitionStyle {
        case .coverVertical:
            view.frame = final
        case .crossDissolve, .partialCurl:
            view.alpha = 1
        case .flipHorizontal:
            view.transform = .identity
        }
    }

    func defaultDismissalChanges(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        switch effectiveTransitionStyle {
        case .coverVertical:
            view.frame = view.frame.offsetBy(dx: 0, dy: context.containerView.bounds.height - view.frame.minY)
        case .crossDissolve, .partialCurl:
            view.alpha = 0
        case .flipHorizontal:
            view.transform = CGAffineTransform(scaleX: 0.001, y: 1)
        }
    }

    /// 0.5 s for a vertical cover, 0.35 s for a dissolve and 0.6 s for a flip (iOS documents no
    /// durations; these are chosen to look like a device's).
    func defaultDuration(presenting: Bool) -> TimeInterval {
        switch effectiveTransitionStyle {
        case .coverVertical: return 0.5
        case .crossDissolve, .partialCurl: return 0.35
        case .flipHorizontal: return 0.6
        }
    }
}
