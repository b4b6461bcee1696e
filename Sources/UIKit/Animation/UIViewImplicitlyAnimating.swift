import Foundation

/// An animator that animates the view changes made in blocks, as UIKit's `UIViewImplicitlyAnimating`.
///
/// Parity: Apple's methods are `@objc optional`; here they have default implementations that ignore the
/// call (what an animator that does not implement them does on iOS); `UIViewPropertyAnimator` implements all.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after `delayFactor` × the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with where the animations ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing over `durationFactor` × the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Default: ignored.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Default: ignored.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Default: ignored.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Default: ignored.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
