import Foundation

/// The geometry of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from startPoint to endPoint (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// An ellipse centred at startPoint reaching endPoint's x and y distances.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Around startPoint, starting in the direction of endPoint and turning clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
