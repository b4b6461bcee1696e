import Foundation

extension UIStackView {
    /// How a stack view places the arranged views across its axis.
    ///
    /// UIKit parity: `UIStackView.Alignment` with UIKit's raw values; `top` is `leading` and `bottom` is
    /// `trailing`. The baseline alignments apply to horizontal stacks; a vertical stack treats
    /// `firstBaseline` as `leading` and `lastBaseline` as `trailing` (UIKit documents them for horizontal
    /// stacks only).
    public enum Alignment: Int, Sendable, Hashable {
        /// Views fill the stack's cross dimension.
        case fill = 0
        /// Views keep their cross size, lined up on the leading edge (vertical stacks) or top (horizontal).
        case leading = 1
        /// Views are lined up on their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views keep their cross size, lined up on the trailing edge (vertical) or bottom (horizontal).
        case trailing = 4
        /// Views are lined up on their last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The top edge, for horizontal stacks (the same value as `leading`).
        public static let top = Alignment.leading
        /// The bottom edge, for horizontal stacks (the same value as `trailing`).
        public static let bottom = Alignment.trailing
    }
}
