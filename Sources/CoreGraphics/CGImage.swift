import CCairo
import Foundation

/// An immutable bitmap image: 8-bit premultiplied BGRA pixels (cairo ARGB32) in sRGB.
///
/// Images are immutable after creation, so they are safe to share between threads.
public final class CGImage: @unchecked Sendable, Hashable {
    /// The pixels; `cairo_surface_t*` of an image surface.
    let surface: OpaquePointer

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes between the starts of two rows.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// Premultiplied alpha first.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// Premultiplied alpha first, 32-bit little endian.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    /// Always `true`.
    public var shouldInterpolate: Bool { true }
    /// Always `false`: OpenUIKit has no image masks of the deprecated kind.
    public var isMask: Bool { false }
    /// Always `nil`: decode arrays are not kept (images are stored decoded).
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Always `.defaultIntent`: OpenUIKit draws in sRGB without gamut mapping.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The image itself: images are immutable, so a copy is the same object, as `CGImage.copy()`.
    public func copy() -> CGImage? { self }

    /// Takes ownership of one reference to an image surface.
    init(adopting surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// Copies the pixels of an image surface.
    convenience init?(copying source: OpaquePointer) {
        let w = cairo_image_surface_get_width(source), h = cairo_image_surface_get_height(source)
        guard w > 0, h > 0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        self.init(adopting: copy)
    }

    deinit { cairo_surface_destroy(surface) }

    /// A new image of the pixels inside `rect` (intersected with the image bounds), or `nil` if empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0,
              let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height)) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(r.minX), -Double(r.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        return CGImage(adopting: copy)
    }

    /// Reads the premultiplied BGRA bytes of the pixel at (`x`, `y`), row 0 at the top.
    /// OpenUIKit addition for tests and tools; returns `nil` outside the image.
    public func pixel(x: Int, y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y),
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let p = data + y * bytesPerRow + x * 4
        return (p[0], p[1], p[2], p[3])
    }

    /// Calls `body` with the raw premultiplied BGRA rows (`bytesPerRow` apart). OpenUIKit addition.
    public func withUnsafePixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let data = cairo_image_surface_get_data(surface)
        return try body(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : bytesPerRow * height))
    }

    // MARK: - Backend access

    /// The `cairo_surface_t*` holding the pixels. Not public API.
    @_spi(OpenUIKitBackend) public var cairoSurface: OpaquePointer { surface }

    // MARK: - Hashable

    /// Images are equal only when they are the same object, as `CFEqual` on `CGImage` decides.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
