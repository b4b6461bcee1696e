import Foundation

/// The flags of an `<autoresizingMask>` element, with `UIView.AutoresizingMask`'s raw values
/// (flexibleLeftMargin = 1 … flexibleBottomMargin = 32), so UIKit converts by raw value.
public struct IBAutoresizingMask: OptionSet, Sendable, Hashable {
    public var rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `flexibleMinX="YES"`.
    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable="YES"`.
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX="YES"`.
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY="YES"`.
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable="YES"`.
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY="YES"`.
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

    /// The attribute names Xcode writes, with their flags.
    static let attributeNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}
