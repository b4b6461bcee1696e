import Foundation

/// Spacing around an item on each edge, added during layout (unlike content insets).
///
/// Parity: UIKit's `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`; nil edges add nothing.
/// - Complexity: Immutable; O(1).
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Spacing before the leading edge.
    open private(set) var leading: NSCollectionLayoutSpacing?
    /// Spacing above the top edge.
    open private(set) var top: NSCollectionLayoutSpacing?
    /// Spacing after the trailing edge.
    open private(set) var trailing: NSCollectionLayoutSpacing?
    /// Spacing below the bottom edge.
    open private(set) var bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    /// - Complexity: O(1).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
        super.init()
    }
}
