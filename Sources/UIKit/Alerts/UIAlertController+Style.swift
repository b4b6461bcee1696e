import Foundation

extension UIAlertController {
    /// The kind of alert, as UIKit's `UIAlertController.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        /// A sheet of actions rising from the bottom of the screen, cancel in its own group below.
        case actionSheet = 0
        /// A 270-point panel in the middle of the screen.
        case alert = 1
    }
}
