import Foundation

/// A horizontal position anchor: leading, trailing, left, right or centre X of a view or guide.
///
/// UIKit parity: `NSLayoutXAxisAnchor`, with `anchorWithOffset(to:)` and the system-spacing forms
/// (iOS 11). System spacing is 8 points between views, as UIKit's standard sibling spacing.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension that is the distance from this anchor to `otherAnchor` (`otherAnchor - self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(value: .offset(from: value, to: otherAnchor.value))
    }

    /// `self == anchor + multiplier × system spacing` (8 points): this anchor follows `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .equal, second: anchor.value, spacingMultiplier: multiplier, vertical: false)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .greaterThanOrEqual, second: anchor.value, spacingMultiplier: multiplier, vertical: false)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .lessThanOrEqual, second: anchor.value, spacingMultiplier: multiplier, vertical: false)
    }
}

/// UIKit's standard spacings.
enum LayoutSpacing {
    /// The system spacing between neighbouring edges: 8 points (UIKit's standard sibling spacing; between
    /// text baselines `SystemSpacingLayoutConstraint` adds the fonts' ascender and descender).
    static let system: CGFloat = 8
}
