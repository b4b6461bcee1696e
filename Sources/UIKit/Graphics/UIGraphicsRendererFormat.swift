import Foundation

/// The drawing environment of a graphics renderer, as UIKit's `UIGraphicsRendererFormat`: the base class of
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The bounds of the drawing area in points; set by the renderer that owns the format.
    open internal(set) var bounds: CGRect = .zero

    /// Creates a format with empty bounds.
    public override init() {
        super.init()
    }

    /// A format for the main screen's traits (the same as `preferred()`), as UIKit's deprecated `default()`.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }

    /// A format for the main screen's traits.
    open class func preferred() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}
