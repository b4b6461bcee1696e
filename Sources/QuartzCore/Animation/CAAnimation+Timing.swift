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

extension CAAnimation {
    /// The iteration duration used for evaluation: `duration`, or 0.25 s if not positive.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The active duration in local time: `repeatDuration`, else `repeatCount` iterations (one by default),
    /// each twice as long with `autoreverses`. May be infinite.
    var activeDuration: CFTimeInterval {
        let iteration = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        return iteration * (repeatCount > 0 ? Double(repeatCount) : 1)
    }

    /// The animation's local time at parent time `t`: `(t − beginTime) × speed + timeOffset`.
    func localTime(at t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Whether the active time has ended at parent time `t` (to within 1 ns).
    func hasEnded(at t: CFTimeInterval) -> Bool {
        speed > 0 && localTime(at: t) >= activeDuration - 1e-9
    }

    /// Whether the animation's active time has begun at parent time `t`.
    func hasBegun(at t: CFTimeInterval) -> Bool {
        localTime(at: t) >= -1e-9
    }

    /// The timing state at parent time `t`, or `nil` when the animation has no effect then (outside its
    /// active time without a fill mode covering it).
    func timingState(at t: CFTimeInterval) -> AnimationTimingState? {
        let d = effectiveDuration
        let iterationLength = d * (autoreverses ? 2 : 1)
        let active = activeDuration
        var local = localTime(at: t)
        if local < -1e-9 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        }
        if local >= active - 1e-9 {
            // Ended: only a forwards fill keeps an effect.
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
    func pacedFraction(_ state: AnimationTimingState) -> Double {
        timingFunction?.evaluate(state.fraction) ?? state.fraction
    }
}
