import Foundation

extension UIImage {
    func performWithTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    func performWithTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
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
