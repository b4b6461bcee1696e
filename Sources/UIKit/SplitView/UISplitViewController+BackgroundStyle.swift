import Foundation

extension UISplitViewController {
    /// The background behind the primary column, as UIKit's `UISplitViewController.BackgroundStyle`
    /// (iOS 13).
    public enum BackgroundStyle: Int, Sendable {
        /// The primary column's own background.
        case none = 0
        /// The sidebar background (`systemGroupedBackground`'s grey in light mode) behind the primary.
        case sidebar = 1
    }
}
