import Foundation

/// Lets code run animations alongside a view controller transition and learn when it ends, as UIKit's
/// `UIViewControllerTransitionCoordinator` (a controller's `transitionCoordinator` during a push, pop,
/// presentation or dismissal).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block alongside the transition (paced with it, scrubbed with its
    /// interaction) and `completion` after it ended (check `isCancelled`). Returns whether the
    /// animations were queued (false once the transition has completed).
    @discardableResult
    @preconcurrency func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the container.
    @discardableResult
    @preconcurrency func animateAlongsideTransition(in view: UIView?,
                                                    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the interaction ends (deprecated in iOS 10 for `notifyWhenInteractionChanges`).
    @preconcurrency func notifyWhenInteractionEnds(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` each time the transition turns interactive or stops being so (iOS 10).
    @preconcurrency func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as Swift imports the nullable
    /// block with its default.
    @discardableResult
    @preconcurrency public func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
