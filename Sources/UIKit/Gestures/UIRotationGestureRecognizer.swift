import Foundation

/// A continuous recognizer for two fingers turning around each other, as UIKit's
/// `UIRotationGestureRecognizer`.
///
/// It follows the first two fingers down and ends (or fails) when either of them lifts. It begins when the line between them turned by at least
/// 0.05 rad (about 3°, OpenUIKit's choice; UIKit does not document it), changes at every move, and ends
/// when fewer than two fingers remain (cancelled when the system cancels a touch); it fails if they lift
/// first. `rotation` is cumulative in radians, clockwise positive in UIKit's flipped coordinates, and
/// keeps counting past half a turn; writing it rebases the gesture and resets `velocity` (radians per
/// second over the last 0.1 s).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn before a rotation begins, in radians.
    static let hysteresis: CGFloat = 0.05

    private var baseRotation: CGFloat = 0
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat?
    /// The two fingers followed and the velocity samples.
    private var fingers = TwoFingerTracking()

    /// Creates a rotation recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    /// The rotation since the fingers went down, in radians; writing it rebases the gesture on the
    /// current angle and resets the velocity.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            fingers.rebase(to: newValue)
        }
    }

    /// The change of `rotation` per second over the last 0.1 s, in radians per second.
    open var velocity: CGFloat { fingers.velocity }

    private func angle() -> CGFloat? {
        guard let (a, b) = fingers.locations(choosingFrom: activeTouches), a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    // MARK: Touches

    /// Measures the starting angle when the second finger goes down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard lastAngle == nil, let angle = angle() else { return }
        lastAngle = angle
        fingers.record(rotation, at: event.timestamp)
    }

    /// Accumulates the turn; begins after the threshold, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = lastAngle, let angle = angle() else { return }
        var delta = angle - previous
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        fingers.record(rotation, at: event.timestamp)
        switch state {
        case .possible:
            if abs(turned) >= UIRotationGestureRecognizer.hysteresis { state = .began }
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
                                    hasPendingState: pendingState != nil, measured: lastAngle != nil, cancelled: cancelled) {
            state = next
        }
    }

    /// Forgets the rotation (it returns to 0).
    open override func reset() {
        super.reset()
        baseRotation = 0
        turned = 0
        lastAngle = nil
        fingers = TwoFingerTracking()
    }
}
