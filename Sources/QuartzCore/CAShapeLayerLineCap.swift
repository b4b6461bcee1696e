import Foundation

/// The shape at the ends of a shape layer's open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square end exactly at the endpoint (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// Half-circle end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// Square end extending half the line width past the endpoint.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
