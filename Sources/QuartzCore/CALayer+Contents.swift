import CoreGraphics
import Foundation

extension CALayer {
    /// `contents` when it is a non-empty `CGImage`.
    final var contentsImage: CGImage? {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return nil }
        return image
    }

    /// The rounded-bounds path used for the background, border, clip and default shadow: `cornerRadius`
    /// on `maskedCorners`, in the shape `cornerCurve` names.
    final var roundedBoundsPath: CGPath {
        LayerPainter.roundedRectPath(bounds, radius: cornerRadius, corners: maskedCorners, curve: cornerCurve)
    }

    /// Draws the `contents` image (when there is one) per `contentsGravity`: a layer's own content.
    final func drawContentsImage(in ctx: CGContext) {
        if let image = contentsImage { LayerPainter.drawContents(image, of: self, in: ctx) }
    }

    /// The bounds, grown to where the `contents` image is placed when it reaches outside them.
    final var contentsImageExtent: CGRect {
        guard let image = contentsImage else { return bounds }
        return bounds.union(LayerPainter.contentsPlacement(of: image, in: self).destination)
    }
}
