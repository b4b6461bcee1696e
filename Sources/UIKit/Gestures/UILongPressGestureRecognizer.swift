import Foundation

/// A continuous recognizer for fingers held still, as UIKit's `UILongPressGestureRecognizer`: it
/// begins once `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` seconds of
/// media time without moving more than `allowableMovement`, changes as they move (any distance), and
/// ends when they lift (cancelled when the system cancels a touch).
///
/// With `numberOfTapsRequired` > 0, that many taps (lifting within `HostInput.multiTapInterval` of each
/// other) must come before the press. The duration is measured from the press's touch-down event; the
/// began state arrives at the first display frame at or after it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down, in seconds (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers that must be held (1 by default).
    open var numberOfTouchesRequired: Int = 1
    /// The number of taps before the press (0 by default).
    open var numberOfTapsRequired: Int = 0
    /// How far the fingers may move before the gesture begins, in points (10 by default).
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var pressStarted = false

    /// Creates a long-press recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    // MARK: Touches

    /// Starts the press timer once the required fingers are down (after the required taps).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        GestureTimers.shared.cancel(for: self)
        for touch in touches { startPoints[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, tapsCompleted >= numberOfTapsRequired else { return }
        pressStarted = true
        GestureTimers.shared.schedule(at: event.timestamp + minimumPressDuration, owner: self) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    /// Before it begins: fails when a finger moved more than `allowableMovement`. After: `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startPoints[ObjectIdentifier(touch)] else { continue }
                if GestureGeometry.distance(touch.location(in: nil), start) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Before it begins: a lift counts as a tap when taps are required, otherwise the press failed.
    /// After: `.ended`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where pendingState == .began:
            // Waiting for a failure requirement: the end follows the begin when it is released.
            state = .ended
        case .possible:
            GestureTimers.shared.cancel(for: self)
            let stillDown = activeTouches.contains { !touches.contains($0) }
            guard !pressStarted, tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            guard !stillDown else { return }
            tapsCompleted += 1
            startPoints = [:]
            GestureTimers.shared.schedule(at: event.timestamp + HostInput.multiTapInterval, owner: self) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    /// Fails before it began, is cancelled after.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    /// Clears the taps and press.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startPoints = [:]
        pressStarted = false
    }
}
