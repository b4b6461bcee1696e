import Foundation

/// The motion of one axis after the finger lifted: a deceleration along
/// `x(t) = x0 + v0 · (e^(k·t) − 1) / k` (k = 1000 · ln rate), or a critically damped spring back to an
/// edge. Pure value type; `UIScrollView+Physics` steps it once per frame. Not public API.
struct ScrollAxisMotion {
    /// What the axis is doing.
    enum Phase {
        case idle
        case decelerating
        case spring
    }

    var phase = Phase.idle
    private var startTime: Double = 0
    private var x0: CGFloat = 0
    private var v0: CGFloat = 0
    private var k: CGFloat = -2
    /// The resting point of the deceleration (the projection, or the forced target).
    private(set) var rest: CGFloat = 0
    private var anchor: CGFloat = 0

    /// Whether the axis moves.
    var isActive: Bool { phase != .idle }

    /// Starts a deceleration from `x` at `velocity` points per second. With `target`, the initial velocity
    /// is replaced by the one that comes to rest exactly there (`v0 = k · (x0 − target)`).
    mutating func decelerate(from x: CGFloat, velocity: CGFloat, rate: CGFloat, target: CGFloat?, at time: Double) {
        k = ScrollMath.decelerationExponent(rate)
        x0 = x
        startTime = time
        if let target {
            v0 = k * (x - target)
            rest = target
        } else {
            v0 = velocity.isFinite ? velocity : 0
            rest = x0 - v0 / k
        }
        phase = .decelerating
    }

    /// Starts a critically damped spring from `x` at `velocity` toward `anchor`.
    mutating func spring(from x: CGFloat, velocity: CGFloat, to anchor: CGFloat, at time: Double) {
        x0 = x
        v0 = velocity.isFinite ? velocity : 0
        self.anchor = anchor
        rest = anchor
        startTime = time
        phase = .spring
    }

    /// Stops the axis where it is.
    mutating func stop() { phase = .idle }

    /// The position at `time`, within `lo...hi` at rest. A deceleration that leaves the range (moving
    /// outward) turns into a spring back to the edge it crossed (or stops there without `bounces`).
    /// - Returns: the position and whether the axis came to rest.
    mutating func step(at time: Double, lo: CGFloat, hi: CGFloat, bounces: Bool) -> (position: CGFloat, finished: Bool) {
        let t = CGFloat(max(0, time - startTime))
        switch phase {
        case .idle:
            return (rest, true)
        case .decelerating:
            let e = exp(k * t)
            let x = x0 + v0 * (e - 1) / k
            let v = v0 * e
            if (x < lo && v < 0) || (x > hi && v > 0) {
                let edge = x < lo ? lo : hi
                guard bounces else {
                    phase = .idle
                    rest = edge
                    return (edge, true)
                }
                spring(from: x, velocity: v, to: edge, at: time)
                return (x, false)
            }
            if abs(rest - x) < ScrollMath.restDistance {
                if rest < lo || rest > hi {
                    spring(from: x, velocity: v, to: rest < lo ? lo : hi, at: time)
                    return (x, false)
                }
                phase = .idle
                return (rest, true)
            }
            return (x, false)
        case .spring:
            let w = sqrt(ScrollMath.springStiffness)
            let c1 = x0 - anchor
            let c2 = v0 + w * c1
            let e = exp(-w * t)
            let displacement = (c1 + c2 * t) * e
            let velocity = (c2 - w * (c1 + c2 * t)) * e
            if abs(displacement) < 0.25 && abs(velocity) < 10 {
                phase = .idle
                return (anchor, true)
            }
            return (anchor + displacement, false)
        }
    }
}
