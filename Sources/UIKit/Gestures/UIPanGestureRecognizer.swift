import Foundation

/// A continuous recognizer for fingers dragging, as UIKit's `UIPanGestureRecognizer`.
///
/// It begins when between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers are down and
/// their centroid moved at least 10 pt from where it started (the hysteresis; UIKit's distance is not
/// documented), changes at every move, and ends when the fingers lift below the minimum (cancelled when
/// the system cancels a touch). It fails if the fingers lift before it began. When its begin waits for
/// a failure requirement and the fingers lift meanwhile, it reports `.began` then `.ended` once the
/// requirement fails.
///
/// `translation(in:)` is cumulative from where the fingers went down, so the translation at `.began`
/// includes the hysteresis distance (OpenUIKit's choice, where UIKit is unverified: the view under the
/// finger does not lag 10 pt behind it). Fingers joining or leaving shift the centroid without changing
/// the translation. `velocity(in:)` is the centroid's average velocity over the last 0.1 s of samples,
/// in points per second; it reads zero once the fingers rested for that long.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan (1 by default).
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that can pan (UINT_MAX by default, as UIKit); extra fingers are ignored.
    open var maximumNumberOfTouches: Int = Int(UInt32.max)

    /// The movement before a pan begins, in points.
    static let hysteresis: CGFloat = 10
    /// How far back velocity samples reach, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    /// The centroid with the jumps of fingers joining or leaving removed, in window coordinates.
    private var effective: CGPoint = .zero
    /// Where the translation is measured from, in window coordinates.
    private var anchor: CGPoint = .zero
    private var start: CGPoint = .zero
    private var compensation: CGPoint = .zero
    /// Centroid samples; those before `sampleHead` have left the velocity window and are dropped in
    /// batches, so adding a sample is amortised O(1) however often the touches move.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    private var sampleHead = 0
    private var isTracking = false

    /// Creates a pan recognizer with no action; see `init(handler:)`.
    public override init() { super.init() }

    // MARK: Translation and velocity

    /// The translation since the fingers went down (or since `setTranslation(_:in:)`), in `view`'s
    /// coordinate system (the window's for `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        let a = convertFromWindow(anchor, to: view), b = convertFromWindow(effective, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation in `view`'s coordinates `translation`, and resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(effective, to: view)
        let target = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let view, let window = lastWindow ?? self.view?.window, view !== window {
            anchor = view.convert(target, to: window)
        } else {
            anchor = target
        }
        if let last = samples.last { samples = [(last.time, effective)]; sampleHead = 0 }
    }

    /// The velocity of the fingers in `view`'s coordinates, in points per second.
    /// - Complexity: O(1) amortised (samples older than 0.1 s are skipped as they are added).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last,
              let first = samples[sampleHead...].first(where: { $0.time >= last.time - UIPanGestureRecognizer.velocityWindow - 1e-9 }) else {
            return .zero
        }
        let dt = last.time - first.time
        guard dt > 1e-9 else { return .zero }
        let velocity = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        let a = convertFromWindow(effective, to: view)
        let b = convertFromWindow(CGPoint(x: effective.x + velocity.x, y: effective.y + velocity.y), to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    // MARK: Touches

    /// Starts tracking at the first finger; later fingers shift the centroid without a jump. Fingers
    /// beyond `maximumNumberOfTouches` of a pan in progress are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state != .possible && numberOfTouches > maximumNumberOfTouches {
            for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) where numberOfTouches > maximumNumberOfTouches {
                ignore(touch, for: event)
            }
        }
        let centroid = GestureGeometry.centroid(activeTouches)
        if !isTracking {
            isTracking = true
            compensation = .zero
            effective = centroid
            anchor = centroid
            start = centroid
        } else {
            let old = GestureGeometry.centroid(activeTouches.filter { !touches.contains($0) })
            compensation.x += centroid.x - old.x
            compensation.y += centroid.y - old.y
        }
        addSample(time: event.timestamp)
    }

    /// Updates the translation; begins after the hysteresis, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isTracking else { return }
        addSample(time: event.timestamp)
        switch state {
        case .possible:
            let count = numberOfTouches
            if count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
               GestureGeometry.distance(effective, start) >= UIPanGestureRecognizer.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends (or fails, if it never began) when fewer than the minimum fingers remain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, event: event, cancelled: false)
    }

    /// Cancels (or fails, if it never began) when fewer than the minimum fingers remain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, event: event, cancelled: true)
    }

    private func lift(_ touches: Set<UITouch>, event: UIEvent, cancelled: Bool) {
        guard isTracking else { return }
        addSample(time: event.timestamp)
        let remaining = activeTouches.filter { !touches.contains($0) }
        switch state {
        case .possible where pendingState == nil:
            if remaining.isEmpty { state = .failed; return }
        case .possible, .began, .changed:
            // In progress, or waiting to begin for a failure requirement (then the end follows the begin).
            if remaining.count < minimumNumberOfTouches {
                state = cancelled ? .cancelled : .ended
                return
            }
        default:
            return
        }
        let old = GestureGeometry.centroid(activeTouches), new = GestureGeometry.centroid(remaining)
        compensation.x += new.x - old.x
        compensation.y += new.y - old.y
    }

    private func addSample(time: TimeInterval) {
        if !activeTouches.isEmpty {
            let centroid = GestureGeometry.centroid(activeTouches)
            effective = CGPoint(x: centroid.x - compensation.x, y: centroid.y - compensation.y)
        }
        samples.append((time, effective))
        let horizon = time - UIPanGestureRecognizer.velocityWindow - 1e-9
        while sampleHead < samples.count - 1, samples[sampleHead].time < horizon { sampleHead += 1 }
        if sampleHead >= 64, sampleHead * 2 >= samples.count {
            samples.removeFirst(sampleHead)
            sampleHead = 0
        }
    }

    /// Forgets the pan.
    open override func reset() {
        super.reset()
        isTracking = false
        samples.removeAll()
        sampleHead = 0
        compensation = .zero
    }
}
