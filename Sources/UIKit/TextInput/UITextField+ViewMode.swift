import Foundation

extension UITextField {
    /// When an overlay view (clear button, left or right view) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never = 0
        /// Only while editing.
        case whileEditing = 1
        /// Only while not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}
