import Foundation

extension UIImage {
    /// Decodes PNG or JPEG `data` at scale 1; `nil` for data that is not a decodable image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG `data` with `scale` pixels per point; `nil` for data that is not a decodable image.
    /// A JPEG's EXIF orientation becomes `imageOrientation` (a portrait photo stored sideways has `.right`
    /// and a portrait `size`), as on iOS; the pixels stay as stored (`cgImage` is not turned).
    /// - Complexity: O(pixels).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cgImage = CGImage.decode(data) else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: Orientation(exifOf: data))
    }

    /// Loads a PNG or JPEG file; `nil` when the file is missing or not a decodable image. As on iOS, an
    /// `@2x` or `@3x` suffix before the extension sets the scale and a JPEG's EXIF orientation becomes
    /// `imageOrientation`.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let cgImage = CGImage.decode(data) else {
            return nil
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(cgImage: cgImage, scale: UIImage.scaleSuffix(of: name) ?? 1, orientation: Orientation(exifOf: data))
    }
}
