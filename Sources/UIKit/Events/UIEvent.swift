import Foundation

/// An event delivered to the app: touches, presses, motion or remote control.
///
/// The event types are UIKit's; the touch and press payloads are delivered by the event system.
@MainActor
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
    /// When the event happened, in seconds of the host's clock (system uptime on iOS).
    open internal(set) var timestamp: TimeInterval

    /// Creates an event of `type` at `timestamp`.
    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }
}
