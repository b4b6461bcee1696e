import Foundation

/// A visible item as the visible-items invalidation handler sees it.
///
/// Parity: UIKit's `NSCollectionLayoutVisibleItem`: frame, bounds and centre (read-only frame — moving an
/// item is done through `center` and `transform`), `alpha`, `zIndex`, `isHidden`, `transform`, the index
/// path, and the element kind (nil for cells). Documented deviation: `transform3D` and
/// `representedElementCategory` are left out (no 3D transforms in the compositor).
/// - Complexity: O(1) reads and writes.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame in the collection view's content.
    var frame: CGRect { get }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// The item's centre; settable.
    var center: CGPoint { get set }
    /// The item's opacity; settable.
    var alpha: CGFloat { get set }
    /// The item's z-order; settable.
    var zIndex: Int { get set }
    /// Whether the item is hidden; settable.
    var isHidden: Bool { get set }
    /// The item's affine transform; settable.
    var transform: CGAffineTransform { get set }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The supplementary or decoration kind; nil for cells.
    var representedElementKind: String? { get }
    /// A debugging name (the element kind or "cell").
    var name: String { get }
}
