@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
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

    static func performAnimate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options,
                 timing: .spring(dampingRatio: dampingRatio, velocity: velocity), animations: animations,
                 completion: completion)
    }

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
