import Foundation

extension UIGraphicsImageRenderer {
    /// Runs `actions` in a fresh image context and returns the image encoded as PNG (an empty `Data` when
    /// the bounds are empty or encoding fails).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` in a fresh image context and returns the image encoded as JPEG with
    /// `compressionQuality` (0 = smallest, 1 = best; an empty `Data` when the bounds are empty or encoding
    /// fails). JPEG has no alpha: transparent pixels come out black, as on iOS.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
