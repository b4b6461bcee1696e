import Foundation

/// An object that animates a view controller transition, as UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// Parity: Apple's `interruptibleAnimator(using:)` and `animationEnded(_:)` are `@objc optional`; here
/// they have defaults. The default `interruptibleAnimator(using:)` means "not implemented": UIKit then
/// drives interactive transitions by pausing the container's layer time, as iOS does for animators that
/// use `UIView.animate`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's length in seconds (used to pace interactive and alongside animations).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations and calls `transitionContext.completeTransition(_:)` at their end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator that runs the transition, when it is interruptible (iOS 10). Return the same object
    /// for the whole transition.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called after the transition completed (or was cancelled: `transitionCompleted` false).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Default: not implemented (the transition runs through `animateTransition(using:)`).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    /// Default: nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: the marker for "the animator has none".
/// Not public API.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
