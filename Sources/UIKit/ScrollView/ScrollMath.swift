import Foundation

/// The scroll physics formulas (WWDC 2018 "Designing Fluid Interfaces" projection and rubber-band formulas), free of views so they can be tested and reused.
/// Not public API.
enum ScrollMath {
    /// The rubber-band constant c.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring's stiffness (mass 1, critically damped): ω = √stiffness = 10 per second.
    static let springStiffness: CGFloat = 100
    /// Distance from the resting point below which a deceleration ends, in points.
    static let restDistance: CGFloat = 0.5

    /// `value` within `lo...hi` (`lo` when the range is empty or `value` is NaN).
    static func clamp(_ value: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        guard value.isFinite else { return lo }
        return min(max(value, lo), max(lo, hi))
    }

    /// The rubber band: how far the content moves for a finger overscroll of `x` points on an axis of
    /// size `d`: `(1 − 1 / (x·c/d + 1)) · d`. Zero for a zero-size axis.
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, x > 0, x.isFinite else { return 0 }
        return (1 - 1 / (x * rubberBandConstant / d + 1)) * d
    }

    /// The finger overscroll that gives a displayed overscroll of `b` (the rubber band's inverse), so a
    /// drag caught while overscrolled continues without a jump.
    static func inverseRubberBand(_ b: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, b > 0, b.isFinite else { return 0 }
        let limited = min(b, d * 0.999)
        return limited / (d - limited) * d / rubberBandConstant
    }

    /// `raw` with its part beyond `lo...hi` rubber-banded over a dimension `d`.
    static func rubberBanded(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, dimension d: CGFloat) -> CGFloat {
        let clamped = clamp(raw, lo, hi)
        let excess = abs(raw - clamped)
        guard excess > 0 else { return clamped }
        let b = rubberBand(excess, dimension: d)
        return raw < clamped ? clamped - b : clamped + b
    }

    /// `k = 1000 · ln rate`, the deceleration exponent per second (negative); a rate outside (0, 1)
    /// falls back to `.normal`.
    static func decelerationExponent(_ rate: CGFloat) -> CGFloat {
        let d = (rate > 0 && rate < 1 && rate.isFinite) ? rate : 0.998
        return 1000 * log(d)
    }

    /// The resting point of a deceleration from `x0` at `v0` points per second: `x0 − v0 / k`.
    static func projection(_ x0: CGFloat, velocity v0: CGFloat, rate: CGFloat) -> CGFloat {
        x0 - v0 / decelerationExponent(rate)
    }

    /// The shift along one axis that brings `rectMin...rectMax` into `visibleMin...visibleMax`; a span
    /// larger than the visible one aligns its minimum edge.
    static func minimalShift(rectMin: CGFloat, rectMax: CGFloat, visibleMin: CGFloat, visibleMax: CGFloat) -> CGFloat {
        if rectMin < visibleMin { return rectMin - visibleMin }
        if rectMax > visibleMax { return min(rectMax - visibleMax, rectMin - visibleMin) }
        return 0
    }

    /// Ease-in-out (smoothstep-like cubic) progress for `t` in 0...1.
    static func easeInOut(_ t: CGFloat) -> CGFloat {
        let x = min(max(t, 0), 1)
        return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
    }
}
