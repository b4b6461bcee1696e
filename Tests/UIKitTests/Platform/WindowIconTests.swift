import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("The SDL window's icon: the largest AppIcon rendition, as straight RGBA pixels")
struct WindowIconTests {
    @Test("the test catalog's AppIcon gives its largest rendition for the idiom")
    func choosesLargest() throws {
        let traits = UITraitCollection(userInterfaceIdiom: .phone)
        let image = try #require(WindowIcon.image(in: .module, traits: traits))
        #expect(image.width == 120 && image.height == 120, "the 60 pt @2x rendition, not the 20 pt one")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(WindowIcon.image(in: Bundle(path: empty.path), traits: traits) == nil)
    }

    @Test("pixels are straight RGBA, top row first, scaled to fit the maximum side")
    func conversion() throws {
        // A 4×2 image drawn with UIKit's y-down API: the left half opaque red, the top right quarter half-transparent blue.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = try #require(renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
        }.cgImage)
        let pixels = try #require(WindowIcon.pixels(of: image))
        #expect(pixels.width == 4 && pixels.height == 2)
        func at(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.rgba[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]) }
        #expect(at(0, 0) == [255, 0, 0, 255])
        #expect(at(3, 0)[2] == 255 && abs(Int(at(3, 0)[3]) - 128) <= 1, "straight blue at half alpha: \(at(3, 0))")
        #expect(at(3, 1) == [0, 0, 0, 0], "the blue is in the top row only")
        let scaled = try #require(WindowIcon.pixels(of: image, maximumSide: 2))
        #expect(scaled.width == 2 && scaled.height == 1 && scaled.rgba.count == 8)
    }
}
