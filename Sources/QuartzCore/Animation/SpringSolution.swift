import Foundation

/// The closed-form damped spring x(t) with x(0) = 1, x′(0) = −v (`CASpringAnimation`, UIKit's spring
/// timing). Not public API.
@_spi(OpenUIKitBackend)
public struct SpringSolution: Sendable {
    let omega: Double, zeta: Double, v: Double

    /// A spring of `mass`, `stiffness` and `damping` released with `velocity` (distance per second).
    public init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        omega = sqrt(k / m)
        zeta = max(damping, 0) / (2 * sqrt(k * m))
        v = velocity
    }

    /// The remaining fraction of the distance at `t` seconds (0 at rest on the end value).
    public func displacement(_ t: Double) -> Double {
        if zeta < 1 - 1e-9 {
            let wd = omega * sqrt(1 - zeta * zeta)
            let b = (zeta * omega - v) / wd
            return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
        } else if zeta <= 1 + 1e-9 {
            return (1 + (omega - v) * t) * exp(-omega * t)
        } else {
            let root = sqrt(zeta * zeta - 1)
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (-v - r1) / (r2 - r1), c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which |x| stays below `epsilon`.
    /// - Complexity: O(settling time / 1 ms), at most 60 s.
    public func settlingTime(epsilon: Double = 0.001) -> Double {
        var lastOutside = 0.0
        var t = 0.0
        while t < 60 {
            if abs(displacement(t)) > epsilon { lastOutside = t }
            if envelope(t) < epsilon { break }
            t += 0.001
        }
        return lastOutside
    }

    /// An upper bound of |x| from `t` on (decreasing once the spring has turned around).
    public func envelope(_ t: Double) -> Double {
        if zeta < 1 - 1e-9 {
            let wd = omega * sqrt(1 - zeta * zeta)
            let b = (zeta * omega - v) / wd
            return exp(-zeta * omega * t) * sqrt(1 + b * b)
        } else if zeta <= 1 + 1e-9 {
            return (1 + abs(omega - v) * t) * exp(-omega * t)
        } else {
            let root = sqrt(zeta * zeta - 1)
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (-v - r1) / (r2 - r1), c1 = 1 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }
}
