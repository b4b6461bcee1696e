import CCairo
import Foundation

/// The pixel format a bitmap context was created with, validated against the combinations Core Graphics
/// supports on iOS (Quartz 2D Programming Guide, "Supported Pixel Formats"), and the conversion of its
/// rows to and from cairo's native pixels (32-bit premultiplied ARGB in native, little-endian order:
/// B, G, R, A bytes; or its opaque form with the fourth byte unused). Not public API.
///
/// Supported (anything else is refused, as `CGBitmapContextCreate` refuses it):
/// - 8 bits per pixel, 8 per component, `alphaOnly` (any colour space; the colour is dropped);
/// - 8 bits per pixel, 8 per component, a grey space, `none`;
/// - 16 bits per pixel, 5 per component, RGB, `noneSkipFirst`, default (big), 16-bit big or 16-bit little
///   byte order;
/// - 32 bits per pixel, 8 per component, RGB, `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst`
///   or `noneSkipLast`, default (big), 32-bit big or 32-bit little byte order.
///
/// Deviation: the 16- and 32-bit-per-component and floating-point formats newer systems accept are
/// refused (OpenUIKit draws with 8 bits per channel).
struct BitmapPixelFormat: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Four bytes a pixel: the byte offsets of red, green, blue and of alpha or the skipped byte.
        case rgba32(r: Int, g: Int, b: Int, a: Int, skipsAlpha: Bool)
        /// xRRRRRGGGGGBBBBB in a 16-bit word.
        case rgb555(littleEndian: Bool)
        /// One byte of grey.
        case gray8
        /// One byte of alpha.
        case alpha8
    }

    let kind: Kind
    let bitsPerComponent: Int
    let bitsPerPixel: Int
    let bitmapInfo: CGBitmapInfo

    var bytesPerPixel: Int { bitsPerPixel / 8 }

    /// Whether the format has no alpha: the context draws onto an opaque destination.
    var isOpaque: Bool {
        switch kind {
        case .rgba32(_, _, _, _, let skipsAlpha): return skipsAlpha
        case .rgb555, .gray8: return true
        case .alpha8: return false
        }
    }

    /// The cairo format whose memory layout is this format's own (so cairo can draw into the bytes
    /// directly), or `nil`.
    var cairoFormat: cairo_format_t? {
        guard case .rgba32(r: 2, g: 1, b: 0, a: 3, let skipsAlpha) = kind else { return nil }
        return skipsAlpha ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    }

    /// The cairo format a context of this format draws into.
    var surfaceFormat: cairo_format_t { isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32 }

    /// OpenUIKit's native format: premultiplied alpha first, 32-bit little endian (BGRA in memory).
    static let native = BitmapPixelFormat(
        kind: .rgba32(r: 2, g: 1, b: 0, a: 3, skipsAlpha: false), bitsPerComponent: 8, bitsPerPixel: 32,
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little))

    private init(kind: Kind, bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo) {
        self.kind = kind
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bitmapInfo = bitmapInfo
    }

    /// The format for a context's parameters, or `nil` for a combination Core Graphics does not support.
    init?(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo raw: UInt32) {
        let info = CGBitmapInfo(rawValue: raw)
        guard !info.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: raw & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        bitmapInfo = info
        self.bitsPerComponent = bitsPerComponent
        switch (bitsPerComponent, alpha) {
        case (8, .alphaOnly):
            guard order == .byteOrderDefault else { return nil }
            kind = .alpha8
            bitsPerPixel = 8
        case (8, .none) where space.model == .monochrome:
            guard order == .byteOrderDefault else { return nil }
            kind = .gray8
            bitsPerPixel = 8
        case (5, .noneSkipFirst) where space.model == .rgb:
            switch order {
            case .byteOrderDefault, .byteOrder16Big: kind = .rgb555(littleEndian: false)
            case .byteOrder16Little: kind = .rgb555(littleEndian: true)
            default: return nil
            }
            bitsPerPixel = 16
        case (8, .premultipliedFirst), (8, .premultipliedLast), (8, .noneSkipFirst), (8, .noneSkipLast):
            guard space.model == .rgb else { return nil }
            let little: Bool
            switch order {
            case .byteOrderDefault, .byteOrder32Big: little = false
            case .byteOrder32Little: little = true
            default: return nil
            }
            // Big-endian order: the components as named (alpha first: A R G B); little-endian reverses
            // the four bytes.
            let first = alpha == .premultipliedFirst || alpha == .noneSkipFirst
            var offsets = first ? [1, 2, 3, 0] : [0, 1, 2, 3]         // r, g, b, a
            if little { offsets = offsets.map { 3 - $0 } }
            kind = .rgba32(r: offsets[0], g: offsets[1], b: offsets[2], a: offsets[3],
                           skipsAlpha: alpha == .noneSkipFirst || alpha == .noneSkipLast)
            bitsPerPixel = 32
        default:
            return nil
        }
    }

    // MARK: - Messages

    /// Core Graphics' name of an alpha-info value.
    private static func name(_ alpha: CGImageAlphaInfo?) -> String {
        switch alpha {
        case .none?: "kCGImageAlphaNone"
        case .premultipliedLast?: "kCGImageAlphaPremultipliedLast"
        case .premultipliedFirst?: "kCGImageAlphaPremultipliedFirst"
        case .last?: "kCGImageAlphaLast"
        case .first?: "kCGImageAlphaFirst"
        case .noneSkipLast?: "kCGImageAlphaNoneSkipLast"
        case .noneSkipFirst?: "kCGImageAlphaNoneSkipFirst"
        case .alphaOnly?: "kCGImageAlphaOnly"
        case nil: "unknown alpha info"
        }
    }

    /// The bits per pixel Core Graphics reports for the parameters: the components (with alpha or the
    /// skipped one) times the component size, 16 for 5-bit RGB.
    static func bitsPerPixel(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo raw: UInt32) -> Int {
        let alpha = CGImageAlphaInfo(rawValue: raw & CGBitmapInfo.alphaInfoMask.rawValue)
        if alpha == .alphaOnly { return bitsPerComponent }
        let extra = alpha == CGImageAlphaInfo.none || alpha == nil ? 0 : 1
        let bits = (space.numberOfComponents + extra) * bitsPerComponent
        return bitsPerComponent == 5 ? 16 : bits
    }

    /// The line Core Graphics logs when `CGBitmapContextCreate` refuses a combination, naming the values.
    static func unsupportedCombinationMessage(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace,
                                              bitmapInfo raw: UInt32, bytesPerRow: Int) -> String {
        let info = CGBitmapInfo(rawValue: raw)
        let model = space.model == .rgb ? "RGB" : "Gray"
        let order: String = switch info.intersection(.byteOrderMask) {
        case .byteOrder16Little: "kCGImageByteOrder16Little byte order"
        case .byteOrder32Little: "kCGImageByteOrder32Little byte order"
        case .byteOrder16Big: "kCGImageByteOrder16Big byte order"
        case .byteOrder32Big: "kCGImageByteOrder32Big byte order"
        default: "default byte order"
        }
        let components = info.contains(.floatComponents) ? "float" : "integer"
        return """
            CGBitmapContextCreate: unsupported parameter combination:
            \t\(bitsPerComponent) bits/component; \(components);
            \t\(bitsPerPixel) bits/pixel;
            \t\(model) color space model; \(name(CGImageAlphaInfo(rawValue: raw & CGBitmapInfo.alphaInfoMask.rawValue)));
            \t\(order);
            \t\(bytesPerRow) bytes/row.
            """
    }

    /// The line Core Graphics logs for a `bytesPerRow` too small for the width.
    func invalidBytesPerRowMessage(minimum: Int, space: CGColorSpace) -> String {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        let components = kind == .alpha8 ? 0 : space.numberOfComponents
        return "CGBitmapContextCreate: invalid data bytes/row: should be at least \(minimum) for \(bitsPerComponent) "
            + "integer bits/component, \(components) components, \(Self.name(alpha))."
    }

    /// Writes `message` to standard error, as Core Graphics logs its complaints.
    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    // MARK: - Conversion

    /// Converts `count` pixels of this format at `source` to cairo's native pixels at `target`.
    /// - Complexity: O(count).
    func unpackRow(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        switch kind {
        case .rgba32(let r, let g, let b, let a, let skipsAlpha):
            for x in 0..<count {
                let s = source + 4 * x, d = target + 4 * x
                let alpha: UInt8 = skipsAlpha ? 255 : s[a]
                // Premultiplied colour never exceeds alpha in cairo's pixels.
                d[0] = min(s[b], alpha); d[1] = min(s[g], alpha); d[2] = min(s[r], alpha); d[3] = alpha
            }
        case .rgb555(let little):
            for x in 0..<count {
                let lo = source[2 * x], hi = source[2 * x + 1]
                let word = little ? UInt16(lo) | UInt16(hi) << 8 : UInt16(lo) << 8 | UInt16(hi)
                let d = target + 4 * x
                d[2] = Self.expand5(word >> 10); d[1] = Self.expand5(word >> 5); d[0] = Self.expand5(word); d[3] = 255
            }
        case .gray8:
            for x in 0..<count {
                let v = source[x], d = target + 4 * x
                d[0] = v; d[1] = v; d[2] = v; d[3] = 255
            }
        case .alpha8:
            for x in 0..<count {
                let d = target + 4 * x
                d[0] = 0; d[1] = 0; d[2] = 0; d[3] = source[x]
            }
        }
    }

    /// Converts `count` of cairo's native pixels at `source` to this format at `target`. Skipped bytes are
    /// written as 255; grey is the Rec. 601 luma of the colour (0.299 R + 0.587 G + 0.114 B).
    /// - Complexity: O(count).
    func packRow(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        switch kind {
        case .rgba32(let r, let g, let b, let a, let skipsAlpha):
            for x in 0..<count {
                let s = source + 4 * x, d = target + 4 * x
                d[r] = s[2]; d[g] = s[1]; d[b] = s[0]; d[a] = skipsAlpha ? 255 : s[3]
            }
        case .rgb555(let little):
            for x in 0..<count {
                let s = source + 4 * x
                let word = UInt16(s[2] >> 3) << 10 | UInt16(s[1] >> 3) << 5 | UInt16(s[0] >> 3)
                let hi = UInt8(word >> 8), lo = UInt8(word & 0xFF)
                if little { target[2 * x] = lo; target[2 * x + 1] = hi } else { target[2 * x] = hi; target[2 * x + 1] = lo }
            }
        case .gray8:
            for x in 0..<count {
                let s = source + 4 * x
                let red: UInt32 = 299 * UInt32(s[2]), green: UInt32 = 587 * UInt32(s[1]), blue: UInt32 = 114 * UInt32(s[0])
                target[x] = UInt8((red + green + blue + 500) / 1000)
            }
        case .alpha8:
            for x in 0..<count { target[x] = source[4 * x + 3] }
        }
    }

    /// A 5-bit component widened to 8 bits (exactly inverted by `>> 3`).
    @inline(__always) private static func expand5(_ v: UInt16) -> UInt8 {
        let c = UInt8(v & 0x1F)
        return c << 3 | c >> 2
    }
}
