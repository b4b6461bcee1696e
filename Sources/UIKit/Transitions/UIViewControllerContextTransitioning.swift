import Foundation

/// What an animator needs to run a view controller transition, as UIKit's
/// `UIViewControllerContextTransitioning`. UIKit creates the context; animators add the arriving view
/// to `containerView`, animate, and call `completeTransition(_:)` once (with
/// `!transitionWasCancelled`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition takes place in; the from view is already in it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction (a gesture) drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the interaction ended by going back).
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.none` for navigation transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction moved to `percentComplete` (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition finishes.
    func finishInteractiveTransition()
    /// The interaction ended and the transition goes back.
    func cancelInteractiveTransition()
    /// An interaction took over the transition again (iOS 10).
    func pauseInteractiveTransition()
    /// The animations ended: `didComplete` false for a cancelled transition. Call it exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The from or to view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view (iOS 8); nil when the animator must not touch it (a presentation that keeps
    /// the presenting view in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity for pushes and presentations).
    var targetTransform: CGAffineTransform { get }
    /// The frame `vc`'s view has at the start (`.zero` when it is not on screen then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view has at the end (`.zero` when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}
