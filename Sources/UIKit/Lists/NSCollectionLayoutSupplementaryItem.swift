import Foundation

/// A supplementary view anchored to an item or group (a badge, say).
///
/// Parity: UIKit's `NSCollectionLayoutSupplementaryItem`; `zIndex` defaults to 1 (above its item).
/// - Complexity: O(1) to create.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view dequeues the view for.
    open private(set) var elementKind: String
    /// Where the item attaches to its container.
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary attaches (nil: the edges named by `containerAnchor`).
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
    /// The z-order (default 1).
    open var zIndex = 1

    /// Creates a supplementary item anchored to its container.
    /// - Complexity: O(1).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` point attaches at `containerAnchor`.
    /// - Complexity: O(1).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
