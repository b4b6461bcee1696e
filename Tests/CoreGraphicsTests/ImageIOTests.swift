import Testing
import Foundation
@testable import CoreGraphics

func fixture(_ name: String, _ ext: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
}

@Suite struct ImageIOTests {
    @Test func decodesRGBAPNGPremultiplied() throws {
        let provider = CGDataProvider(data: try fixture("rgba-4x2", "png"))
        let image = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                         intent: .defaultIntent))
        #expect(image.width == 4 && image.height == 2)
        #expect(rgba(image, 0, 0) == (255, 0, 0, 255))
        #expect(rgba(image, 1, 0) == (0, 255, 0, 255))
        #expect(rgba(image, 2, 0) == (0, 0, 255, 255))
        #expect(rgba(image, 3, 0) == (255, 255, 255, 255))
        #expect(rgba(image, 0, 1) == (0, 0, 0, 0))
        #expect(rgba(image, 1, 1) == (128, 0, 0, 128))
        #expect(rgba(image, 3, 1) == (128, 128, 128, 255))
    }

    @Test func decodesOpaqueRGBAndGreyPNGsAsOpaqueARGB() throws {
        let rgb = try #require(CGImage.decode(try fixture("rgb-3x1", "png")))
        #expect(rgba(rgb, 0, 0) == (255, 0, 0, 255) && rgba(rgb, 2, 0) == (0, 0, 255, 255))
        let grey = try #require(CGImage.decode(try fixture("gray-2x1", "png")))
        #expect(rgba(grey, 0, 0) == (0, 0, 0, 255) && rgba(grey, 1, 0) == (200, 200, 200, 255))
    }

    @Test func decodesOtherPNGFlavours() throws {
        let deep = try #require(CGImage.decode(try fixture("rgba16-8x8", "png")))      // 16-bit RGBA, half alpha
        #expect(near(rgba(deep, 4, 4).r, 128, 1) && near(rgba(deep, 4, 4).a, 128, 1) && rgba(deep, 4, 4).g == 0)
        let palette = try #require(CGImage.decode(try fixture("palette-8x8", "png")))
        #expect(rgba(palette, 4, 4) == (255, 0, 0, 255))
        let interlaced = try #require(CGImage.decode(try fixture("interlaced-8x8", "png")))
        #expect(rgba(interlaced, 7, 7) == (0, 0, 255, 255))
        let greyAlpha = try #require(CGImage.decode(try fixture("grayalpha-8x8", "png")))   // 16-bit grey + alpha
        let p = rgba(greyAlpha, 0, 0)
        #expect(near(p.a, 128, 1) && p.r == p.g && p.g == p.b && near(p.r, 64, 3))
    }

    @Test func decodesJPEGWithinTolerance() throws {
        let image = try #require(CGImage(jpegDataProviderSource: CGDataProvider(data: try fixture("quadrants-16", "jpg")),
                                         decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 16 && image.height == 16)
        let checks: [(Int, Int, (Int, Int, Int))] = [(2, 2, (255, 0, 0)), (13, 2, (0, 255, 0)),
                                                     (2, 13, (0, 0, 255)), (13, 13, (255, 255, 255))]
        for (x, y, c) in checks {
            let p = rgba(image, x, y)
            #expect(near(p.r, c.0, 12) && near(p.g, c.1, 12) && near(p.b, c.2, 12) && p.a == 255)
        }
        let cmyk = try #require(CGImage.decode(try fixture("cmyk-16", "jpg")))   // Adobe-style inverted CMYK
        for (x, y, c) in checks {
            let p = rgba(cmyk, x, y)
            #expect(near(p.r, c.0, 16) && near(p.g, c.1, 16) && near(p.b, c.2, 16) && p.a == 255, "\(x),\(y): \(p)")
        }
        let grey = try #require(CGImage.decode(try fixture("gray-16", "jpg")))
        #expect(grey.width == 16 && rgba(grey, 13, 13).r > 240 && rgba(grey, 13, 13).a == 255)
    }

    @Test func pngRoundTripIsLossless() throws {
        let ctx = makeContext(13, 7)
        ctx.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5))
        ctx.fillEllipse(in: CGRect(x: 1, y: 1, width: 11, height: 5))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let image = try #require(ctx.makeImage())
        let data = try #require(image.pngData())
        let decoded = try #require(CGImage.decode(data))
        #expect(decoded.width == 13 && decoded.height == 7)
        for y in 0..<7 {
            for x in 0..<13 {
                let a = rgba(image, x, y), b = rgba(decoded, x, y)
                // Unpremultiplying to 8 bits and back can move a colour by one step at low alpha.
                #expect(near(a.r, b.r, 1) && near(a.g, b.g, 1) && near(a.b, b.b, 1) && a.a == b.a)
            }
        }
        // Opaque pixels are exact.
        #expect(rgba(decoded, 0, 6) == (255, 255, 0, 255))
    }

    @Test func jpegRoundTripIsWithinTolerance() throws {
        let ctx = makeContext(32, 32)
        ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        let image = try #require(ctx.makeImage())
        for quality in [0.5, 0.95] as [CGFloat] {
            let data = try #require(image.jpegData(compressionQuality: quality))
            #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
            let decoded = try #require(CGImage.decode(data))
            let p = rgba(decoded, 16, 16)
            #expect(near(p.r, 51, 4) && near(p.g, 102, 4) && near(p.b, 204, 4) && p.a == 255)
        }
    }

    @Test func badDataGivesNil() throws {
        let png = try fixture("rgba-4x2", "png"), jpeg = try fixture("quadrants-16", "jpg")
        var random = SeededGenerator(seed: 7)
        let noise = Data((0..<500).map { _ in UInt8.random(in: 0...255, using: &random) })
        let candidates: [Data] = [Data(), png.prefix(8), png.prefix(png.count - 20), png.prefix(40),
                                  jpeg.prefix(2), jpeg.prefix(jpeg.count / 2), jpeg.prefix(jpeg.count - 10), noise,
                                  Data([0x89, 0x50, 0x4E, 0x47]) + noise, Data([0xFF, 0xD8, 0xFF]) + noise]
        for data in candidates {
            #expect(CGImage.decode(data) == nil)
            #expect(CGImage(pngDataProviderSource: CGDataProvider(data: data), decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent) == nil)
            #expect(CGImage(jpegDataProviderSource: CGDataProvider(data: data), decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent) == nil)
        }
    }

    @Test func dataProvidersReadFilesAndFailForMissingOnes() throws {
        let url = try #require(Bundle.module.url(forResource: "rgb-3x1", withExtension: "png", subdirectory: "Fixtures"))
        #expect(CGDataProvider(url: url)?.data == (try fixture("rgb-3x1", "png")))
        #expect(CGDataProvider(filename: url.path)?.data?.count == (try fixture("rgb-3x1", "png")).count)
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/x.png")) == nil)
        #expect(CGDataProvider(filename: "/nonexistent/x.png") == nil)
        #expect(CGDataProvider(filename: "/") == nil)
        #expect(CGDataProvider(url: URL(string: "https://example.com/x.png")!) == nil)
    }

    @Test func rawBitmapLayoutsConvertToPremultipliedBGRA() throws {
        let rgb = CGColorSpaceCreateDeviceRGB()
        func make(_ bytes: [UInt8], bpp: Int, space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
                  _ info: CGBitmapInfo) -> CGImage? {
            CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: bpp, bytesPerRow: bpp / 8, space: space,
                    bitmapInfo: info, provider: CGDataProvider(data: Data(bytes)), decode: nil,
                    shouldInterpolate: true, intent: .defaultIntent)
        }
        func info(_ a: CGImageAlphaInfo, _ order: CGBitmapInfo = []) -> CGBitmapInfo {
            CGBitmapInfo(rawValue: a.rawValue).union(order)
        }
        // Half-transparent orange (255, 128, 0) at alpha 128 in each layout.
        let expected = (128, 64, 0, 128)
        #expect(try rgba(#require(make([255, 128, 0, 128], bpp: 32, info(.last))), 0, 0) == expected)
        #expect(try rgba(#require(make([128, 255, 128, 0], bpp: 32, info(.first))), 0, 0) == expected)
        #expect(try rgba(#require(make([128, 64, 0, 128], bpp: 32, info(.premultipliedLast))), 0, 0) == expected)
        #expect(try rgba(#require(make([0, 64, 128, 128], bpp: 32, info(.premultipliedFirst, .byteOrder32Little))), 0, 0) == expected)
        #expect(try rgba(#require(make([128, 0, 64, 128], bpp: 32, info(.premultipliedLast, .byteOrder32Little))), 0, 0) == expected)
        #expect(try rgba(#require(make([0, 128, 255, 128], bpp: 32, info(.first, .byteOrder32Little))), 0, 0) == expected)
        #expect(try rgba(#require(make([255, 128, 0, 7], bpp: 32, info(.noneSkipLast))), 0, 0) == (255, 128, 0, 255))
        #expect(try rgba(#require(make([255, 128, 0], bpp: 24, info(.none))), 0, 0) == (255, 128, 0, 255))
        let grey = CGColorSpaceCreateDeviceGray()
        #expect(try rgba(#require(make([90], bpp: 8, space: grey, info(.none))), 0, 0) == (90, 90, 90, 255))
        #expect(try rgba(#require(make([90], bpp: 8, space: grey, info(.alphaOnly))), 0, 0) == (0, 0, 0, 90))
        #expect(try rgba(#require(make([200, 128], bpp: 16, space: grey, info(.last))), 0, 0) == (100, 100, 100, 128))
        // Unsupported or inconsistent parameters.
        #expect(make([1, 2, 3, 4], bpp: 32, space: grey, info(.last)) == nil)
        #expect(make([1, 2, 3], bpp: 32, info(.last)) == nil)
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: rgb,
                        bitmapInfo: info(.last), provider: CGDataProvider(data: Data(count: 16)), decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test func rawBitmapHonoursRowPaddingAndDataProviderRoundTrips() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 9, 9,
                              0, 0, 255, 255, 255, 255, 255, 255, 9, 9]
        let image = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 10,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                         provider: CGDataProvider(data: Data(bytes)), decode: nil,
                                         shouldInterpolate: true, intent: .defaultIntent))
        #expect(rgba(image, 1, 0) == (0, 255, 0, 255) && rgba(image, 0, 1) == (0, 0, 255, 255))
        let provider = try #require(image.dataProvider)
        let copy = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32,
                                        bytesPerRow: image.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                        bitmapInfo: image.bitmapInfo, provider: provider, decode: nil,
                                        shouldInterpolate: true, intent: .defaultIntent))
        for y in 0..<2 { for x in 0..<2 { #expect(rgba(copy, x, y) == rgba(image, x, y)) } }
    }
}

