import Foundation

/// A vertical position anchor: top, bottom, centre Y or a baseline of a view or guide.
///
/// UIKit parity: `NSLayoutYAxisAnchor`, with `anchorWithOffset(to:)` and the system-spacing forms
/// (iOS 11): 8 points between edges; where an anchor is a text baseline, measured baseline to baseline
/// from the fonts, so it grows with Dynamic Type (OpenUIKit's approximation of UIKit's unpublished
/// metric: 8 points between the line boxes).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension that is the distance from this anchor to `otherAnchor` (`otherAnchor - self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(value: .offset(from: value, to: otherAnchor.value))
    }

    /// `self == anchor + multiplier × system spacing`: this anchor sits below `anchor` (8 points between
    /// edges, more between text baselines: ascender below, descender above, plus 8).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .equal, second: anchor.value, spacingMultiplier: multiplier, vertical: true)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .greaterThanOrEqual, second: anchor.value, spacingMultiplier: multiplier, vertical: true)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        SystemSpacingLayoutConstraint(first: value, relation: .lessThanOrEqual, second: anchor.value, spacingMultiplier: multiplier, vertical: true)
    }
}
