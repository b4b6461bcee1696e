import Foundation

/// The states of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not attached.
    case inactive = 0
    /// Started or paused: its animations are attached.
    case active = 1
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
