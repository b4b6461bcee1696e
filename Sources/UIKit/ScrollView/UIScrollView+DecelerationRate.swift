import Foundation

extension UIScrollView {
    /// How quickly a scroll view slows down after the finger lifts, as UIKit's
    /// `UIScrollView.DecelerationRate`: the fraction of the velocity kept per millisecond.
    ///
    /// The velocity after `t` seconds is `v0 · rate^(1000·t)` and the resting point of a flick is
    /// `x0 − v0 / (1000 · ln rate)` (WWDC 2018 "Designing Fluid Interfaces"). Any raw value in (0, 1) is honoured as given;
    /// values outside that range are treated as `.normal` when the scroll view uses them.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat

        /// Creates a rate from its raw value (UIKit parity: `init(rawValue:)`).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998 per millisecond (a flick glides about half its velocity in points).
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// A quick stop, 0.99 per millisecond (paging and orthogonal sections use it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
