import Foundation

/// A physical button press: on these hosts, a keyboard key, as UIKit's `UIPress` (iOS 13.4 keyboard form).
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began = 0
        /// The press changed (force or repeat).
        case changed = 1
        /// The press is down and unchanged.
        case stationary = 2
        /// The key went up.
        case ended = 3
        /// The press was cancelled.
        case cancelled = 4
    }

    /// The kind of button, with UIKit's raw values (remote buttons; keyboard keys have a `key` instead).
    public enum PressType: Int, Sendable {
        /// Up arrow.
        case upArrow = 0
        /// Down arrow.
        case downArrow = 1
        /// Left arrow.
        case leftArrow = 2
        /// Right arrow.
        case rightArrow = 3
        /// Select.
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/pause.
        case playPause = 6
    }

    /// The current phase.
    open internal(set) var phase: Phase = .began
    /// When the press last changed, in media-time seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// The kind of button; for keyboard keys UIKit reports arrow keys as the arrow types, others as `select`.
    open internal(set) var type: PressType = .select
    /// The keyboard key, for key presses.
    open internal(set) var key: UIKey?
    /// The responder the press is delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The window.
    open internal(set) weak var window: UIWindow?
    /// Always 0 or 1 for keys.
    open internal(set) var force: CGFloat = 1

    /// Creates a press. Presses are created by the event system.
    override init() { super.init() }
}
