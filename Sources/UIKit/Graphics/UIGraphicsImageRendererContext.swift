import Foundation

/// The drawing environment passed to `UIGraphicsImageRenderer`'s actions, as UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image format being drawn: scale, opacity and range.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far, at the format's scale.
    /// - Complexity: O(pixels): the pixels are copied.
    open var currentImage: UIImage {
        guard let cgImage = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: imageFormat.effectiveScale, orientation: .up)
    }
}
