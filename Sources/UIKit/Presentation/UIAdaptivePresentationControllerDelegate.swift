import Foundation

/// The delegate of a presentation controller: how it adapts to the window's size class and whether the
/// user may dismiss a sheet by swiping it down, as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional in UIKit; here each has a default in a protocol extension that behaves as
/// the method being absent.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact-width environment. Default: the controller's own adaptation.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`. Default: `adaptivePresentationStyle(for:)` when
    /// the traits are compact in width, else the controller's own adaptation.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show instead of the presented one in the adapted `style`. Default: nil (the
    /// presented controller itself).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to show in `style` (`.none`: unadapted, in its own style), before it
    /// begins and whenever a size-class change adapts it again (a popover becoming a sheet in a narrow
    /// window and back). Default: nothing.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a user's swipe may dismiss the sheet. Default: true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user-initiated dismissal (a swipe) begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal ended with the sheet dismissed (not called for `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the sheet while `isModalInPresentation` or `presentationControllerShouldDismiss`
    /// kept it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptiveStyle(compact: true)
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact
            ? adaptivePresentationStyle(for: controller) : controller.defaultAdaptiveStyle(compact: false)
    }

    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
