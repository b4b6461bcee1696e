@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
    /// Animates the view property changes made in `animations` over `duration` seconds after `delay`,
    /// paced per `options`, then calls `completion` with whether every animation ran to its end, as UIKit.
    ///
    /// As on iOS the properties take their new values at once (reading `frame` inside or after the block
    /// gives the final value; hit-testing uses it), and the layers' presentation animates from the
    /// presented value to the new one. Animated: `frame`, `bounds`, `center`, `transform`, `alpha`,
    /// `backgroundColor`, and `layer.cornerRadius`. As on iOS 8 and later, `frame`, `bounds`, `center` and
    /// `transform` animate additively: each block adds an additive animation from (old − new) to zero
    /// (keys `position`, `bounds.origin`, `bounds.size`, `transform`; a second one of a property gets
    /// `position-2` and so on), so a later animation of a property blends with a running one — the
    /// presented value moves on without a jump and keeps its velocity — and both run to their ends
    /// (both completions get `true`). The other properties' later animation replaces the earlier one,
    /// starting from its presented value, and the earlier block's completion gets `false`. Every animation
    /// fills both ways (`fillMode = .both`), as UIKit's do. With nothing
    /// animated (a zero duration, no changes, animations disabled) the completion runs on the next frame with
    /// `true`. Completions are called on the frame the last animation ends (virtual time in headless runs).
    static func performAnimate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: UIView.AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 timing: .curve(options.curve.timingFunction), animations: animations, completion: completion)
    }

    static func performAnimate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    static func performAnimate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` with a damped spring that settles within `duration`
    /// (`dampingRatio` 1: no overshoot; smaller values oscillate), starting with `velocity` (1 = the whole
    /// distance per second), as UIKit. The spring: mass 1, natural frequency ω₀ = max(ln 1000 / (ζ·d),
    /// 9.23 / d), so it is within 0.1% of the end at `duration`.
    static func performAnimate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 timing: .spring(dampingRatio: dampingRatio, velocity: velocity), animations: animations,
                 completion: completion)
    }

    /// Animates the changes made in `animations` with a spring described by its perceived duration and
    /// bounce, as iOS 17's `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (Apple's defaults: 0.5 s, no bounce, no initial velocity, no delay, no options, no completion).
    ///
    /// The spring: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce (1 / (1 + bounce) for a
    /// negative bounce, which is overdamped), so `duration` is the spring's period; it runs until it is
    /// within 0.1% of its end (about 1.5 × `duration` without bounce), and `completion` gets whether it
    /// ran to its end. `initialSpringVelocity` is in distances per second, as in
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    static func performAnimate(springDuration duration: TimeInterval, bounce: CGFloat, initialSpringVelocity: CGFloat,
                               delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)?) {
        let perceptual = max(duration, 0.001)
        let bounce = min(max(bounce, -0.99), 0.99)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        // The duration-fitted spring of `usingSpringWithDamping` with the run time that gives it
        // ω₀ = 2π / duration: its ω₀ is max(ln 1000 / (ζ·d), 9.23 / d) for a run time d.
        let runTime = perceptual * max(log(1000) / Double(zeta), 9.23) / (2 * Double.pi)
        animate(withDuration: duration > 0 ? runTime : 0, delay: delay, usingSpringWithDamping: zeta,
                initialSpringVelocity: initialSpringVelocity, options: options, animations: animations,
                completion: completion)
    }

    static func performWithoutAnimationImplementation(_ actionsWithoutAnimation: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ViewAnimationContext.perform(.none, actionsWithoutAnimation)
        CATransaction.commit()
    }

    static func performSetAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.animationsEnabled = enabled
    }

    static var inheritedAnimationDurationImplementation: TimeInterval {
        guard case .block(let duration, _, _, _, _)? = ViewAnimationContext.scopes.last else { return 0 }
        return duration
    }

    /// The view-animation action for a key of this view's layer (see `ViewAnimationContext`).
    func viewAnimationAction(forKey event: String) -> any CAAction {
        ViewAnimationContext.action(forKey: event)
    }

    /// Opens a block scope, runs `animations`, closes it. Nested blocks inherit the enclosing block's
    /// duration and curve unless they pass the override options.
    private class func runBlock(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                                timing: ViewAnimationContext.Timing, animations: () -> Void,
                                completion: ((Bool) -> Void)?) {
        var duration = duration, timing = timing
        if case .block(let outerDuration, _, _, let outerTiming, _)? = ViewAnimationContext.scopes.last {
            if !options.contains(.overrideInheritedDuration) { duration = outerDuration }
            if !options.contains(.overrideInheritedCurve) { timing = outerTiming }
        }
        let group = ViewAnimationGroup(completion: completion)
        ViewAnimationContext.perform(.block(duration: duration, delay: max(delay, 0), options: options, timing: timing,
                                            group: group), animations)
        group.close()
    }
}
