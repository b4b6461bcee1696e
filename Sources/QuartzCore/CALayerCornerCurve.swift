import Foundation

/// The curve used for a layer's rounded corners (`CALayer.cornerCurve`), as in Core Animation (iOS 13+).
///
/// `.circular` corners are quarter circles of the corner radius. `.continuous` corners are Apple's
/// continuous-curvature ("squircle") corners: the edge starts bending about 1.528665 × the radius from the
/// corner and the curvature eases in and out (see `CGMutablePath.addContinuousRoundedRect`); when the
/// radius reaches half the shorter side they become the same quarter circles, so capsules stay capsules.
/// Between 1/1.528665 and 1 × half the shorter side the corner blends smoothly from one shape to the other
/// (Core Animation's exact small-rect shape is not published; this is OpenUIKit's choice).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a corner curve from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous-curvature corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
