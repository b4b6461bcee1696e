import Foundation

extension UICollectionView {
    /// The axis a flow layout scrolls along.
    ///
    /// UIKit parity: `UICollectionView.ScrollDirection`, raw values vertical 0, horizontal 1.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows stacked top to bottom.
        case vertical = 0
        /// Lines are columns placed left to right.
        case horizontal = 1
    }
}
