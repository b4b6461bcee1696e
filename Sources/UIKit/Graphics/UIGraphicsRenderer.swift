import Foundation

/// The abstract base of UIKit's graphics renderers, as `UIGraphicsRenderer`: a drawing area and a format.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer draws with; its `bounds` are the renderer's.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    let rendererFormat: UIGraphicsRendererFormat

    /// Whether the renderer produces images (`true` for `UIGraphicsImageRenderer`).
    open var allowsImageOutput: Bool { false }

    /// Creates a renderer for `bounds` with a preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
    }

    /// Creates a renderer for `bounds` with `format`. The renderer keeps `format` and sets its `bounds`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.rendererFormat = format
        super.init()
    }
}
