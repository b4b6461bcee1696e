import Foundation

/// A damped-spring pacing for an animator, as UIKit's `UISpringTimingParameters`.
///
/// With a damping ratio the spring is fitted to the animator's duration (it settles to 0.1% within it,
/// as `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`); with mass, stiffness and damping it
/// follows those and the animator's duration becomes the spring's settling time, as on iOS.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio, or `nil` for a spring given by mass, stiffness and damping.
    let dampingRatio: CGFloat?
    /// The explicit spring (mass, stiffness, damping), if given.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// The initial velocity relative to the distance (its `dx` is used for every property).
    open private(set) var initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1), as UIKit's default.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with `ratio` (1: no overshoot) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity (1 = the whole distance per second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
        super.init()
    }

    /// A spring of `mass`, `stiffness` and `damping` starting with `velocity`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
