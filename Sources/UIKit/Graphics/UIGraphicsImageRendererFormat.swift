import Foundation

/// The drawing environment of an image renderer, as UIKit's `UIGraphicsImageRendererFormat`: scale,
/// opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Colour range choices, with UIKit's raw values. OpenUIKit always renders standard-range sRGB; the
    /// value is kept for parity (documented deviation: `.extended` draws standard range).
    public enum Range: Int, Sendable {
        /// Not specified (UIKit's raw value −1).
        case unspecified = -1
        /// The system chooses from the screen (standard range here).
        case automatic = 0
        /// Extended range (drawn as standard range on OpenUIKit).
        case extended = 1
        /// Standard range.
        case standard = 2
    }

    /// Pixels per point of the rendered image. `UIGraphicsImageRendererFormat()` and `preferred()` use the
    /// main screen's scale (`UIScreen.main.scale`), as on iOS.
    open var scale: CGFloat

    /// Whether the image is opaque. When `true` the bitmap starts opaque black, as iOS's alpha-less bitmaps
    /// do; when `false` (the default) it starts transparent.
    open var opaque: Bool = false

    /// The colour range; `.automatic` by default.
    open var preferredRange: Range = .automatic

    /// Creates a format with the main screen's scale, not opaque, automatic range.
    public override init() {
        scale = UIScreenScale.current
        super.init()
    }

    /// Creates a format with the main screen's scale, not opaque, automatic range, as `default()` does on iOS.
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// Creates a format with the main screen's scale, not opaque, automatic range.
    open override class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The scale to draw with: `scale`, or the main screen's scale when `scale` is not positive.
    var effectiveScale: CGFloat { scale > 0 && scale.isFinite ? scale : UIScreenScale.current }
}
