import Foundation

/// The names of Core Animation's value functions, as `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's Core Animation name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation about the x axis by the value (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis by the value (radians).
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis by the value (radians).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by one value (uniform) or up to three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by up to three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
