import Foundation

/// The shape of the joins between a shape layer's stroked segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp corner, limited by the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Flattened corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
