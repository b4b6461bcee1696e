import Testing
import Foundation
@testable import UIKit

/// The reference-image comparison catches what it must: a colour shift of 10 in one channel, and a
/// missing glyph; and it forgives a one-unit rounding difference.
@MainActor
@Suite("Reference image tolerance")
struct ReferenceImageToleranceTests {
    /// A white 120 × 40 image with "Hello" in black, or with `shift` added to red everywhere, or without
    /// the last glyph.
    private func image(text: String = "Hello", redShift: Int = 0) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40), format: format)
        let drawn = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
            (text as NSString).draw(at: CGPoint(x: 8, y: 8), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
        let cg = try #require(drawn.cgImage)
        guard redShift != 0 else { return cg }
        var bytes = cg.withUnsafePixelBytes { Array($0) }
        for i in stride(from: 2, to: bytes.count, by: 4) { bytes[i] = UInt8(clamping: Int(bytes[i]) - redShift) }
        let provider = CGDataProvider(data: Data(bytes))
        return try #require(CGImage(width: cg.width, height: cg.height, bitsPerComponent: 8, bitsPerPixel: 32,
                                    bytesPerRow: cg.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: cg.bitmapInfo, provider: provider, decode: nil,
                                    shouldInterpolate: true, intent: .defaultIntent))
    }

    private func mismatches(_ a: CGImage, _ b: CGImage) -> Int {
        ReferenceImage.compare(a, b, tolerance: ReferenceImage.defaultChannelTolerance).0
    }

    @Test("A colour shift of 10 in one channel fails on every pixel")
    func colourShift() throws {
        let reference = try image()
        let shifted = try image(redShift: 10)
        #expect(mismatches(shifted, reference) > ReferenceImage.defaultAllowedMismatchedPixels)
        #expect(mismatches(shifted, reference) >= 120 * 40 / 2)
    }

    @Test("A missing glyph fails")
    func missingGlyph() throws {
        #expect(mismatches(try image(text: "Hell"), try image()) > ReferenceImage.defaultAllowedMismatchedPixels)
        #expect(mismatches(try image(text: "Hello."), try image(text: "Hello")) > ReferenceImage.defaultAllowedMismatchedPixels)
    }

    @Test("A one-unit rounding difference passes")
    func roundingPasses() throws {
        #expect(mismatches(try image(redShift: 1), try image()) == 0)
    }
}
