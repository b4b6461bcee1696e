import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)` keeps the pixel format it
/// was asked for, as Core Graphics does: `data` (and a caller's buffer) hold the bytes in that layout, for
/// every combination Apple's bitmap contexts support on iOS (Quartz 2D Programming Guide, "Supported Pixel
/// Formats"): 8-bit alpha-only, 8-bit grey, 16-bit RGB with 5 bits per component and 32-bit RGB with alpha
/// or a skipped byte first or last, in big- or little-endian order.
@Suite("Bitmap context pixel formats")
struct BitmapPixelFormatTests {
    static let rgb = CGColorSpaceCreateDeviceRGB()
    static let gray = CGColorSpaceCreateDeviceGray()
    static let opaqueRed = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let halfBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)

    /// The bytes of the pixel at column `x` of the bottom row (y-up: where `fill` of y 0...1 lands, row
    /// `height − 1` of the memory).
    private func bytes(_ ctx: CGContext, x: Int, y: Int, count: Int) throws -> [UInt8] {
        let data = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        let start = y * ctx.bytesPerRow + x * count
        return (0..<count).map { data[start + $0] }
    }

    /// A 2 × 1 context with the left pixel opaque red and the right one half-transparent blue.
    private func twoPixels(_ info: UInt32, space: CGColorSpace = rgb, bitsPerComponent: Int = 8) throws -> CGContext {
        let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: bitsPerComponent, bytesPerRow: 0,
                                         space: space, bitmapInfo: info))
        ctx.setFillColor(Self.opaqueRed)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(Self.halfBlue)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return ctx
    }

    private func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 1) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    struct Layout: CustomTestStringConvertible, Sendable {
        let name: String
        let info: UInt32
        let red: [UInt8]
        let halfBlue: [UInt8]
        var testDescription: String { name }
    }

    static let premultipliedFirst = CGImageAlphaInfo.premultipliedFirst.rawValue
    static let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
    static let little = CGBitmapInfo.byteOrder32Little.rawValue
    static let big = CGBitmapInfo.byteOrder32Big.rawValue

    static let alphaLayoutCases: [Layout] = [
        Layout(name: "premultipliedLast (RGBA)", info: premultipliedLast, red: [255, 0, 0, 255], halfBlue: [0, 0, 128, 128]),
        Layout(name: "premultipliedLast | 32Big (RGBA)", info: premultipliedLast | big,
               red: [255, 0, 0, 255], halfBlue: [0, 0, 128, 128]),
        Layout(name: "premultipliedLast | 32Little (ABGR)", info: premultipliedLast | little,
               red: [255, 0, 0, 255], halfBlue: [128, 128, 0, 0]),
        Layout(name: "premultipliedFirst (ARGB)", info: premultipliedFirst, red: [255, 255, 0, 0], halfBlue: [128, 0, 0, 128]),
        Layout(name: "premultipliedFirst | 32Big (ARGB)", info: premultipliedFirst | big,
               red: [255, 255, 0, 0], halfBlue: [128, 0, 0, 128]),
        Layout(name: "premultipliedFirst | 32Little (BGRA)", info: premultipliedFirst | little,
               red: [0, 0, 255, 255], halfBlue: [128, 0, 0, 128]),
    ]

    @Test("32-bit RGB with alpha: the bytes come in the order asked for", arguments: alphaLayoutCases)
    func alphaLayouts(layout: Layout) throws {
        let ctx = try twoPixels(layout.info)
        #expect(ctx.bitmapInfo.rawValue == layout.info)
        #expect(ctx.bitsPerPixel == 32 && ctx.bitsPerComponent == 8)
        #expect(near(try bytes(ctx, x: 0, y: 0, count: 4), layout.red))
        #expect(near(try bytes(ctx, x: 1, y: 0, count: 4), layout.halfBlue))
        // The image made from it has the same pixels.
        let image = try #require(ctx.makeImage())
        #expect(rgba(image, 0, 0) == (255, 0, 0, 255))
        let blue = rgba(image, 1, 0)
        #expect(blue.r == 0 && blue.g == 0 && abs(blue.b - 128) <= 1 && abs(blue.a - 128) <= 1)
    }

    static let skipLayoutCases: [Layout] = [
        Layout(name: "noneSkipLast (RGBX)", info: CGImageAlphaInfo.noneSkipLast.rawValue, red: [255, 0, 0], halfBlue: [0, 0, 128]),
        Layout(name: "noneSkipFirst (XRGB)", info: CGImageAlphaInfo.noneSkipFirst.rawValue, red: [255, 0, 0], halfBlue: [0, 0, 128]),
        Layout(name: "noneSkipFirst | 32Little (BGRX)", info: CGImageAlphaInfo.noneSkipFirst.rawValue | little,
               red: [0, 0, 255], halfBlue: [128, 0, 0]),
        Layout(name: "noneSkipLast | 32Little (XBGR)", info: CGImageAlphaInfo.noneSkipLast.rawValue | little,
               red: [0, 0, 255], halfBlue: [128, 0, 0]),
    ]

    @Test("32-bit RGB without alpha: an opaque destination (half-transparent blue over black), colour bytes in order",
          arguments: skipLayoutCases)
    func skipLayouts(layout: Layout) throws {
        let ctx = try twoPixels(layout.info)
        #expect(ctx.bitmapInfo.rawValue == layout.info)
        let skipFirst = layout.info & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.noneSkipFirst.rawValue
        let isLittle = layout.info & CGBitmapInfo.byteOrderMask.rawValue == Self.little
        // Where the colour bytes sit: after the skipped byte when it comes first in memory.
        let colourOffset = skipFirst != isLittle ? 1 : 0
        let red = try bytes(ctx, x: 0, y: 0, count: 4), blue = try bytes(ctx, x: 1, y: 0, count: 4)
        #expect(near(Array(red[colourOffset ..< colourOffset + 3]), layout.red))
        #expect(near(Array(blue[colourOffset ..< colourOffset + 3]), layout.halfBlue))
        let image = try #require(ctx.makeImage())
        #expect(rgba(image, 1, 0).a == 255)
    }

    @Test("8-bit alpha only: coverage × alpha per byte, any bytes per row")
    func alphaOnly() throws {
        let ctx = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 3,
                                         space: Self.rgb, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(ctx.bitsPerPixel == 8 && ctx.bytesPerRow == 3)
        ctx.setFillColor(Self.opaqueRed)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(Self.halfBlue)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        // y-up: the bottom row is memory row 1.
        #expect(try bytes(ctx, x: 0, y: 1, count: 1) == [255])
        #expect(near(try bytes(ctx, x: 2, y: 1, count: 1), [128]))
        #expect(try bytes(ctx, x: 1, y: 1, count: 1) == [0])
        #expect(try bytes(ctx, x: 0, y: 0, count: 1) == [0])
    }

    @Test("8-bit grey: black, white and mid grey")
    func gray8() throws {
        let ctx = try #require(CGContext(data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: Self.gray, bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(ctx.bitsPerPixel == 8)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(try bytes(ctx, x: 0, y: 0, count: 1) == [255])
        #expect(near(try bytes(ctx, x: 1, y: 0, count: 1), [128]))
        #expect(try bytes(ctx, x: 2, y: 0, count: 1) == [0])
        let image = try #require(ctx.makeImage())
        #expect(rgba(image, 0, 0) == (255, 255, 255, 255))
    }

    @Test("16-bit RGB, 5 bits per component, skipped bit first, big and little endian")
    func rgb555() throws {
        for (order, expected) in [(0 as UInt32, [0x7C, 0x00] as [UInt8]), (CGBitmapInfo.byteOrder16Little.rawValue, [0x00, 0x7C]),
                                  (CGBitmapInfo.byteOrder16Big.rawValue, [0x7C, 0x00])] {
            let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 5, bytesPerRow: 0, space: Self.rgb,
                                             bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | order))
            #expect(ctx.bitsPerPixel == 16 && ctx.bitsPerComponent == 5)
            ctx.setFillColor(Self.opaqueRed)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(try bytes(ctx, x: 0, y: 0, count: 2) == expected)
            let cyan = try bytes(ctx, x: 1, y: 0, count: 2)
            let word = order == CGBitmapInfo.byteOrder16Little.rawValue ? UInt16(cyan[0]) | UInt16(cyan[1]) << 8
                                                                         : UInt16(cyan[0]) << 8 | UInt16(cyan[1])
            #expect(word == 0x03FF)
        }
    }

    @Test("A caller's RGBA buffer: its pixels show through, drawing lands in it without asking for data")
    func callerBufferRoundTrip() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 2)
        for i in stride(from: 0, to: memory.count, by: 4) { memory[i + 1] = 255; memory[i + 3] = 255 }   // opaque green
        try memory.withUnsafeMutableBytes { buffer in
            let ctx = try #require(CGContext(data: buffer.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: Self.rgb, bitmapInfo: Self.premultipliedLast))
            ctx.setFillColor(Self.opaqueRed)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            let bytes = buffer.bindMemory(to: UInt8.self)
            #expect(Array(bytes[0..<4]) == [255, 0, 0, 255])       // drawn
            #expect(Array(bytes[8..<12]) == [0, 255, 0, 255])      // the caller's green, untouched
            // The caller writes a blue pixel; the next drawing keeps it and the image shows it.
            bytes[12] = 0; bytes[13] = 0; bytes[14] = 255; bytes[15] = 255
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(Array(bytes[12..<16]) == [0, 0, 255, 255])
            let image = try #require(ctx.makeImage())
            #expect(rgba(image, 3, 0) == (0, 0, 255, 255))
            #expect(rgba(image, 2, 1) == (0, 255, 0, 255))
        }
    }

    @Test("Bytes written through data are what the next drawing composites onto (owned memory)")
    func writesThroughData() throws {
        let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: Self.rgb, bitmapInfo: Self.premultipliedLast))
        let data = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        data[4] = 0; data[5] = 255; data[6] = 0; data[7] = 255                   // pixel 1: opaque green
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(near(try bytes(ctx, x: 1, y: 0, count: 4), [128, 128, 0, 255]))  // red over green
        #expect(near(try bytes(ctx, x: 0, y: 0, count: 4), [128, 0, 0, 128]))    // red over nothing
    }

    @Test("The native layout draws straight into the caller's memory")
    func nativeLayoutIsDirect() throws {
        var memory = [UInt8](repeating: 0, count: 16)
        try memory.withUnsafeMutableBytes { buffer in
            let ctx = try #require(CGContext(data: buffer.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: Self.rgb, bitmapInfo: Self.premultipliedFirst | Self.little))
            #expect(ctx.data == buffer.baseAddress)
            #expect(ctx.pixelMirror == nil)
        }
    }

    @Test("Unsupported combinations give nil, as Core Graphics does")
    func unsupported() {
        func make(_ bpc: Int, _ space: CGColorSpace, _ info: UInt32, bytesPerRow: Int = 0) -> CGContext? {
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bpc, bytesPerRow: bytesPerRow, space: space, bitmapInfo: info)
        }
        #expect(make(8, Self.rgb, CGImageAlphaInfo.last.rawValue) == nil)                 // not premultiplied
        #expect(make(8, Self.rgb, CGImageAlphaInfo.first.rawValue) == nil)
        #expect(make(8, Self.rgb, CGImageAlphaInfo.none.rawValue) == nil)                 // 24-bit RGB
        #expect(make(8, Self.gray, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)   // grey with alpha
        #expect(make(5, Self.rgb, CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
        #expect(make(5, Self.rgb, CGImageAlphaInfo.noneSkipFirst.rawValue | Self.little) == nil)
        #expect(make(8, Self.rgb, Self.premultipliedLast | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
        #expect(make(8, Self.rgb, Self.premultipliedLast, bytesPerRow: 15) == nil)        // fewer than 4 × 4 bytes a row
        #expect(make(7, Self.rgb, Self.premultipliedLast) == nil)
    }

    @Test("The unsupported-combination message names the parameters as Core Graphics' log line does")
    func unsupportedMessage() {
        let message = BitmapPixelFormat.unsupportedCombinationMessage(
            bitsPerComponent: 8, bitsPerPixel: 32, space: Self.rgb,
            bitmapInfo: CGImageAlphaInfo.last.rawValue, bytesPerRow: 16)
        #expect(message.hasPrefix("CGBitmapContextCreate: unsupported parameter combination:"))
        #expect(message.contains("8 bits/component; integer;"))
        #expect(message.contains("32 bits/pixel;"))
        #expect(message.contains("RGB color space model; kCGImageAlphaLast;"))
        #expect(message.contains("default byte order;"))
        #expect(message.contains("16 bytes/row."))
    }
}
