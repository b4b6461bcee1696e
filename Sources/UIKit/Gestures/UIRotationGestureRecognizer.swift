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
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn before a rotation begins, in radians.
    static let hysteresis: CGFloat = 0.05

    private var baseRotation: CGFloat = 0
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat?
    private var samples: [(time: TimeInterval, rotation: CGFloat)] = []

    /// Creates a rotation recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    /// The rotation since the fingers went down, in radians; writing it rebases the gesture on the
    /// current angle and resets the velocity.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            if let last = samples.last { samples = [(last.time, newValue)] }
        }
    }

    /// The change of `rotation` per second over the last 0.1 s, in radians per second.
    open var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { $0.time >= last.time - 0.1 - 1e-9 }) else { return 0 }
        let dt = last.time - first.time
        return dt > 1e-9 ? (last.rotation - first.rotation) / dt : 0
    }

    /// The two fingers followed.
    private var pair: [UITouch] = []

    private func angle() -> CGFloat? {
        if pair.isEmpty && activeTouches.count >= 2 { pair = Array(activeTouches.prefix(2)) }
        guard pair.count == 2 else { return nil }
        let a = pair[0].location(in: nil), b = pair[1].location(in: nil)
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    // MARK: Touches

    /// Measures the starting angle when the second finger goes down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard lastAngle == nil, let angle = angle() else { return }
        lastAngle = angle
        samples.append((event.timestamp, rotation))
    }

    /// Accumulates the turn; begins after the threshold, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = lastAngle, let angle = angle() else { return }
        var delta = angle - previous
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        samples.append((event.timestamp, rotation))
        if let keep = samples.firstIndex(where: { $0.time >= event.timestamp - 0.1 - 1e-9 }), keep > 0 { samples.removeFirst(keep) }
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
        let remaining = activeTouches.filter { !touches.contains($0) }.count
        let pairBroken = pair.contains { touches.contains($0) }
        guard remaining < 2 || pairBroken else { return }
        switch state {
        case .possible where pendingState == nil:
            if lastAngle != nil || remaining == 0 { state = .failed }
        case .possible, .began, .changed:
            state = cancelled ? .cancelled : .ended
        default:
            break
        }
    }

    /// Forgets the rotation (it returns to 0).
    open override func reset() {
        super.reset()
        baseRotation = 0
        turned = 0
        lastAngle = nil
        samples.removeAll()
        pair = []
    }
}
