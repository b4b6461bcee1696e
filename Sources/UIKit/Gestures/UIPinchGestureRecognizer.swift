import Foundation

/// A continuous recognizer for two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`.
///
/// It follows the first two fingers down and ends (or fails) when either of them lifts. It begins when the distance between them changed by at least
/// 10 pt (OpenUIKit's choice; UIKit does not document it), changes at every move, and ends when fewer
/// than two fingers remain (cancelled when the system cancels a touch); it fails if they lift first.
/// `scale` is cumulative from where the fingers went down (so at `.began` it already includes the
/// threshold, as a pan's translation does); writing it rebases the gesture on the current distance and
/// resets `velocity`, which is the scale's average change per second over the last 0.1 s.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance change before a pinch begins, in points.
    static let hysteresis: CGFloat = 10

    private var baseScale: CGFloat = 1
    private var baseSpan: CGFloat = 0
    private var startSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var samples: [(time: TimeInterval, scale: CGFloat)] = []

    /// Creates a pinch recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    /// The scale factor relative to the fingers' distance when they went down (1 by default); writing it
    /// makes the current distance correspond to the new value and resets the velocity.
    open var scale: CGFloat {
        get { baseSpan > 0 ? baseScale * currentSpan / baseSpan : baseScale }
        set {
            baseScale = newValue
            baseSpan = currentSpan
            if let last = samples.last { samples = [(last.time, newValue)] }
        }
    }

    /// The change of `scale` per second over the last 0.1 s.
    open var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { $0.time >= last.time - 0.1 - 1e-9 }) else { return 0 }
        let dt = last.time - first.time
        return dt > 1e-9 ? (last.scale - first.scale) / dt : 0
    }

    /// The two fingers followed.
    private var pair: [UITouch] = []

    private func span() -> CGFloat? {
        if pair.isEmpty && activeTouches.count >= 2 { pair = Array(activeTouches.prefix(2)) }
        guard pair.count == 2 else { return nil }
        return GestureGeometry.distance(pair[0].location(in: nil), pair[1].location(in: nil))
    }

    private func sample(_ time: TimeInterval) {
        samples.append((time, scale))
        if let keep = samples.firstIndex(where: { $0.time >= time - 0.1 - 1e-9 }), keep > 0 { samples.removeFirst(keep) }
    }

    // MARK: Touches

    /// Measures the starting distance when the second finger goes down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseSpan == 0, let span = span(), span > 0 else { return }
        baseSpan = span
        startSpan = span
        currentSpan = span
        sample(event.timestamp)
    }

    /// Begins after the threshold, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseSpan > 0, let span = span() else { return }
        currentSpan = span
        sample(event.timestamp)
        switch state {
        case .possible:
            if abs(span - startSpan) >= UIPinchGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends (or fails before it began) when a finger of the pair lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, cancelled: false)
    }

    /// Cancels (or fails before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, cancelled: true)
    }

    private func lift(_ touches: Set<UITouch>, cancelled: Bool) {
        let remaining = activeTouches.filter { !touches.contains($0) }.count
        let pairBroken = pair.contains { touches.contains($0) }
        guard remaining < 2 || pairBroken else { return }
        switch state {
        case .possible where pendingState == nil:
            if baseSpan > 0 || remaining == 0 { state = .failed }
        case .possible, .began, .changed:
            state = cancelled ? .cancelled : .ended
        default:
            break
        }
    }

    /// Forgets the pinch (the scale returns to 1).
    open override func reset() {
        super.reset()
        baseScale = 1
        baseSpan = 0
        startSpan = 0
        currentSpan = 0
        samples.removeAll()
        pair = []
    }
}
