import CCairo
import Foundation

extension CGImage {
    // MARK: Raw pixels

    /// Creates an image from raw 8-bit pixels, as
    /// `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`.
    ///
    /// Supported layouts (8 bits per component), converted to OpenUIKit's premultiplied BGRA:
    /// - 32 bits per pixel in an RGB space: alpha first or last, premultiplied or not, or skipped
    ///   (`noneSkipFirst`/`noneSkipLast`), in big-endian order (`byteOrderDefault`/`byteOrder32Big`:
    ///   RGBA, ARGB in memory) or little-endian order (`byteOrder32Little`: ABGR, BGRA in memory);
    /// - 24 bits per pixel in an RGB space, no alpha (RGB in memory);
    /// - 8 bits per pixel: grey in a monochrome space, or `alphaOnly` (black with that alpha);
    /// - 16 bits per pixel in a monochrome space: grey then alpha (`last`/`premultipliedLast`).
    ///
    /// `decode`, `shouldInterpolate` and `intent` are accepted for parity and ignored. Returns `nil` for
    /// other layouts, sizes outside 1...32767, a `bytesPerRow` too small for the width, or a provider with
    /// too few bytes.
    /// - Complexity: O(pixels).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard bitsPerComponent == 8, (1...32767).contains(width), (1...32767).contains(height),
              !bitmapInfo.contains(.floatComponents),
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
              let layout = PixelLayout(bitsPerPixel: bitsPerPixel, model: space.model, alphaInfo: alphaInfo,
                                       byteOrder: bitmapInfo.intersection(.byteOrderMask)) else { return nil }
        let bytesPerPixel = bitsPerPixel / 8
        let data = provider.bytes
        guard bytesPerRow >= width * bytesPerPixel, bytesPerRow <= Int(Int32.max) / height,
              data.count >= bytesPerRow * (height - 1) + width * bytesPerPixel,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        data.withUnsafeBytes { raw in
            let source = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                layout.convertRow(source + y * bytesPerRow, to: pixels + y * stride, count: width)
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(adopting: surface)
    }

    /// A provider of the image's pixels: `bytesPerRow × height` bytes of premultiplied BGRA, matching
    /// `bitmapInfo` (`premultipliedFirst | byteOrder32Little`), as `CGImage.dataProvider` describes them.
    /// - Complexity: O(pixels) (a copy).
    public var dataProvider: CGDataProvider? {
        withUnsafePixelBytes { CGDataProvider(data: Data($0)) }
    }
}

/// How one source pixel's bytes map to premultiplied BGRA.
private struct PixelLayout {
    enum Kind { case rgba32, rgb24, gray8, alpha8, grayAlpha16 }
    let kind: Kind
    /// Byte offsets of red, green, blue and alpha (alpha -1 when absent) for 32-bit pixels.
    var r = 0, g = 1, b = 2, a = 3
    /// Whether the colour is already premultiplied.
    var premultiplied = true

    init?(bitsPerPixel: Int, model: CGColorSpace.Model, alphaInfo: CGImageAlphaInfo, byteOrder: CGBitmapInfo) {
        switch (bitsPerPixel, model) {
        case (32, .rgb):
            let little: Bool
            switch byteOrder {
            case .byteOrderDefault, .byteOrder32Big: little = false
            case .byteOrder32Little: little = true
            default: return nil
            }
            kind = .rgba32
            let alphaFirst: Bool
            switch alphaInfo {
            case .premultipliedLast: alphaFirst = false
            case .premultipliedFirst: alphaFirst = true
            case .last: alphaFirst = false; premultiplied = false
            case .first: alphaFirst = true; premultiplied = false
            case .noneSkipLast: alphaFirst = false
            case .noneSkipFirst: alphaFirst = true
            default: return nil
            }
            // Big-endian order: components as named; little-endian reverses the four bytes.
            var order = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]    // positions of r, g, b, a
            if little { order = order.map { 3 - $0 } }
            (r, g, b, a) = (order[0], order[1], order[2], order[3])
            if alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst { a = -1 }
        case (24, .rgb):
            guard alphaInfo == .none, byteOrder == .byteOrderDefault || byteOrder == .byteOrder32Big else { return nil }
            kind = .rgb24
        case (8, _) where alphaInfo == .alphaOnly:
            kind = .alpha8
        case (8, .monochrome):
            guard alphaInfo == .none else { return nil }
            kind = .gray8
        case (16, .monochrome):
            guard alphaInfo == .last || alphaInfo == .premultipliedLast else { return nil }
            kind = .grayAlpha16
            premultiplied = alphaInfo == .premultipliedLast
        default:
            return nil
        }
    }

    /// The bitmap-context formats whose rows these layouts share.
    static let gray8 = BitmapPixelFormat(bitsPerComponent: 8, space: .deviceGraySpace, bitmapInfo: CGImageAlphaInfo.none.rawValue)!
    static let alpha8 = BitmapPixelFormat(bitsPerComponent: 8, space: .deviceGraySpace, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!

    /// `c × a / 255`, rounded.
    @inline(__always) func mul(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    func convertRow(_ src: UnsafePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, count: Int) {
        switch kind {
        case .rgba32:
            for x in 0..<count {
                let s = src + 4 * x, d = dst + 4 * x
                let alpha: UInt8 = a < 0 ? 255 : s[a]
                if premultiplied || alpha == 255 {
                    // Premultiplied input must not exceed alpha; clamp so cairo never sees invalid pixels.
                    d[0] = min(s[b], alpha); d[1] = min(s[g], alpha); d[2] = min(s[r], alpha)
                } else {
                    d[0] = mul(s[b], alpha); d[1] = mul(s[g], alpha); d[2] = mul(s[r], alpha)
                }
                d[3] = alpha
            }
        case .rgb24:
            for x in 0..<count {
                let s = src + 3 * x, d = dst + 4 * x
                d[0] = s[2]; d[1] = s[1]; d[2] = s[0]; d[3] = 255
            }
        case .gray8:
            Self.gray8.unpackRow(src, to: dst, count: count)
        case .alpha8:
            Self.alpha8.unpackRow(src, to: dst, count: count)
        case .grayAlpha16:
            for x in 0..<count {
                let alpha = src[2 * x + 1]
                let v = premultiplied ? min(src[2 * x], alpha) : mul(src[2 * x], alpha)
                let d = dst + 4 * x
                d[0] = v; d[1] = v; d[2] = v; d[3] = alpha
            }
        }
    }
}
