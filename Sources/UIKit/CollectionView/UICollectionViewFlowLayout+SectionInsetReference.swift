import Foundation

extension UICollectionViewFlowLayout {
    /// What a flow layout's `sectionInset` is measured from.
    ///
    /// UIKit parity: raw values fromContentInset 0, fromSafeArea 1, fromLayoutMargins 2; the content inset is
    /// always the minimum.
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset (default).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }
}
