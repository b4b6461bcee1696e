import Foundation

/// Hears a navigation controller's transitions and supplies custom animators, as UIKit's
/// `UINavigationControllerDelegate`.
///
/// Parity: Apple's methods are `@objc optional`; here they have defaults (do nothing, `nil` for the
/// standard push and pop).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (after the appearance callbacks' `viewWillAppear`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` was shown (after its `viewDidAppear`); not called when an interactive pop is cancelled.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of a push or pop from `fromVC` to `toVC`; `nil` uses the standard slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for `animationController`; `nil` runs the transition without one.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Default: nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Default: `nil` (the standard slide).
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Default: `nil`.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
