import Foundation

/// One frame a custom group's item provider returns, relative to the group's origin.
///
/// Parity: UIKit's `NSCollectionLayoutGroupCustomItem(frame:)` / `(frame:zIndex:)`.
/// - Complexity: Immutable; O(1).
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame relative to the group.
    open private(set) var frame: CGRect
    /// The item's z-order (default 0).
    open private(set) var zIndex: Int

    /// Creates a custom item at `frame`.
    /// - Complexity: O(1).
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// Creates a custom item at `frame` with a z-order.
    /// - Complexity: O(1).
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// Returns a custom group's item frames for a layout environment (UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`).
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
