import Foundation

extension UIControl {
    /// How a control places its content horizontally, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to fill the width.
        case fill = 3
        /// Against the leading edge (left in OpenUIKit's left-to-right layout).
        case leading = 4
        /// Against the trailing edge (right in OpenUIKit's left-to-right layout).
        case trailing = 5
    }
}
