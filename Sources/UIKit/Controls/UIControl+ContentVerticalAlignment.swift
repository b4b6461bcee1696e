import Foundation

extension UIControl {
    /// How a control places its content vertically, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to fill the height.
        case fill = 3
    }
}
