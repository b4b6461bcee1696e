import Foundation

/// The curve used for rounded corners.
///
/// Documented deviation: `.continuous` is drawn as the circular curve; OpenUIKit does not yet draw Apple's
/// continuous ("squircle") corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a corner curve from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous-curvature corners (drawn as circular, see the type's documentation).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
