import Foundation

/// A discrete recognizer for a quick straight stroke, as UIKit's `UISwipeGestureRecognizer`.
///
/// UIKit does not document its thresholds; OpenUIKit's: `numberOfTouchesRequired` fingers move at least
/// 50 pt (their centroid) in one of the allowed `direction`s within 0.5 s of the first finger going
/// down, while the movement across that direction stays at most half the movement along it (about
/// 27°). It is recognized during the move that crosses the distance (before the fingers lift), and fails
/// when the time runs out, the stroke bends or goes the wrong way, or the fingers lift first.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The allowed directions (`.right` by default); several may be combined.
    open var direction: Direction = .right
    /// The number of fingers that must swipe (1 by default).
    open var numberOfTouchesRequired: Int = 1

    /// The distance a swipe must cover, in points.
    static let minimumDistance: CGFloat = 50
    /// The time a swipe may take from the first touch-down, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// The largest ratio of cross movement to movement along the direction.
    static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    /// Creates a swipe recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    // MARK: Touches

    /// Starts timing at the first finger; fails on too many fingers.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil {
            startTime = event.timestamp
            GestureTimers.shared.schedule(at: event.timestamp + UISwipeGestureRecognizer.maximumDuration, owner: self) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        start = GestureGeometry.centroid(activeTouches)
    }

    /// Recognizes once the stroke covered the distance in an allowed direction; fails when it bends.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        guard event.timestamp - startTime <= UISwipeGestureRecognizer.maximumDuration + 1e-9 else {
            state = .failed
            return
        }
        let point = GestureGeometry.centroid(activeTouches)
        let dx = point.x - start.x, dy = point.y - start.y
        var matched = false
        for (candidate, along, across) in [(Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        where direction.contains(candidate) && along > 0 {
            if abs(across) <= along * UISwipeGestureRecognizer.maximumDeviation || abs(across) < 10 {
                matched = true
                if along >= UISwipeGestureRecognizer.minimumDistance, numberOfTouches == numberOfTouchesRequired {
                    state = .recognized
                    return
                }
            }
        }
        if !matched && hypot(dx, dy) >= 10 { state = .failed }
    }

    /// Lifting before the stroke is long enough fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// A cancelled touch fails it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the stroke.
    open override func reset() {
        super.reset()
        start = nil
        startTime = 0
    }
}
