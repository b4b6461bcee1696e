@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Drawing a contents image only where it has ink. A label's or a cell's backing image is the size of
/// its bounds, most of it transparent around the text; drawing it composites every one of those pixels
/// (through bilinear filtering when the layer moves by fractions of a pixel or is scaled, as in a
/// navigation push or behind a sheet). Clipping the draw to the image's non-transparent pixels (plus a
/// margin wider than the filter's reach) leaves out only pixels whose contribution is transparent, so the
/// frame is the same, pixel for pixel.
extension LayerPainter {
    /// Transparent image pixels kept around the ink, so that no destination pixel the clip cuts samples
    /// an inked pixel through the bilinear filter at the scales allowed by `minimumInkClipScale`.
    static let inkMargin = 3
    /// Below this many device pixels per image pixel (a strong reduction, where cairo's filter reaches
    /// further) images are drawn whole.
    static let minimumInkClipScale: CGFloat = 0.75

    /// The device-independent rectangle (in the layer's coordinates) to clip `image`, drawn into
    /// `destination`, to: its inked pixels with `inkMargin`; `.null` when the image has no ink at all (it
    /// draws nothing); `nil` when the whole image is to be drawn (ink reaches the whole image, or the
    /// context is rotated or reduces the image strongly).
    /// - Complexity: O(1) per frame; O(image pixels) once per image (`inkBounds(of:)`).
    static func inkClip(of image: CGImage, for layer: CALayer, destination: CGRect, context ctx: CGContext) -> CGRect? {
        let m = ctx.userSpaceToDeviceSpaceTransform
        guard m.b == 0, m.c == 0 else { return nil }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        guard abs(m.a) * destination.width / w >= minimumInkClipScale,
              abs(m.d) * destination.height / h >= minimumInkClipScale else { return nil }
        let ink: CGRect
        if let cache = layer.inkCache, cache.image === image {
            ink = cache.ink
        } else {
            ink = inkBounds(of: image)
            layer.inkCache = (image, ink)
        }
        if ink.isNull { return .null }
        let full = CGRect(x: 0, y: 0, width: w, height: h)
        let kept = ink.insetBy(dx: -CGFloat(inkMargin), dy: -CGFloat(inkMargin)).intersection(full)
        guard kept != full else { return nil }
        let fx = destination.width / w, fy = destination.height / h
        return CGRect(x: destination.minX + kept.minX * fx, y: destination.minY + kept.minY * fy,
                      width: kept.width * fx, height: kept.height * fy)
    }

    /// The smallest pixel rectangle (first row at the top) holding every pixel of `image` that is not
    /// zero in all four channels; `.null` for an image with none.
    /// - Complexity: O(width × height).
    static func inkBounds(of image: CGImage) -> CGRect {
        let width = image.width, height = image.height, stride = image.bytesPerRow
        return image.withUnsafePixelBytes { bytes -> CGRect in
            guard let base = bytes.baseAddress, bytes.count >= stride * height else {
                return CGRect(x: 0, y: 0, width: width, height: height)
            }
            var minX = width, maxX = -1, minY = height, maxY = -1
            for y in 0 ..< height {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                var first = 0
                while first < width, row[first] == 0 { first += 1 }
                guard first < width else { continue }
                var last = width - 1
                while row[last] == 0 { last -= 1 }
                minX = min(minX, first)
                maxX = max(maxX, last)
                if minY == height { minY = y }
                maxY = y
            }
            guard maxY >= 0 else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }
}
