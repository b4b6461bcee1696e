import Foundation

extension UISplitViewController {
    /// The edge the primary column is on, as UIKit's `UISplitViewController.PrimaryEdge` (iOS 11).
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (left in left-to-right layouts). The default.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }
}
