import Foundation

/// The smallest unit of a compositional layout: a size, content insets, edge spacing and supplementary
/// items anchored to it. Groups are items too, so they nest.
///
/// Parity: UIKit's `NSCollectionLayoutItem`. `contentInsets` shrink the final frame after layout and are
/// ignored on any axis whose dimension is `.estimated`; `edgeSpacing` adds space around the item during
/// layout (flexible spacing takes its minimum — documented deviation).
/// - Complexity: O(1) to create; layout cost is the engine's.
@MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size.
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Insets of the final frame (ignored on estimated axes).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing around the item, added during layout.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary items anchored to the item (badges, ...).
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of `layoutSize` with supplementary items.
    /// - Complexity: O(1).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// Creates an item of `layoutSize`.
    /// - Complexity: O(1).
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
