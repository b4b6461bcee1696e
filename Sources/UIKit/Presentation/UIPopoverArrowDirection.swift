import Foundation

/// The sides a popover's arrow may point from, as UIKit's `UIPopoverArrowDirection` (Apple's raw values).
///
/// The direction is where the arrow points: `.up` is an arrow on the popover's top edge pointing up at
/// the source, the popover below it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Creates a set of directions from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An arrow on the top edge pointing up (the popover sits below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow on the bottom edge pointing down (the popover sits above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow on the leading (left) edge pointing left (the popover sits right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow on the right edge pointing right (the popover sits left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions (UIKit's default for `permittedArrowDirections`).
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet (a popover that has not been presented), as UIKit's
    /// `UIPopoverArrowDirectionUnknown` (`NSUIntegerMax`).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
