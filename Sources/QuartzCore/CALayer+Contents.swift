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
}