@Suite struct EXIFOrientationTests {
    /// `jpeg` with an APP1 EXIF segment holding one IFD0 entry, inserted after SOI.
    func withEXIF(_ jpeg: Data, orientation: UInt16, bigEndian: Bool) -> Data {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] {
            bigEndian ? u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) : u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16))
        }
        var tiff: [UInt8] = (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
        tiff += u16(2)                                                   // two entries
        tiff += u16(0x010F) + u16(2) + u32(4) + [0x41, 0x42, 0x43, 0]    // Make: "ABC"
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = UInt16(payload.count + 2)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    @Test func readsTheOrientationInBothByteOrders() throws {
        let jpeg = try fixture("quadrants-16", "jpg")
        #expect(CGImage.exifOrientation(of: jpeg) == nil)
        #expect(CGImage.exifOrientation(of: withEXIF(jpeg, orientation: 6, bigEndian: false)) == .right)
        #expect(CGImage.exifOrientation(of: withEXIF(jpeg, orientation: 3, bigEndian: true)) == .down)
        #expect(CGImage.exifOrientation(of: withEXIF(jpeg, orientation: 9, bigEndian: true)) == nil)
        // The EXIF segment does not disturb decoding, and orientation is not applied.
        let decoded = try #require(CGImage.decode(withEXIF(jpeg, orientation: 6, bigEndian: false)))
        #expect(decoded.width == 16 && rgba(decoded, 2, 2).r > 240)
    }

    @Test func malformedDataGivesNil() throws {
        let jpeg = try fixture("quadrants-16", "jpg")
        let exif = withEXIF(jpeg, orientation: 6, bigEndian: false)
        for cut in stride(from: 0, to: 60, by: 3) { _ = CGImage.exifOrientation(of: exif.prefix(cut)) }
        #expect(CGImage.exifOrientation(of: Data()) == nil)
        #expect(CGImage.exifOrientation(of: try fixture("rgb-3x1", "png")) == nil)
        var random = SeededGenerator(seed: 5)
        let noise = Data([0xFF, 0xD8] + (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) })
        _ = CGImage.exifOrientation(of: noise)
    }
}
