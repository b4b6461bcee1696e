import Foundation

extension UIEvent {
    /// The event's touches that are delivered to `gesture` (those it follows and has not ignored), or
    /// `nil` for events without touches, as UIKit's `touches(for:)`.
    /// - Complexity: O(touches × the recognizer's touches).
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchStorage.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
    }
}
