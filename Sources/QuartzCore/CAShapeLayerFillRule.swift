import Foundation

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Non-zero winding number (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// Even-odd crossing count.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
