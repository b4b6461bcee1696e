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
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance change before a pinch begins, in points.
    static let hysteresis: CGFloat = 10

    private var baseScale: CGFloat = 1
    private var baseSpan: CGFloat = 0
    private var startSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    /// The two fingers followed and the velocity samples.
    private var fingers = TwoFingerTracking()

    /// Creates a pinch recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    /// The scale factor relative to the fingers' distance when they went down (1 by default); writing it
    /// makes the current distance correspond to the new value and resets the velocity.
    open var scale: CGFloat {
        get { baseSpan > 0 ? baseScale * currentSpan / baseSpan : baseScale }
        set {
            baseScale = newValue
            baseSpan = currentSpan
            fingers.rebase(to: newValue)
        }
    }

    /// The change of `scale` per second over the last 0.1 s.
    open var velocity: CGFloat { fingers.velocity }

    private func span() -> CGFloat? {
        guard let (a, b) = fingers.locations(choosingFrom: activeTouches) else { return nil }
        return GestureGeometry.distance(a, b)
    }

    private func sample(_ time: TimeInterval) { fingers.record(scale, at: time) }

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
        if let next = fingers.state(afterLifting: touches, activeTouches: activeTouches, state: state,
                                    hasPendingState: pendingState != nil, measured: baseSpan > 0, cancelled: cancelled) {
            state = next
        }
    }

    /// Forgets the pinch (the scale returns to 1).
    open override func reset() {
        super.reset()
        baseScale = 1
        baseSpan = 0
        startSpan = 0
        currentSpan = 0
        fingers = TwoFingerTracking()
    }
}
