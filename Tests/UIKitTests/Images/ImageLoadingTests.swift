import Foundation
import Testing
@testable import UIKit

@Suite("UIImage loading")
struct ImageLoadingTests {
    static func fixture(_ name: String, _ ext: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "ReferenceImages/Images"))
    }

    @Test func decodesPNGData() throws {
        let data = try Data(contentsOf: Self.fixture("split", "png"))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(image.renderingMode == .automatic)
        #expect(!image.isSymbolImage)
        #expect(image.cgImage?.rgba(0, 0) == .red)
        #expect(image.cgImage?.rgba(3, 3) == .blue)
    }

    @Test func decodesJPEGDataWithAScale() throws {
        let data = try Data(contentsOf: Self.fixture("split", "jpg"))
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 8, height: 8))
        #expect(image.cgImage?.rgba(8, 2).isClose(to: .red, tolerance: 8) == true)
        #expect(image.cgImage?.rgba(8, 13).isClose(to: .blue, tolerance: 8) == true)
    }

    @Test func contentsOfFileTakesTheScaleFromTheFileName() throws {
        let image = try #require(UIImage(contentsOfFile: Self.fixture("badge@2x", "png").path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.cgImage?.width == 8)
    }

    @Test func badInputGivesNil() throws {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        let png = try Data(contentsOf: Self.fixture("split", "png"))
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil, "truncated PNG")
        #expect(UIImage(contentsOfFile: try Self.fixture("corrupt", "png").path) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/missing.png") == nil)
        #expect(UIImage(named: "definitely-not-an-image-name") == nil)
    }

    @Test func namedLooksUpScaleVariantsInABundle() throws {
        let dir = try TemporaryBundle()
        defer { dir.remove() }
        let one = try #require(solid(.red, pixels: 2))
        let two = try #require(solid(.green, pixels: 4))
        let three = try #require(solid(.blue, pixels: 6))
        try dir.write(one.pngData(), "logo.png")
        try dir.write(two.pngData(), "logo@2x.png")
        try dir.write(three.pngData(), "only@3x.png")
        try dir.write(one.jpegData(compressionQuality: 0.9), "photo.jpeg")
        try dir.write(Data("garbage".utf8), "broken.png")
        let bundle = try #require(Bundle(path: dir.url.path))

        // The preferred scale first, then larger, then smaller.
        #expect(UIImage.pathForNamedImage("logo", in: bundle, preferredScale: 1)?.hasSuffix("/logo.png") == true)
        #expect(UIImage.pathForNamedImage("logo", in: bundle, preferredScale: 2)?.hasSuffix("/logo@2x.png") == true)
        #expect(UIImage.pathForNamedImage("logo", in: bundle, preferredScale: 3)?.hasSuffix("/logo@2x.png") == true)
        #expect(UIImage.scaledNames("a", preferredScale: 2) == ["a@2x", "a@3x", "a"])
        #expect(UIImage.scaledNames("a", preferredScale: 3) == ["a@3x", "a@2x", "a"])

        // The image's scale comes from the file found.
        let only = try #require(UIImage(named: "only", in: bundle, with: nil))
        #expect(only.scale == 3)
        #expect(only.size == CGSize(width: 2, height: 2))
        let logo = try #require(UIImage(named: "logo", in: bundle, with: nil))
        #expect(logo.scale == (UIScreenScale.current >= 1.5 ? 2 : 1))
        let explicit = try #require(UIImage(named: "logo.png", in: bundle, with: nil))
        #expect(explicit.size.width == 2)
        let photo = try #require(UIImage(named: "photo", in: bundle, with: nil))
        #expect(photo.size == CGSize(width: 2, height: 2))

        #expect(UIImage(named: "missing", in: bundle, with: nil) == nil)
        #expect(UIImage(named: "broken", in: bundle, with: nil) == nil)
    }

    /// A `pixels × pixels` image of one colour at scale 1.
    private func solid(_ color: UIColor, pixels: Int) -> UIImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: pixels, height: pixels)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}

/// A folder in the temporary directory, used as a bundle.
struct TemporaryBundle {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitImages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ data: Data?, _ name: String) throws {
        try #require(data).write(to: url.appendingPathComponent(name))
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
