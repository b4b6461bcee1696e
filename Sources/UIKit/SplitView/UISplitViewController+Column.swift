import Foundation

extension UISplitViewController {
    /// A column of a column-style split view controller, as UIKit's `UISplitViewController.Column`
    /// (iOS 14).
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar).
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The main content column.
        case secondary = 2
        /// The view controller shown instead of the others in a horizontally compact environment.
        case compact = 3
    }
}
