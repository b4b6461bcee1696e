import Foundation

/// A view controller's presentation links and settings, stored in `UIViewController.presentationState`.
struct PresentationState {
    /// The controller this one presents (held strongly, as UIKit's presenting controller holds it).
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenting: UIViewController?
    /// The presentation controller of this controller as presented (created on first need).
    var controller: UIPresentationController?
    /// The popover presentation controller of this controller (`.popover` style, or an action sheet),
    /// made on first need and kept while the style lasts.
    var popover: UIPopoverPresentationController?
    var definesPresentationContext = false
    var providesPresentationContextTransitionStyle = false
    var modalPresentationStyle = UIModalPresentationStyle.automatic
    var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    var isModalInPresentation = false
    var isBeingPresented = false
    var isBeingDismissed = false
}
