import Foundation

/// Presents a `UIAlertController` (UIKit's private alert presentation controller): a dimmed window with
/// the alert centred in the safe area (fading in from 1.15× its size) or the action sheet at the bottom
/// (sliding up); a tap on the dimming picks an action sheet's cancel action.
final class AlertPresentationController: UIPresentationController {
    var dimmingView: PresentationDimmingView?

    var alertController: UIAlertController? { presentedViewController as? UIAlertController }
    var isAlert: Bool { alertController?.preferredStyle != .actionSheet }

    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alertView = presentedViewController.view as? AlertView else { return .zero }
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        let margin = AlertMetrics.sheetMargin
        if isAlert {
            let size = alertView.preferredSize(maxWidth: safe.width - 2 * margin, maxHeight: safe.height - 2 * margin)
            return CGRect(x: (safe.midX - size.width / 2).rounded(), y: (safe.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        }
        let bottom = container.bounds.height - max(margin, container.safeAreaInsets.bottom)
        let top = max(container.safeAreaInsets.top, margin)
        let size = alertView.preferredSize(maxWidth: container.bounds.width - 2 * margin, maxHeight: bottom - top)
        return CGRect(x: (container.bounds.midX - size.width / 2).rounded(), y: bottom - size.height, width: size.width, height: size.height)
    }

    override func prepareBuiltInChrome(for context: ModalTransitionContext) {
        alertController?.refreshForPresentationController()
        let dimming = PresentationDimmingView(dimmingAlpha: AlertMetrics.dimmingAlpha)
        dimming.frame = context.containerView.bounds
        dimming.alpha = 0
        dimming.onTap = { [weak self] in
            guard let self, !isAlert, let alert = alertController,
                  let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return }
            alert.pick(cancel)
        }
        context.containerView.addSubview(dimming)
        dimmingView = dimming
    }

    /// Gives the alert's first text field the keyboard focus once the alert is up.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { alertController?.alertDidAppear() }
    }

    override func removeBuiltInChrome() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    override func layoutBuiltInChrome() {
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        guard !isTransitioningStorage else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func builtInStartState(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        let final = frameOfPresentedViewInContainerView
        view.frame = final
        if isAlert {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        } else {
            view.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY)
        }
    }

    override func builtInPresentationChanges(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        dimmingView?.alpha = 1
        view.alpha = 1
        view.transform = .identity
        view.frame = frameOfPresentedViewInContainerView
    }

    override func builtInDismissalChanges(_ context: ModalTransitionContext) {
        guard let view = presentedView else { return }
        dimmingView?.alpha = 0
        if isAlert {
            view.alpha = 0
        } else {
            view.frame.origin.y = context.containerView.bounds.height
        }
    }

    /// An alert fades in over 0.3 s and out over 0.2 s; an action sheet slides in over 0.4 s and out over
    /// 0.3 s (chosen to look like iOS; not documented).
    override func builtInDuration(presenting: Bool) -> TimeInterval {
        isAlert ? (presenting ? 0.3 : 0.2) : (presenting ? 0.4 : 0.3)
    }

    override func defaultAdaptiveStyle(compact: Bool) -> UIModalPresentationStyle { .custom }
}
