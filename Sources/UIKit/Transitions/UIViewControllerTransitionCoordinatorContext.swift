import Foundation

/// The state of a transition as its coordinator reports it to alongside animations and completions, as
/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style (`.none` for navigation transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started under an interaction.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator is interruptible (iOS 10).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, 0...1 (where the interaction left it, once it ended).
    var percentComplete: CGFloat { get }
    /// The completion speed after an interaction ended.
    var completionVelocity: CGFloat { get }
    /// The completion curve after an interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// The from or to view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The rotation applied during the transition.
    var targetTransform: CGAffineTransform { get }
}
