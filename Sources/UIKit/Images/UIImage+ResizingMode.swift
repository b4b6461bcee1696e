import Foundation

extension UIImage {
    /// How the middle parts of a resizable image fill their area, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable {
        /// The middle parts repeat at their natural size (UIKit's default for resizable images).
        case tile = 0
        /// The middle parts are stretched.
        case stretch = 1
    }
}
