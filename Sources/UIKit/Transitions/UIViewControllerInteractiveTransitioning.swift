import Foundation

/// An object that drives a transition from an interaction, as UIKit's
/// `UIViewControllerInteractiveTransitioning`. `UIPercentDrivenInteractiveTransition` is the standard one.
///
/// Parity: `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are `@objc optional` in
/// Apple's header; here they have defaults (1, `.easeInOut`, `true`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition under the interaction's control.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes after the interaction ends (1 = the animator's pace).
    var completionSpeed: CGFloat { get }
    /// The curve of the completion after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (iOS 10); `false` starts it animating.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default: 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default: `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Default: `true`.
    public var wantsInteractiveStart: Bool { true }
}
