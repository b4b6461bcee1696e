import Foundation

extension UIImage {
    /// The image encoded as PNG, or `nil` for an image without pixels (`UIImage()`).
    ///
    /// The stored pixels are written as they are: `imageOrientation` is not applied (PNG has no orientation
    /// tag), as on iOS. Symbol images are written as rasterized at `scale`.
    /// - Complexity: O(pixels).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image encoded as JPEG with `compressionQuality` (0 = smallest, 1 = best), or `nil` for an
    /// image without pixels. JPEG has no alpha: transparent pixels come out black, as on iOS. OpenUIKit
    /// writes no EXIF orientation tag (documented deviation): the stored pixels are written unturned.
    /// - Complexity: O(pixels).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(compressionQuality: compressionQuality)
    }
}
