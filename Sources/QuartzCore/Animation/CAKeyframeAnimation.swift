import CoreGraphics
import Foundation

/// An animation through a sequence of values (or along a path), as Core Animation's
/// `CAKeyframeAnimation`.
///
/// Key times: `keyTimes` (fractions 0...1, one per value) when given and as many as the values, else
/// evenly spaced (for `.discrete`, n values split the time into n equal steps, the last value shown at
/// the end). `.paced`/`.cubicPaced` space them by distance. `timingFunctions[i]` paces segment i, after
/// `timingFunction` paced the whole iteration. A `path` (for `position`-like points) overrides `values`
/// and is followed at constant speed along its flattened length (curves in 16 steps) — a documented
/// simplification of Core Animation, which times each path element separately unless paced.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Creates an animation with Apple's defaults.
    public required init() {
        super.init()
    }

    /// The keyframe values. Default `nil`.
    open var values: [Any]? { didSet { convertedValues = nil } }
    /// A path the point value follows (overrides `values`). Default `nil`.
    open var path: CGPath? { didSet { polyline = nil } }
    /// The fraction of the iteration at which each keyframe is reached. Default `nil` (even spacing).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes. Default `nil` (linear).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    private var convertedValues: [AnimatableValue]?
    private var polyline: (points: [CGPoint], lengths: [CGFloat])?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
    }

    override func prepare() {
        _ = keyframes()
        if let path, polyline == nil { polyline = PathInterpolation.polyline(path) }
    }

    private func keyframes() -> [AnimatableValue] {
        if let convertedValues { return convertedValues }
        let converted = (values ?? []).compactMap { AnimatableValue($0) }
        convertedValues = converted
        return converted
    }

    override func interpolatedValue(_ state: AnimationTimingState, below: AnimatableValue) -> AnimatableValue? {
        let f = pacedFraction(state)
        if let path {
            if polyline == nil { polyline = PathInterpolation.polyline(path) }
            return polyline.map { .point(Self.point(along: $0, at: f)) }
        }
        let frames = keyframes()
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        let times = keyTimeValues(frames)
        if calculationMode == .discrete {
            var index = 0
            for (i, t) in times.enumerated() where f >= t - 1e-12 { index = i }
            return frames[min(index, frames.count - 1)]
        }
        var segment = 0
        while segment < frames.count - 2, f >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (f - times[segment]) / span : 1
        local = min(max(local, 0), 1)
        if calculationMode != .paced, calculationMode != .cubicPaced, let functions = timingFunctions,
           segment < functions.count {
            local = functions[segment].evaluate(local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(segment - 1, 0)], p3 = frames[min(segment + 2, frames.count - 1)]
            return AnimatableValue.catmullRom(p0, frames[segment], frames[segment + 1], p3, local)
        }
        return AnimatableValue.interpolate(frames[segment], frames[segment + 1], local)
    }

    override func iterationDelta(below: AnimatableValue) -> AnimatableValue? {
        let frames = keyframes()
        guard let first = frames.first, let last = frames.last else { return nil }
        return AnimatableValue.subtract(last, first)
    }

    /// The key time of each keyframe (discrete: the start of each step).
    private func keyTimeValues(_ frames: [AnimatableValue]) -> [Double] {
        let n = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var cumulative: [Double] = [0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + AnimatableValue.distance(frames[i - 1], frames[i])) }
            let total = cumulative[n - 1]
            return total > 0 ? cumulative.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        }
        if let keyTimes, keyTimes.count == n { return keyTimes.map(\.doubleValue) }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The point at fraction `f` of a polyline's length.
    private static func point(along line: (points: [CGPoint], lengths: [CGFloat]), at f: Double) -> CGPoint {
        guard let total = line.lengths.last, total > 0, line.points.count > 1 else { return line.points.first ?? .zero }
        let target = CGFloat(min(max(f, 0), 1)) * total
        var lo = 0, hi = line.lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if line.lengths[mid] <= target { lo = mid } else { hi = mid }
        }
        let span = line.lengths[hi] - line.lengths[lo]
        let t = span > 0 ? (target - line.lengths[lo]) / span : 0
        let a = line.points[lo], b = line.points[hi]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
