import Foundation

/// One finger (or the mouse) on the screen: where it is, in which phase, on which view.
///
/// A touch is bound to the view hit-tested when it began, for its whole life, as on iOS; it reports
/// positions in any view's coordinates. OpenUIKit's hosts produce a single touch (the mouse or a test's
/// finger); the types allow more.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (hover).
        case regionEntered = 5
        /// A pointer moved within a region (hover).
        case regionMoved = 6
        /// A pointer left a region (hover).
        case regionExited = 7
    }

    /// The kind of touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// An indirect touch (not on the screen).
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A mouse or trackpad pointer (iOS 13.4); what the SDL host's mouse produces.
        case indirectPointer = 3
    }

    /// The current phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, in media-time seconds (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval = 0
    /// How many taps in quick succession this touch's began was (1 for a single tap).
    open internal(set) var tapCount: Int = 1
    /// The view the touch was hit-tested to when it began (it stays bound to it).
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) var window: UIWindow?
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The touch's force; 0 when the hardware has none (always here).
    open var force: CGFloat { 0 }
    /// The radius of the contact area, in points.
    open var majorRadius: CGFloat { 20 }

    /// The position in the window, now and at the previous event.
    /// The buttons the touch is made with: a finger counts as the primary button; a pointer touch has the
    /// buttons that went down (gesture recognizers match `buttonMaskRequired` against them).
    var pressedButtons: UIEvent.ButtonMask = .primary
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero
    /// Gesture recognizers this touch is delivered to (filled by the gesture system).
    var recognizerStorage: [AnyObject] = []

    /// Creates a touch. Touches are created by the event system.
    override init() { super.init() }

    /// The touch's position in `view`'s coordinates (the window's when `view` is nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The position at the previous event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// The precise position; the same as `location(in:)` (no sub-point precision on these hosts).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous position; the same as `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    // MARK: Forwards to UITouch+Gestures.swift

    /// The gesture recognizers receiving this touch, closest view's first (`nil` when none), as UIKit's
    /// `gestureRecognizers`. A recognizer leaves the list when it resets, ignores the touch or is removed.
    open var gestureRecognizers: [UIGestureRecognizer]? { gestureRecognizersImplementation }
}
