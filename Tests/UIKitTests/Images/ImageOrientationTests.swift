import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// EXIF orientation read from JPEG data, and images shown upright in image views, as on iOS.
@MainActor
struct ImageOrientationTests {
    /// A 40 × 20 JPEG, left half red and right half blue, with an EXIF orientation tag (IFD0 0x0112).
    func photo(exifOrientation: UInt16?) throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let jpeg = try #require(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
            .jpegData(withCompressionQuality: 1) { context in
                UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                UIColor.blue.setFill(); context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
            } as Data?)
        guard let exifOrientation else { return jpeg }
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1]                     // big-endian, IFD0 at 8, one entry
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(exifOrientation >> 8), UInt8(exifOrientation & 0xFF), 0, 0]
        tiff += [0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return jpeg.prefix(2) + Data([0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload) + jpeg.dropFirst(2)
    }

    @Test func exifOrientationBecomesTheImageOrientation() throws {
        let expected: [UInt16: UIImage.Orientation] = [1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored,
                                                       5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left]
        for (tag, orientation) in expected {
            let image = try #require(UIImage(data: try photo(exifOrientation: tag)))
            #expect(image.imageOrientation == orientation, "EXIF \(tag)")
            #expect(image.size == (orientation.swapsWidthAndHeight ? CGSize(width: 20, height: 40) : CGSize(width: 40, height: 20)))
            // The stored pixels are not turned.
            #expect(image.cgImage?.width == 40)
        }
        #expect(try #require(UIImage(data: try photo(exifOrientation: nil))).imageOrientation == .up)
    }

    @Test func aFileKeepsItsEXIFOrientation() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-exif-\(UUID().uuidString).jpg")
        try photo(exifOrientation: 8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.imageOrientation == .left)
        #expect(image.size == CGSize(width: 20, height: 40))
    }

    @Test func aNamedImageKeepsItsEXIFOrientation() throws {
        let dir = try TemporaryBundle()
        defer { dir.remove() }
        try dir.write(try photo(exifOrientation: 6), "portrait.jpg")
        try dir.write(try photo(exifOrientation: nil), "landscape.jpg")
        let bundle = try #require(Bundle(path: dir.url.path))
        let portrait = try #require(UIImage(named: "portrait", in: bundle, with: nil))
        #expect(portrait.imageOrientation == .right)
        #expect(portrait.size == CGSize(width: 20, height: 40))
        // Cached: the second look-up keeps the orientation too.
        #expect(try #require(UIImage(named: "portrait", in: bundle, with: nil)).imageOrientation == .right)
        #expect(try #require(UIImage(named: "landscape.jpg", in: bundle, with: nil)).imageOrientation == .up)
    }

    /// A portrait photo stored sideways (EXIF 6, "turn 90° clockwise") appears upright in an image view:
    /// the stored left half (red) is at the top.
    @Test func anImageViewShowsTheImageUpright() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let window = host.show(UIViewController())
        let image = try #require(UIImage(data: try photo(exifOrientation: 6)))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame.size == CGSize(width: 20, height: 40))
        window.addSubview(imageView)
        host.renderFrame()
        let screen = host.snapshot()
        #expect(screen.rgba(15, 5).isClose(to: .red, tolerance: 12), "top right is \(screen.rgba(15, 5))")
        #expect(screen.rgba(5, 35).isClose(to: .blue, tolerance: 12), "bottom left is \(screen.rgba(5, 35))")

        // Drawing the image gives the same picture as the image view.
        let drawn = try #require(UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }.cgImage)
        #expect(drawn.rgba(Int(drawn.width / 2) + 2, 2).isClose(to: screen.rgba(12, 1), tolerance: 12))
    }
}
