import Foundation

extension NSLayoutConstraint {
    /// A layout axis, for content hugging, compression resistance and `constraintsAffectingLayout(for:)`.
    ///
    /// UIKit parity: `NSLayoutConstraint.Axis` (`horizontal` 0, `vertical` 1).
    public enum Axis: Int, Sendable, Hashable {
        /// Along the x axis.
        case horizontal = 0
        /// Along the y axis.
        case vertical = 1
    }
}
