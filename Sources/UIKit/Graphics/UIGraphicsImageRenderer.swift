import Foundation

/// A renderer that draws images, as UIKit's `UIGraphicsImageRenderer`.
///
/// Every call to `image(actions:)`, `pngData(actions:)` or `jpegData(withCompressionQuality:actions:)`
/// creates a fresh bitmap of `ceil(bounds.size × scale)` pixels, makes its context current (so
/// `UIColor.setFill()`, `UIRectFill` and `UIBezierPath.fill()` draw into it), runs `actions` and makes the
/// result. The context is y-down with the origin at the top-left of `bounds` and the scale applied, as on
/// iOS. Renderers may be used from any thread; each call uses its own context.
///
/// An empty bounds size gives an empty `UIImage()` without calling `actions` (iOS 17 and later raise an
/// exception for it instead; documented deviation).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The type of the drawing closure the renderer runs with its context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The image format: scale, opacity, range and bounds.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    let imageFormat: UIGraphicsImageRendererFormat

    /// `true`: this renderer produces images.
    open override var allowsImageOutput: Bool { true }

    /// Creates a renderer for an image of `size` points with the preferred format (main screen scale).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.preferred())
    }

    /// Creates a renderer for an image of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for `bounds` with `format`; drawing at `bounds.origin` lands at the image's top-left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// Creates a renderer for `bounds` with the preferred image format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// Runs `actions` in a fresh image context and returns the image, with the format's scale.
    /// - Complexity: O(pixels) plus the cost of `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions)?.currentImage ?? UIImage()
    }

    /// Creates the context, pushes it, runs `actions` and pops it; `nil` for empty bounds.
    func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        let format = imageFormat
        let bounds = format.bounds
        guard let cgContext = UIGraphicsMakeImageContext(size: bounds.size, scale: format.effectiveScale,
                                                         opaque: format.opaque) else { return nil }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        let stack = UIGraphicsContextStack.current
        let depth = stack.entries.count
        UIGraphicsPushContext(cgContext)
        actions(context)
        // Drop the renderer's context and anything `actions` left pushed above it.
        stack.entries.removeSubrange(min(depth, stack.entries.count)...)
        return context
    }

    // MARK: Forwards to UIGraphicsImageRenderer+Encoding.swift

    /// Runs `actions` in a fresh image context and returns the image encoded as PNG (an empty `Data` when
    /// the bounds are empty or encoding fails).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { performPngData(actions: actions) }

    /// Runs `actions` in a fresh image context and returns the image encoded as JPEG with
    /// `compressionQuality` (0 = smallest, 1 = best; an empty `Data` when the bounds are empty or encoding
    /// fails). JPEG has no alpha: transparent pixels come out black, as on iOS.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                     actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        performJpegData(withCompressionQuality: compressionQuality, actions: actions)
    }
}
