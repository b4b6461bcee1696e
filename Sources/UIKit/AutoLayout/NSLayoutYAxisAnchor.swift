import Foundation

/// A vertical position anchor: top, bottom, centre Y or a baseline of a view or guide.
///
/// UIKit parity: `NSLayoutYAxisAnchor`, with `anchorWithOffset(to:)` and the system-spacing forms
/// (iOS 11), 8 points as between views.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension that is the distance from this anchor to `otherAnchor` (`otherAnchor - self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(value: .offset(from: value, to: otherAnchor.value))
    }

    /// `self == anchor + multiplier × system spacing` (8 points): this anchor sits below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: multiplier * LayoutSpacing.system)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutSpacing.system)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutSpacing.system)
    }
}
