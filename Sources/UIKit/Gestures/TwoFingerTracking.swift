import Foundation

/// What the pinch and rotation recognizers share: the two fingers they follow, a 0.1 s window of
/// samples for their velocity, and the rule by which a lifted finger ends the gesture. Not public API.
@MainActor
struct TwoFingerTracking {
    /// The first two fingers down, followed until one of them lifts.
    private var pair: [UITouch] = []
    /// The measured value (scale, rotation) over the last 0.1 s, oldest first.
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// The window locations of the followed fingers, choosing them from `activeTouches` once two are down.
    /// - Complexity: O(1).
    mutating func locations(choosingFrom activeTouches: [UITouch]) -> (CGPoint, CGPoint)? {
        if pair.isEmpty && activeTouches.count >= 2 { pair = Array(activeTouches.prefix(2)) }
        guard pair.count == 2 else { return nil }
        return (pair[0].location(in: nil), pair[1].location(in: nil))
    }

    /// Records the measured value at `time`, forgetting samples older than 0.1 s.
    /// - Complexity: O(samples in the window), amortized O(1).
    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        if let keep = samples.firstIndex(where: { $0.time >= time - 0.1 - 1e-9 }), keep > 0 { samples.removeFirst(keep) }
    }

    /// Restarts the velocity from `value` (the app wrote scale or rotation).
    mutating func rebase(to value: CGFloat) {
        if let last = samples.last { samples = [(last.time, value)] }
    }

    /// The value's average change per second over the last 0.1 s.
    var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { $0.time >= last.time - 0.1 - 1e-9 }) else { return 0 }
        let dt = last.time - first.time
        return dt > 1e-9 ? (last.value - first.value) / dt : 0
    }

    /// The state a recognizer moves to when `touches` lift (or are cancelled), or nil when the gesture
    /// goes on: it ends (cancelled when the system cancelled) once fewer than two fingers remain or a
    /// followed finger lifted, and fails when that happens before it began — if it had measured a
    /// starting value, or once no finger is left.
    func state(afterLifting touches: Set<UITouch>, activeTouches: [UITouch], state: UIGestureRecognizer.State,
               hasPendingState: Bool, measured: Bool, cancelled: Bool) -> UIGestureRecognizer.State? {
        let remaining = activeTouches.filter { !touches.contains($0) }.count
        let pairBroken = pair.contains { touches.contains($0) }
        guard remaining < 2 || pairBroken else { return nil }
        switch state {
        case .possible where !hasPendingState:
            return measured || remaining == 0 ? .failed : nil
        case .possible, .began, .changed:
            return cancelled ? .cancelled : .ended
        default:
            return nil
        }
    }
}
