import Foundation

extension UIPresentationController {
    // MARK: Adaptation

    func adaptivePresentationStyleImplementation(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate { return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection) }
        return defaultAdaptiveStyle(compact: traitCollection.horizontalSizeClass != .regular)
    }

    /// Whether the container (or, before there is one, the screen) is wide enough for regular-width
    /// presentations: at least 600 points, the narrowest iPad-class width (documented choice until the
    /// container's trait collection carries the window's size class).
    var isRegularWidth: Bool {
        (containerView?.bounds.width ?? UIScreen.main.bounds.width) >= 600
    }

    // MARK: Running a transition

    /// Runs `context`'s transition with the built-in animation (or at once when not animated), ending it
    /// with `completeTransition(true)`.
    /// - Complexity: O(1) besides the animation's per-frame work.
    func runTransition(_ context: ModalTransitionContext) {
        let presenting = context.isPresenting
        guard context.isAnimated, UIView.areAnimationsEnabled else {
            if presenting { builtInPresentationChanges(context) } else { builtInDismissalChanges(context) }
            context.completeTransition(true)
            return
        }
        if presenting { builtInStartState(context) }
        UIView.animate(withDuration: builtInDuration(presenting: presenting), delay: 0,
                       options: presenting ? [.curveEaseOut] : [.curveEaseIn],
                       animations: { [self] in
                           if presenting { builtInPresentationChanges(context) } else { builtInDismissalChanges(context) }
                       },
                       completion: { _ in context.completeTransition(true) })
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
