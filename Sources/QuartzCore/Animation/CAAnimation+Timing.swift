import Foundation

/// Where an animation is in its timing at some parent time: its iteration, the time within the iteration
/// (seconds, before pacing) and the fraction of the iteration (before the timing function).
struct AnimationTimingState {
    /// The iteration (0-based; fractional repeat counts end inside the last one).
    var iteration: Int
    /// Seconds into the current iteration, after autoreversing.
    var iterationTime: CFTimeInterval
    /// `iterationTime / duration`, 0...1.
    var fraction: Double
}

/// An animation's timing properties read once, with the derived lengths: each property is an `open`
/// getter, so evaluation reads them into this value instead of calling them again for every quantity.
struct AnimationTimingReading {
    /// `duration`, or 0.25 s if not positive.
    var duration: CFTimeInterval
    /// One iteration in local time: twice `duration` with `autoreverses`.
    var iterationLength: CFTimeInterval
    /// See `CAAnimation.activeDuration`.
    var activeDuration: CFTimeInterval
    var beginTime: CFTimeInterval
    var speed: Double
    var timeOffset: CFTimeInterval
    var autoreverses: Bool

    @MainActor @inline(__always)
    init(_ animation: CAAnimation) {
        let duration = animation.duration
        let d = duration > 0 ? duration : 0.25
        let autoreverses = animation.autoreverses
        let iteration = d * (autoreverses ? 2 : 1)
        let repeatDuration = animation.repeatDuration
        let repeatCount = animation.repeatCount
        self.duration = d
        iterationLength = iteration
        activeDuration = repeatDuration > 0 ? repeatDuration : iteration * (repeatCount > 0 ? Double(repeatCount) : 1)
        beginTime = animation.beginTime
        speed = Double(animation.speed)
        timeOffset = animation.timeOffset
        self.autoreverses = autoreverses
    }

    /// The local time at parent time `t`: `(t − beginTime) × speed + timeOffset`.
    @inline(__always)
    func localTime(at t: CFTimeInterval) -> CFTimeInterval { (t - beginTime) * speed + timeOffset }
}

extension CAAnimation {
    /// The iteration duration used for evaluation: `duration`, or 0.25 s if not positive.
    var effectiveDuration: CFTimeInterval { AnimationTimingReading(self).duration }

    /// The active duration in local time: `repeatDuration`, else `repeatCount` iterations (one by default),
    /// each twice as long with `autoreverses`. May be infinite.
    var activeDuration: CFTimeInterval { AnimationTimingReading(self).activeDuration }

    /// The animation's local time at parent time `t`: `(t − beginTime) × speed + timeOffset`.
    func localTime(at t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Whether the active time has ended at parent time `t` (to within 1 ns).
    func hasEnded(at t: CFTimeInterval) -> Bool {
        let timing = AnimationTimingReading(self)
        return timing.speed > 0 && timing.localTime(at: t) >= timing.activeDuration - 1e-9
    }

    /// Whether the animation's active time has begun at parent time `t`.
    func hasBegun(at t: CFTimeInterval) -> Bool {
        localTime(at: t) >= -1e-9
    }

    /// The timing state at parent time `t`, or `nil` when the animation has no effect then (outside its
    /// active time without a fill mode covering it).
    /// - Complexity: O(1); each timing property is read once.
    func timingState(at t: CFTimeInterval) -> AnimationTimingState? {
        let timing = AnimationTimingReading(self)
        let d = timing.duration
        let iterationLength = timing.iterationLength
        let active = timing.activeDuration
        let autoreverses = timing.autoreverses
        var local = timing.localTime(at: t)
        if local < -1e-9 {
            let fillMode = self.fillMode
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        }
        if local >= active - 1e-9 {
            // Ended: only a forwards fill keeps an effect.
            let fillMode = self.fillMode
            guard fillMode == .forwards || fillMode == .both, active.isFinite else { return nil }
            // The state at the very end of the active time.
            let iterations = active / iterationLength
            let whole = iterations.rounded(.down)
            let isWholeEnd = iterations - whole < 1e-9
            let iteration = isWholeEnd ? max(Int(whole) - 1, 0) : Int(whole)
            var within = isWholeEnd ? iterationLength : active - whole * iterationLength
            if autoreverses, within > d { within = iterationLength - within }
            return AnimationTimingState(iteration: iteration, iterationTime: within, fraction: min(max(within / d, 0), 1))
        }
        let iterationIndex = (local / iterationLength).rounded(.down)
        var within = local - iterationIndex * iterationLength
        if autoreverses, within > d { within = iterationLength - within }
        return AnimationTimingState(iteration: Int(iterationIndex), iterationTime: within,
                                    fraction: min(max(within / d, 0), 1))
    }

    /// The paced fraction: `timingFunction` applied to the state's fraction.
    /// Animations started together share their curve object and read it at the same fraction each frame
    /// (a block animation of 1,000 views: 2,000 reads of one curve per frame), so the last answer is
    /// remembered (`PacedFractionMemo`) and the curve is solved once.
    /// - Complexity: O(1).
    func pacedFraction(_ state: AnimationTimingState) -> Double {
        guard let timingFunction else { return state.fraction }
        return PacedFractionMemo.evaluate(timingFunction, at: state.fraction)
    }
}

/// The last curve solved for an animation's pacing, its fraction and its progress (main actor only:
/// the curve object itself is immutable and shared across threads, so the memo lives here).
@MainActor
enum PacedFractionMemo {
    /// The last curve (retained, so no other curve can take its identity).
    private static var curve: CAMediaTimingFunction?
    private static var fraction = 0.0
    private static var progress = 0.0

    /// `function.evaluate(fraction)`, solved only when the curve or the fraction differs from the last.
    static func evaluate(_ function: CAMediaTimingFunction, at x: Double) -> Double {
        if function === curve, x == fraction { return progress }
        let y = function.evaluate(x)
        curve = function
        fraction = x
        progress = y
        return y
    }
}
