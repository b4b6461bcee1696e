import CCairo
import Foundation

/// Reads PNG bytes for cairo from an in-memory buffer.
private final class PNGReader {
    let base: UnsafeRawBufferPointer
    var offset = 0
    init(_ base: UnsafeRawBufferPointer) { self.base = base }
}

extension CGImage {
    // MARK: PNG

    /// Decodes a PNG image, as `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`.
    ///
    /// Every PNG colour type and bit depth is accepted (16-bit channels are reduced to 8, grey becomes
    /// RGB, transparency chunks become alpha); the pixels are stored premultiplied in sRGB. `decode`,
    /// `shouldInterpolate` and `intent` are accepted for parity and ignored. Returns `nil` for empty,
    /// truncated or corrupt data.
    /// - Complexity: O(pixels).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let surface = CGImage.decodePNGSurface(source.bytes) else { return nil }
        self.init(adopting: surface)
    }

    /// Decodes PNG bytes into a new ARGB32 image surface, or `nil`.
    static func decodePNGSurface(_ data: Data) -> OpaquePointer? {
        guard data.count > 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let decoded: OpaquePointer? = data.withUnsafeBytes { raw in
            let reader = PNGReader(raw)
            return withExtendedLifetime(reader) {
                cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                    let n = Int(length)
                    guard let buffer, reader.base.count - reader.offset >= n else { return CAIRO_STATUS_READ_ERROR }
                    if n > 0 { buffer.update(from: reader.base.baseAddress!.assumingMemoryBound(to: UInt8.self) + reader.offset, count: n) }
                    reader.offset += n
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
            }
        }
        guard let decoded else { return nil }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(decoded) > 0, cairo_image_surface_get_height(decoded) > 0 else {
            cairo_surface_destroy(decoded)
            return nil
        }
        if cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32 { return decoded }
        // Opaque PNGs come back as RGB24 (or A8 for some masks): convert to OpenUIKit's ARGB32.
        defer { cairo_surface_destroy(decoded) }
        return copyToARGB32(decoded)
    }

    /// A new ARGB32 surface with the pixels of `source`, or `nil`.
    static func copyToARGB32(_ source: OpaquePointer) -> OpaquePointer? {
        let w = cairo_image_surface_get_width(source), h = cairo_image_surface_get_height(source)
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(copy); return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        return copy
    }

    /// The image encoded as PNG (8-bit RGBA, unpremultiplied), or `nil` if encoding fails.
    ///
    /// OpenUIKit addition: on Apple platforms this is `UIImage.pngData()` or ImageIO's
    /// `CGImageDestination`. PNG is lossless: decoding the result gives the same premultiplied pixels.
    /// - Complexity: O(pixels).
    public func pngData() -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { sink.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Decodes PNG or JPEG bytes, chosen by their signature; `nil` for other, empty, truncated or corrupt
    /// data.
    ///
    /// OpenUIKit addition: on Apple platforms this is ImageIO's `CGImageSourceCreateImageAtIndex`.
    /// EXIF orientation is not applied (as with `CGImage` on Apple platforms; `UIImage` handles it).
    public static func decode(_ data: Data) -> CGImage? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGImage(pngDataProviderSource: CGDataProvider(data: data), decode: nil,
                           shouldInterpolate: true, intent: .defaultIntent)
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            return CGImage(jpegDataProviderSource: CGDataProvider(data: data), decode: nil,
                           shouldInterpolate: true, intent: .defaultIntent)
        }
        return nil
    }
}
