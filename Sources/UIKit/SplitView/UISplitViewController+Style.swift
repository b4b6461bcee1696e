import Foundation

extension UISplitViewController {
    /// The column arrangement a split view controller is created with, as UIKit's
    /// `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic split view: `viewControllers` holds the primary and the secondary as given.
        case unspecified = 0
        /// A primary column (usually a sidebar) and a secondary column.
        case doubleColumn = 1
        /// A primary column, a supplementary column and a secondary column.
        case tripleColumn = 2
    }
}
