import Foundation

/// How a layer's `contents` image is positioned and scaled inside its bounds.
///
/// Documented deviation: OpenUIKit interprets the vertical constants in the layer's own y-down space, so
/// `.top` puts the image at the top of the screen (`bounds.minY`). iOS interprets them for an unflipped
/// layer, which is why UIKit maps `UIView.ContentMode.top` to the "bottom" gravity there; OpenUIKit's UIKit
/// maps `.top` to `.top`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's constants have.
    public let rawValue: String
    /// Creates a gravity from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centered, natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Horizontally centered at the top, natural size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Horizontally centered at the bottom, natural size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Vertically centered at the left edge, natural size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Vertically centered at the right edge, natural size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// The top-left corner, natural size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// The top-right corner, natural size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// The bottom-left corner, natural size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// The bottom-right corner, natural size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio, centered.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio, centered (may overflow the bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
