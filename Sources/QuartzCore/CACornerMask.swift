import Foundation

/// Which corners of a layer `cornerRadius` rounds. In iOS's y-down layer space `MinY` corners are the top ones.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits, with Apple's values.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY): top-left on iOS.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at (maxX, minY): top-right on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at (minX, maxY): bottom-left on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at (maxX, maxY): bottom-right on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
