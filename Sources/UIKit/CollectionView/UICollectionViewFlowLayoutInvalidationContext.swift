import Foundation

/// A flow layout's invalidation context: says whether item sizes and spacings must be asked again.
///
/// UIKit parity: both flags default to true; a bounds change that only moves pinned headers clears both.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked again. Default true.
    open var invalidateFlowLayoutDelegateMetrics: Bool = true

    /// Whether the computed frames must be recomputed. Default true.
    open var invalidateFlowLayoutAttributes: Bool = true

    /// Creates a context that invalidates metrics and attributes.
    public required init() { super.init() }
}
