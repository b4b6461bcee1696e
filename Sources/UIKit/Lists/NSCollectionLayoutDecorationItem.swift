import Foundation

/// A decoration view of a section, typically its background.
///
/// Parity: UIKit's `NSCollectionLayoutDecorationItem.background(elementKind:)`; `zIndex` defaults to 0 and
/// the section's items are raised above it. Register the kind's view class on the layout. The background
/// covers the section's frame (content insets included) shrunk by the decoration's `contentInsets`.
/// - Complexity: O(1) to create.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind registered on the layout.
    open private(set) var elementKind: String
    /// The z-order (default 0; items in the section draw above it).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background decoration covering the section.
    /// - Complexity: O(1).
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
