import Foundation

/// A basic animation paced by a damped spring, as Core Animation's `CASpringAnimation`: a mass on a
/// spring of `stiffness` with `damping`, released at the start value with `initialVelocity` toward the
/// end value (in units of the whole distance per second).
///
/// The spring runs in real seconds of the animation's local time (its `duration` only ends it, as in
/// Core Animation; set `duration = settlingDuration` to let it settle). `timingFunction` is ignored.
/// Progress is `1 − x(t)` for the closed-form solution x of `m·x″ + c·x′ + k·x = 0`, x(0) = 1,
/// x′(0) = −initialVelocity, in its under-, critically or over-damped form.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// Creates a spring with Apple's defaults: mass 1, stiffness 100, damping 10, initial velocity 0.
    public required init() {
        super.init()
    }

    /// Creates a spring as iOS 17 does from a perceptual duration and a bounce (−1...1; 0 is critically
    /// damped, positive bounces): mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration
    /// for bounce ≥ 0 and 4π / ((1 + bounce) · duration) below; `duration` becomes `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(perceptualDuration, 0.001)
        let b = Double(min(max(bounce, -0.999), 1))
        mass = 1
        stiffness = pow(2 * .pi / d, 2)
        damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / ((1 + b) * d)
        duration = settlingDuration
    }

    /// The mass. Default 1. Must be positive.
    open var mass: CGFloat = 1
    /// The spring stiffness. Default 100. Must be positive.
    open var stiffness: CGFloat = 100
    /// The damping coefficient. Default 10. Must not be negative.
    open var damping: CGFloat = 10
    /// The initial velocity toward the end value, in units of the whole distance per second. Default 0.
    open var initialVelocity: CGFloat = 0

    /// The duration the iOS 17 initializer's perceptual duration implies: 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval {
        let omega = sqrt(Double(max(stiffness, 1e-9)) / Double(max(mass, 1e-9)))
        return 2 * .pi / omega
    }

    /// The bounce the iOS 17 initializer's parameters imply: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (ζ the damping
    /// ratio).
    open var bounce: CGFloat {
        let zeta = dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The time for the spring to settle: after it the value stays within 0.1% of the whole distance
    /// from the end value.
    /// - Complexity: O(settling time / 1 ms), at most 60 s of model time.
    open var settlingDuration: CFTimeInterval {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       velocity: Double(initialVelocity)).settlingTime()
    }

    /// ζ = c / (2√(k·m)).
    var dampingRatio: Double {
        Double(damping) / (2 * sqrt(max(Double(stiffness) * Double(mass), 1e-12)))
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity
    }

    override func progress(_ state: AnimationTimingState) -> Double {
        let spring = SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                    velocity: Double(initialVelocity))
        return 1 - spring.displacement(state.iterationTime)
    }
}
