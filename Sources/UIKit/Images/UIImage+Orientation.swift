import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        /// The pixels as stored.
        case up = 0
        /// Rotated 180°.
        case down = 1
        /// Rotated 90° counter-clockwise.
        case left = 2
        /// Rotated 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored horizontally, then rotated 90° counter-clockwise.
        case leftMirrored = 6
        /// Mirrored horizontally, then rotated 90° clockwise.
        case rightMirrored = 7

        /// The orientation that the EXIF orientation tag of `data` asks for; `.up` when there is none.
        /// - Complexity: O(bytes before the EXIF segment), a few dozen for camera JPEGs.
        init(exifOf data: Data) {
            switch CGImage.exifOrientation(of: data) {
            case nil, .up?: self = .up
            case .upMirrored?: self = .upMirrored
            case .down?: self = .down
            case .downMirrored?: self = .downMirrored
            case .leftMirrored?: self = .leftMirrored
            case .right?: self = .right
            case .rightMirrored?: self = .rightMirrored
            case .left?: self = .left
            }
        }

        /// The orientation that shows the same pixels mirrored left-to-right.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: return .upMirrored
            case .upMirrored: return .up
            case .down: return .downMirrored
            case .downMirrored: return .down
            case .left: return .rightMirrored
            case .rightMirrored: return .left
            case .right: return .leftMirrored
            case .leftMirrored: return .right
            }
        }

        /// Whether the displayed width is the pixels' height.
        var swapsWidthAndHeight: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }

        /// The transform from the stored image's y-down space (`width × height` as stored, in points) to the
        /// displayed y-down space of `size` (the displayed size).
        func displayTransform(for size: CGSize) -> CGAffineTransform {
            let w = size.width, h = size.height
            switch self {
            case .up: return .identity
            case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
            case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
            case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
            }
        }
    }

    func performWithHorizontallyFlippedOrientation() -> UIImage {
        guard case .bitmap = content else { return self }
        return UIImage(content: content, scale: scale, orientation: imageOrientation.horizontallyFlipped,
                       renderingMode: renderingMode, symbolTint: symbolTint, resizing: resizing)
    }
}

extension UIImage {
    /// The pixels as they are displayed: `cgImage` itself for `.up` images, otherwise a copy turned by
    /// `imageOrientation`, made on first use and kept. Image views show this, so an EXIF-rotated photo
    /// appears upright in a `UIImageView` as on iOS, while `cgImage` stays as stored.
    /// - Complexity: O(pixels) the first time for a turned image; O(1) after, and always for `.up`.
    var uprightCGImage: CGImage? {
        guard imageOrientation != .up, case .bitmap = content else { return cgImage }
        if let cached = rasterLock.withLock({ uprightRaster }) { return cached }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let turned = UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(at: .zero) }.cgImage
        rasterLock.withLock { uprightRaster = turned }
        return turned
    }
}
