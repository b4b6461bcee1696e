import Foundation

/// Spacing between items: flexible (at least, may grow) or fixed (exactly).
///
/// Parity: UIKit's `NSCollectionLayoutSpacing` (`.flexible(_:)`, `.fixed(_:)`). Documented deviation:
/// flexible spacing takes its minimum; leftover space in a group stays at the group's trailing end.
/// - Complexity: Immutable; O(1).
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points.
    open private(set) var spacing: CGFloat
    /// Whether the spacing may grow.
    open private(set) var isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
        super.init()
    }

    /// At least `flexibleSpacing` points.
    /// - Complexity: O(1).
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
    /// Exactly `fixedSpacing` points.
    /// - Complexity: O(1).
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// Whether the spacing is fixed.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }
}
