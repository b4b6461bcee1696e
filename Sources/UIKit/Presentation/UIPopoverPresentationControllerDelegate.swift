import Foundation

/// The delegate of a popover: the adaptive-presentation questions plus the popover's own, as UIKit's
/// `UIPopoverPresentationControllerDelegate`. Assign it to the popover's `delegate` (Swift cannot narrow
/// the inherited property's type; the popover asks it for the popover-specific calls).
///
/// Every method is optional in UIKit; here each has a default in a protocol extension that behaves as the
/// method being absent. Documented difference: `willRepositionPopoverTo` takes an
/// `UnsafeMutablePointer<UIView>` where Apple's takes an `AutoreleasingUnsafeMutablePointer<UIView>`
/// (Objective-C only); assigning `view.pointee` works the same.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last chance to set its source (called from
    /// `presentationTransitionWillBegin()`, before the source is checked).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover dismisses it (deprecated in iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`; both are asked, this one first). Default: true.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 in favour of
    /// `presentationControllerDidDismiss(_:)`, which is called just before it). Not called for
    /// `dismiss(animated:)`.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The container changed size while the popover is shown: `rect` (in `view`'s coordinates) is the
    /// source the popover will point at; assign either to point elsewhere.
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
