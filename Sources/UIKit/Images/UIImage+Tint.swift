import Foundation

extension UIImage {
    /// A copy of the image that draws in `color`, keeping the rendering mode, as on iOS.
    ///
    /// For a symbol image the result draws its paths in `color`. For a bitmap the result is a new bitmap:
    /// `color` filled, then the image's contents composited with `.destinationIn` (so the colour takes the
    /// image's alpha), as Apple documents.
    /// - Complexity: O(pixels) for bitmaps, O(1) for symbols.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy of the image that draws in `color`, with `renderingMode`. See `withTintColor(_:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        switch content {
        case .symbol:
            return UIImage(content: content, scale: scale, orientation: imageOrientation,
                           renderingMode: renderingMode, symbolTint: color, resizing: resizing)
        case .empty:
            return UIImage(content: .empty, scale: scale, orientation: .up, renderingMode: renderingMode)
        case .bitmap:
            let size = self.size
            guard let context = UIGraphicsMakeImageContext(size: size, scale: scale, opaque: false) else {
                return withRenderingMode(renderingMode)
            }
            let rect = CGRect(origin: .zero, size: size)
            context.setFillColor(color.cgColor)
            context.fill(rect)
            drawContents(in: rect, context: context, blendMode: .destinationIn, alpha: 1, templateColor: nil)
            guard let tinted = context.makeImage() else { return withRenderingMode(renderingMode) }
            return UIImage(content: .bitmap(tinted), scale: scale, orientation: .up, renderingMode: renderingMode,
                           resizing: resizing)
        }
    }
}
