import Foundation

/// Receives an animation's start and stop, as Core Animation's `CAAnimationDelegate`.
///
/// Parity: Apple's methods are `@objc optional`; here they have default implementations (the documented
/// replacement). An animation holds its delegate strongly, as Core Animation does.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began (on the first frame at or after its `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran to its end, `false` when it was removed or
    /// replaced first (reported on the next frame).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Default: does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Default: does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
