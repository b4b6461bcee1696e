import Foundation

/// What a section provider knows about where its section will lay out.
///
/// Parity: UIKit's `NSCollectionLayoutEnvironment` (`container`, `traitCollection`).
/// - Complexity: O(1) reads.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container (the collection view's size and the section insets reference).
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}
