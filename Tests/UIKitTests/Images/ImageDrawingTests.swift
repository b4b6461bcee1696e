import Foundation
import Testing
@testable import UIKit

@Suite("UIImage drawing")
struct ImageDrawingTests {
    /// A 2 × 1 pixel image: red on the left, blue on the right.
    static let redBlue: CGImage = renderPixels(CGSize(width: 2, height: 1)) { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }

    /// A 1 × 2 pixel image: red on top, blue below.
    static let redOverBlue: CGImage = renderPixels(CGSize(width: 1, height: 2)) { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
    }

    @Test func drawInRectIsUprightInUIKitContexts() {
        let image = UIImage(cgImage: Self.redOverBlue)
        let cg = renderPixels(CGSize(width: 10, height: 20)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(cg.rgba(5, 2) == .red)
        #expect(cg.rgba(5, 17) == .blue)
    }

    @Test func drawAtUsesThePointSize() {
        let image = UIImage(cgImage: Self.redOverBlue, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 0.5, height: 1))
        let big = UIImage(cgImage: renderPixels(CGSize(width: 8, height: 8)) { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }, scale: 2, orientation: .up)
        let cg = renderPixels(CGSize(width: 10, height: 10)) { _ in big.draw(at: CGPoint(x: 3, y: 3)) }
        #expect(cg.rgba(3, 3) == .green)
        #expect(cg.rgba(6, 6) == .green)
        #expect(cg.rgba(7, 7) == .clear)
        #expect(cg.rgba(2, 2) == .clear)
    }

    @Test(arguments: [
        (UIImage.Orientation.up, CGSize(width: 2, height: 1), (0, 0), (1, 0)),
        (.down, CGSize(width: 2, height: 1), (1, 0), (0, 0)),
        (.upMirrored, CGSize(width: 2, height: 1), (1, 0), (0, 0)),
        (.downMirrored, CGSize(width: 2, height: 1), (0, 0), (1, 0)),
        (.right, CGSize(width: 1, height: 2), (0, 0), (0, 1)),
        (.left, CGSize(width: 1, height: 2), (0, 1), (0, 0)),
        (.leftMirrored, CGSize(width: 1, height: 2), (0, 0), (0, 1)),
        (.rightMirrored, CGSize(width: 1, height: 2), (0, 1), (0, 0)),
    ])
    func orientationTurnsSizeAndPixels(orientation: UIImage.Orientation, size: CGSize, red: (Int, Int), blue: (Int, Int)) {
        let image = UIImage(cgImage: Self.redBlue, scale: 1, orientation: orientation)
        #expect(image.size == size)
        #expect(image.imageOrientation == orientation)
        let cg = renderPixels(size) { _ in image.draw(at: .zero) }
        #expect(cg.rgba(red.0, red.1) == .red, "red for \(orientation)")
        #expect(cg.rgba(blue.0, blue.1) == .blue, "blue for \(orientation)")
    }

    @Test func drawWithAlphaAndBlendMode() {
        let image = UIImage(cgImage: Self.redOverBlue)
        let cg = renderPixels(CGSize(width: 4, height: 4)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 4), blendMode: .normal, alpha: 0.5)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 4))
            image.draw(in: CGRect(x: 2, y: 0, width: 2, height: 4), blendMode: .multiply, alpha: 1)
        }
        #expect(cg.rgba(0, 0).isClose(to: RGBA(r: 255, g: 0, b: 0, a: 128), tolerance: 2))
        #expect(cg.rgba(3, 0) == .red)
        #expect(cg.rgba(3, 3) == .blue)
    }

    @Test func emptyImageHasNoSizeAndNoPixels() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
        #expect(image.pngData() == nil)
        #expect(image.jpegData(compressionQuality: 0.5) == nil)
        let cg = renderPixels(CGSize(width: 2, height: 2)) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(cg.inkCount() == 0)
    }

    @Test func encodingRoundTrips() throws {
        let image = UIImage(cgImage: Self.redBlue, scale: 2, orientation: .up)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == image.size)
        #expect(decoded.cgImage?.rgba(0, 0) == .red)
        #expect(decoded.cgImage?.rgba(1, 0) == .blue)
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        #expect(UIImage(data: jpeg)?.cgImage?.width == 2)
    }

    @Test func bitmapTintKeepsAlphaAndRenderingMode() throws {
        let shape = UIImage(cgImage: renderPixels(CGSize(width: 4, height: 4)) { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor(white: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 4))
        }, scale: 2, orientation: .up)
        let tinted = shape.withTintColor(.green)
        #expect(tinted.renderingMode == .automatic)
        #expect(tinted.scale == 2)
        let cg = try #require(tinted.cgImage)
        #expect(cg.rgba(0, 0) == .green)
        #expect(cg.rgba(2, 0).isClose(to: RGBA(r: 0, g: 255, b: 0, a: 128), tolerance: 2))
        #expect(cg.rgba(3, 0) == .clear)
        #expect(shape.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func templateDrawingUsesOnlyTheAlpha() {
        let image = UIImage(cgImage: Self.redBlue).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.drawsAsTemplate)
        #expect(!UIImage(cgImage: Self.redBlue).drawsAsTemplate)
        let cg = renderPixels(CGSize(width: 2, height: 1)) { context in
            image.drawContents(in: CGRect(x: 0, y: 0, width: 2, height: 1), context: context.cgContext,
                               blendMode: .normal, alpha: 1, templateColor: .green)
        }
        #expect(cg.rgba(0, 0) == .green)
        #expect(cg.rgba(1, 0) == .green)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        UIImage(cgImage: Self.redBlue).draw(at: .zero)
        UIImage(systemName: "star")?.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test(arguments: [UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored])
    func horizontallyFlippedOrientationMirrorsTheDisplay(orientation: UIImage.Orientation) {
        let image = UIImage(cgImage: Self.redBlue, scale: 1, orientation: orientation)
        let flipped = image.withHorizontallyFlippedOrientation()
        #expect(flipped.size == image.size)
        #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == orientation)
        let size = image.size
        let a = renderPixels(size) { _ in image.draw(at: .zero) }
        let b = renderPixels(size) { _ in flipped.draw(at: .zero) }
        for y in 0..<a.height {
            for x in 0..<a.width {
                #expect(a.rgba(x, y) == b.rgba(a.width - 1 - x, y), "\(orientation) at (\(x), \(y))")
            }
        }
    }
}
