import Foundation

extension UITextField {
    /// The border a text field draws, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border (the default): the text fills the bounds.
        case none = 0
        /// A 1-point dark gray rectangle.
        case line = 1
        /// A recessed rectangle: darker top and left edges.
        case bezel = 2
        /// A white rounded rectangle (corner radius 5) with a hairline gray border, as iOS 7 and later draw
        /// it; the text is inset 7 points horizontally.
        case roundedRect = 3
    }
}
