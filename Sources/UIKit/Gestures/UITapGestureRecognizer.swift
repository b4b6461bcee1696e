import Foundation

/// A discrete recognizer for one or more taps of one or more fingers, as UIKit's
/// `UITapGestureRecognizer`: recognized when the last required tap lifts.
///
/// It fails when a finger moves more than `allowableMovement` (10 pt, OpenUIKit's choice: UIKit does not
/// document it) from where it went down, when more fingers than `numberOfTouchesRequired` go down, when a
/// tap lifts with fewer, when the next tap does not go down within `HostInput.multiTapInterval` (0.35 s)
/// of the previous tap lifting, or farther than `HostInput.multiTapDistance` (20 pt) from the first tap.
/// Its location is where the first tap's fingers lifted (their centroid).
///
/// As in UIKit, a tap recognizer never prevents a tap recognizer that needs more taps
/// (`canPrevent(_:)`), so a single tap and a double tap both fire unless the single tap
/// `require(toFail:)` the double tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps needed (1 by default).
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers needed for each tap (1 by default).
    open var numberOfTouchesRequired: Int = 1
    /// The pointer buttons a tap must be made with (iOS 13.4). Default `.primary` (fingers count as the
    /// primary button), so a secondary click does not reach the recognizer; `.secondary` recognizes right
    /// clicks only.
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get { requiredButtonsStorage ?? .primary }
        set { requiredButtonsStorage = newValue }
    }
    /// How far a finger may move during a tap before the tap fails, in points (OpenUIKit's figure).
    static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var touchesInCurrentTap = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapDown: CGPoint?
    private var firstTapPoints: [CGPoint] = []
    private var liftedPoints: [CGPoint] = []

    /// Creates a tap recognizer with no action; see `init(handler:)`.
    public override init() {
        super.init()
        requiredButtonsStorage = .primary
    }

    // MARK: Touches

    /// Starts or continues a tap; fails on too many fingers or a tap too far from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        GestureTimers.shared.cancel(for: self)
        for touch in touches {
            let point = touch.location(in: nil)
            startPoints[ObjectIdentifier(touch)] = point
            if let firstTapDown, GestureGeometry.distance(point, firstTapDown) > HostInput.multiTapDistance {
                state = .failed
                return
            }
        }
        if firstTapDown == nil { firstTapDown = GestureGeometry.centroid(Array(touches)) }
        touchesInCurrentTap += touches.count
        if numberOfTouches > numberOfTouchesRequired || touchesInCurrentTap > numberOfTouchesRequired {
            state = .failed
        }
    }

    /// Fails when a finger moved farther than `allowableMovement` from where it went down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            guard let start = startPoints[ObjectIdentifier(touch)] else { continue }
            if GestureGeometry.distance(touch.location(in: nil), start) > UITapGestureRecognizer.allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Completes a tap when its last finger lifts: recognized after the last required tap, otherwise
    /// waits for the next one.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { liftedPoints.append(touch.location(in: nil)) }
        let stillDown = activeTouches.filter { touch in !touches.contains(touch) }
        guard stillDown.isEmpty else { return }
        guard touchesInCurrentTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if tapsCompleted == 1 { firstTapPoints = liftedPoints }
        liftedPoints = []
        touchesInCurrentTap = 0
        startPoints = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            GestureTimers.shared.schedule(at: event.timestamp + HostInput.multiTapInterval, owner: self) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    /// A cancelled touch fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Clears the taps counted so far.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInCurrentTap = 0
        startPoints = [:]
        firstTapDown = nil
        firstTapPoints = []
        liftedPoints = []
    }

    // MARK: Arbitration

    /// True, except that a tap never prevents a tap recognizer needing more taps (UIKit's rule).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    // MARK: Location

    /// The fingers of the tap: those down, or after the first tap those of the first tap.
    open override var numberOfTouches: Int {
        if !activeTouches.isEmpty || firstTapPoints.isEmpty { return super.numberOfTouches }
        return firstTapPoints.count
    }

    /// Where the first tap's fingers lifted (their centroid), or the fingers' centroid before that.
    open override func location(in view: UIView?) -> CGPoint {
        guard !firstTapPoints.isEmpty else { return super.location(in: view) }
        var x: CGFloat = 0, y: CGFloat = 0
        for point in firstTapPoints {
            x += point.x
            y += point.y
        }
        let count = CGFloat(firstTapPoints.count)
        return convertFromWindow(CGPoint(x: x / count, y: y / count), to: view)
    }

    /// The location of finger `touchIndex` of the first tap (or of the fingers down before it lifted).
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard !firstTapPoints.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        guard touchIndex >= 0, touchIndex < firstTapPoints.count else {
            fatalError("*** Terminating app due to uncaught exception 'NSRangeException', reason: '-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(firstTapPoints.count)).'")
        }
        return convertFromWindow(firstTapPoints[touchIndex], to: view)
    }
}
