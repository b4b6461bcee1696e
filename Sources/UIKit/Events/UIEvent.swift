import Foundation

/// An event delivered to the app: a set of touches, presses, a scroll, motion or remote control.
///
/// As on iOS, one event object carries a whole touch sequence: its touches change phase from delivery to
/// delivery.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses (keyboard keys).
        case presses = 3
        /// Scroll-wheel and trackpad scrolling (iOS 13.4).
        case scroll = 10
        /// Pointer hover (iOS 13.4).
        case hover = 11
        /// Trackpad transforms (iOS 13.4).
        case transform = 14
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// When the event happened, in media-time seconds (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval
    /// The touches of a touch event.
    var touchStorage: Set<UITouch> = []
    /// The pointer buttons pressed when the touch sequence began.
    var buttonMaskStorage: ButtonMask = []

    /// Creates an event of `type` at `timestamp`.
    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// The pointer buttons pressed for the event (iOS 13.4): `.primary` for a click, `.secondary` for a
    /// right click (an `.indirectPointer` touch), empty for finger touches and events without touches.
    /// OpenUIKit keeps the buttons that went down for the whole touch sequence (one event object carries
    /// it), including its ended phase.
    open var buttonMask: ButtonMask { buttonMaskStorage }

    /// All touches of the event, or `nil` for events without touches.
    open var allTouches: Set<UITouch>? { type == .touches ? touchStorage : nil }

    /// The touches bound to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchStorage.filter { $0.view === view }
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchStorage.filter { $0.window === window }
    }

    /// The touches coalesced into `touch` since the last event; OpenUIKit delivers every sample, so it is
    /// just `[touch]`.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    /// Predicted future touches; none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }

    // MARK: Forwards to UIEvent+Gestures.swift

    /// The event's touches that are delivered to `gesture` (those it follows and has not ignored), or
    /// `nil` for events without touches, as UIKit's `touches(for:)`.
    /// - Complexity: O(touches × the recognizer's touches).
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { performTouches(for: gesture) }
}
