import Foundation

extension UIAlertAction {
    /// How an alert action looks and where it goes, as UIKit's `UIAlertAction.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        /// An ordinary action, in the tint colour.
        case `default` = 0
        /// The action that cancels: bold when no action is preferred, last (or leftmost beside one other
        /// action) in an alert, in its own group at the bottom of an action sheet. At most one per alert.
        case cancel = 1
        /// An action that destroys data, in red.
        case destructive = 2
    }
}
