import CCairo
import CTurboJPEG
import Foundation

extension CGImage {
    // MARK: JPEG

    /// Decodes a baseline or progressive JPEG (greyscale or YCbCr) with libjpeg-turbo, as
    /// `CGImage(jpegDataProviderSource:decode:shouldInterpolate:intent:)`.
    ///
    /// `decode`, `shouldInterpolate` and `intent` are accepted for parity and ignored; EXIF orientation is
    /// not applied (as on Apple platforms, where `UIImage` handles it). Returns `nil` for empty, truncated or
    /// corrupt data, for CMYK JPEGs (not supported) and for images larger than 32767 pixels on a side or
    /// 2²⁸ pixels in all (a 1 GB bitmap).
    /// - Complexity: O(pixels).
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let surface = CGImage.decodeJPEGSurface(source.bytes) else { return nil }
        self.init(adopting: surface)
    }

    /// Decodes JPEG bytes into a new ARGB32 image surface, or `nil`.
    static func decodeJPEGSurface(_ data: Data) -> OpaquePointer? {
        guard data.count > 4, data.starts(with: [0xFF, 0xD8]), let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { raw -> OpaquePointer? in
            let jpeg = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let size = UInt(raw.count)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, jpeg, size, &width, &height, &subsampling, &colorspace) == 0,
                  (1...32767).contains(width), (1...32767).contains(height), Int(width) * Int(height) <= 1 << 28,
                  colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue),
                  let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            let stride = cairo_image_surface_get_stride(surface)
            let result = tjDecompress2(handle, jpeg, size, pixels, width, stride, height,
                                       Int32(TJPF_BGRA.rawValue), Int32(TJFLAG_ACCURATEDCT))
            // A fatal error fails; so does a truncated stream, which libjpeg-turbo reports as a warning
            // ("Premature end of JPEG file") after filling the rest with grey. Other warnings (stray bytes
            // between markers, common in real files) keep the image.
            if result != 0 {
                let fatal = tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue)
                let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? ""
                if fatal || message.contains("Premature end") {
                    cairo_surface_destroy(surface)
                    return nil
                }
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }

    /// The image encoded as a baseline JPEG, or `nil` if encoding fails.
    ///
    /// OpenUIKit addition: on Apple platforms this is `UIImage.jpegData(compressionQuality:)` or ImageIO.
    /// `compressionQuality` 0...1 maps to libjpeg quality 1...100; from 0.9 up chroma is not subsampled
    /// (4:4:4), below it is 4:2:0. JPEG has no alpha: the premultiplied colour is encoded, so transparent
    /// pixels come out black, as on iOS.
    /// - Complexity: O(pixels).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        let q = compressionQuality.isNaN ? 0.75 : min(max(compressionQuality, 0), 1)
        let quality = Int32(max(1, min(100, (q * 100).rounded())))
        let subsampling = q >= 0.9 ? TJSAMP_444 : TJSAMP_420
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize: UInt = 0
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let result = tjCompress2(handle, pixels, Int32(width), Int32(bytesPerRow), Int32(height),
                                 Int32(TJPF_BGRA.rawValue), &output, &outputSize, Int32(subsampling.rawValue), quality,
                                 Int32(TJFLAG_ACCURATEDCT))
        defer { if let output { tjFree(output) } }
        guard result == 0, let output, outputSize > 0 else { return nil }
        return Data(bytes: output, count: Int(outputSize))
    }
}
