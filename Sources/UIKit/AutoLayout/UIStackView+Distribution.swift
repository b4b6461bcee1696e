import Foundation

extension UIStackView {
    /// How a stack view shares its length along the axis among the arranged views.
    ///
    /// UIKit parity: `UIStackView.Distribution` with UIKit's raw values. Every distribution pins the first
    /// and last arranged views to the stack's edges along the axis; all but `fillEqually` try to keep the
    /// views' intrinsic sizes.
    public enum Distribution: Int, Sendable, Hashable {
        /// Views fill the length: spacing is exact; when they overflow, views shrink by compression
        /// resistance (lowest first); when there is room, views grow by hugging (lowest first).
        case fill = 0
        /// Views fill the length with equal sizes along the axis (`UISV-fill-equally`).
        case fillEqually = 1
        /// Views fill the length with sizes in proportion to their intrinsic sizes
        /// (`UISV-fill-proportionally`, priorities 999, 998, ... by index).
        case fillProportionally = 2
        /// Views keep their intrinsic sizes and the spare length is shared equally by the gaps, at least
        /// `spacing` each (equal `_UIOLAGapGuide`s between the views).
        case equalSpacing = 3
        /// The centres of neighbouring views are equally far apart (at priority 149) with at least
        /// `spacing` between their edges.
        case equalCentering = 4
    }
}
