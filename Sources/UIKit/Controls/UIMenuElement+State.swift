import Foundation

extension UIMenuElement {
    /// Whether a menu element shows as checked, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not checked (the default).
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }
}
