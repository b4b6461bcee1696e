import Foundation

extension UIView {
    /// Which parts of a view's frame follow its superview's size changes, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How tint colours are adjusted, with UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit from the superview; normal at the top.
        case automatic = 0
        /// Use the tint colour unchanged.
        case normal = 1
        /// Use a desaturated, dimmed tint.
        case dimmed = 2
    }

    /// A value meaning "no intrinsic size along this axis": -1, as `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size `systemLayoutSizeFitting` compresses to (zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The size `systemLayoutSizeFitting` expands to (very large).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

/// Applies an autoresizing mask: the new frame of a subview whose superview's bounds size changed from
/// `oldSize` to `newSize`. Flexible parts share the change in proportion to their current sizes, as UIKit
/// does; with no flexible part on an axis the view keeps its distance from the leading/top edge.
/// - Complexity: O(1).
func autoresizedFrame(_ frame: CGRect, mask: UIView.AutoresizingMask, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
    func axis(_ origin: CGFloat, _ length: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
              flexLeading: Bool, flexLength: Bool, flexTrailing: Bool) -> (CGFloat, CGFloat) {
        let delta = newTotal - oldTotal
        guard delta != 0, flexLeading || flexLength || flexTrailing else { return (origin, length) }
        let trailing = oldTotal - origin - length
        var parts: [(Bool, CGFloat)] = [(flexLeading, origin), (flexLength, length), (flexTrailing, trailing)]
        let flexibleSum = parts.filter { $0.0 }.map { max($0.1, 0) }.reduce(0, +)
        let flexibleCount = CGFloat(parts.filter { $0.0 }.count)
        for i in parts.indices where parts[i].0 {
            let share = flexibleSum > 0 ? max(parts[i].1, 0) / flexibleSum : 1 / flexibleCount
            parts[i].1 += delta * share
        }
        return (parts[0].1, parts[1].1)
    }
    let (x, w) = axis(frame.minX, frame.width, oldSize.width, newSize.width,
                      flexLeading: mask.contains(.flexibleLeftMargin), flexLength: mask.contains(.flexibleWidth),
                      flexTrailing: mask.contains(.flexibleRightMargin))
    let (y, h) = axis(frame.minY, frame.height, oldSize.height, newSize.height,
                      flexLeading: mask.contains(.flexibleTopMargin), flexLength: mask.contains(.flexibleHeight),
                      flexTrailing: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x, y: y, width: w, height: h)
}
