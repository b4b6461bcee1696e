import Foundation

extension UICollectionView {
    /// What a layout-attributes object describes: a cell, a supplementary view or a decoration view.
    ///
    /// UIKit parity: `UICollectionView.ElementCategory` (`UICollectionElementCategory`), raw values 0–2.
    public enum ElementCategory: UInt, Sendable {
        /// A cell for an item.
        case cell = 0
        /// A supplementary view (header, footer, badge) supplied by the data source.
        case supplementaryView = 1
        /// A decoration view owned by the layout.
        case decorationView = 2
    }

    /// The element kind of a flow layout's section header.
    ///
    /// UIKit parity: `UICollectionView.elementKindSectionHeader` is `"UICollectionElementKindSectionHeader"`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The element kind of a flow layout's section footer.
    ///
    /// UIKit parity: `UICollectionView.elementKindSectionFooter` is `"UICollectionElementKindSectionFooter"`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind string UIKit uses for cells in its dequeue error message.
    static let elementKindCell = "UICollectionElementKindCell"
}
