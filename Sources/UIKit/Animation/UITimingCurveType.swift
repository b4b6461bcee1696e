import Foundation

/// The kind of timing curve an animator follows, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of the `UIView.AnimationCurve` curves.
    case builtin = 0
    /// A cubic Bézier with custom control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic for the progress with a spring for the velocity (UIKit's composed curves).
    case composed = 3
}
