import CCairo
import CTurboJPEG
import Foundation

extension CGImage {
    // MARK: JPEG

    /// Decodes a baseline or progressive JPEG (greyscale, YCbCr, or CMYK/YCCK converted to RGB without colour
    /// management) with libjpeg-turbo, as `CGImage(jpegDataProviderSource:decode:shouldInterpolate:intent:)`.
    ///
    /// `decode`, `shouldInterpolate` and `intent` are accepted for parity and ignored; EXIF orientation is
    /// not applied (as on Apple platforms, where `UIImage` handles it). Returns `nil` for empty, truncated or
    /// corrupt data and for images larger than 32767 pixels on a side or
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
                  let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            let stride = cairo_image_surface_get_stride(surface)
            let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
            // CMYK decodes to four bytes per pixel in place and is converted to BGRA afterwards.
            let result = tjDecompress2(handle, jpeg, size, pixels, width, stride, height,
                                       Int32((cmyk ? TJPF_CMYK : TJPF_BGRA).rawValue), Int32(TJFLAG_ACCURATEDCT))
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
            if cmyk {
                convertCMYKToBGRA(pixels, width: Int(width), height: Int(height), stride: Int(stride),
                                  adobeInverted: hasAdobeMarker(raw))
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }

    /// Converts CMYK pixels to opaque BGRA in place with the naive formula R = (1 − C)(1 − K) and so on
    /// (no colour management). Adobe applications store the components inverted, which an APP14 "Adobe"
    /// marker announces.
    private static func convertCMYKToBGRA(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                          adobeInverted: Bool) {
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                var c = UInt32(p[0]), m = UInt32(p[1]), ye = UInt32(p[2]), k = UInt32(p[3])
                if !adobeInverted { c = 255 - c; m = 255 - m; ye = 255 - ye; k = 255 - k }
                // Now each value is "amount of white left": channel = value × k / 255.
                p[0] = UInt8((ye * k + 127) / 255)
                p[1] = UInt8((m * k + 127) / 255)
                p[2] = UInt8((c * k + 127) / 255)
                p[3] = 255
            }
        }
    }

    /// Whether the JPEG has an APP14 segment from Adobe before its image data.
    private static func hasAdobeMarker(_ jpeg: UnsafeRawBufferPointer) -> Bool {
        var i = 2
        while i + 4 <= jpeg.count, jpeg[i] == 0xFF {
            let marker = jpeg[i + 1]
            if marker == 0xDA || marker == 0xD9 { return false }   // start of scan / end of image
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            if marker == 0xEE, length >= 7, i + 9 <= jpeg.count,
               jpeg[i + 4] == 0x41, jpeg[i + 5] == 0x64, jpeg[i + 6] == 0x6F, jpeg[i + 7] == 0x62, jpeg[i + 8] == 0x65 {
                return true
            }
            i += 2 + length
        }
        return false
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
