import Foundation

/// An event carrying key presses, as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressStorage: Set<UIPress> = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { pressStorage }

    /// The presses delivered to `gestureRecognizer` (all of them on these hosts).
    open func presses(for gestureRecognizer: AnyObject) -> Set<UIPress> { pressStorage }
}
