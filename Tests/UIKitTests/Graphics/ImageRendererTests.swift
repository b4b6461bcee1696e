import Foundation
import Testing
@testable import UIKit

@Suite("UIGraphicsImageRenderer")
struct ImageRendererTests {
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func imageHasPixelSizeOfPointsTimesScaleAndDrawsYDown(scale: CGFloat) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == scale)
        let cg = try #require(image.cgImage)
        #expect(cg.width == Int(10 * scale))
        #expect(cg.height == Int(20 * scale))
        // The rectangle filled at the top is at the top of the image.
        #expect(cg.rgba(1, 1) == .red)
        #expect(cg.rgba(Int(5 * scale) - 1, Int(5 * scale) - 1) == .red)
        #expect(cg.rgba(1, Int(5 * scale)) == .clear)
        #expect(cg.rgba(1, cg.height - 1) == .clear)
    }

    @Test func fractionalSizesRoundUpToWholePixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10.25, height: 3.5), format: format).image { _ in }
        let cg = try #require(image.cgImage)
        #expect(cg.width == 21)
        #expect(cg.height == 7)
    }

    @Test func boundsOriginMapsToTheImageTopLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 50, y: 100, width: 10, height: 10), format: format)
        #expect(renderer.format.bounds == CGRect(x: 50, y: 100, width: 10, height: 10))
        let cg = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 50, y: 100, width: 2, height: 2))
        }.cgImage!
        #expect(cg.rgba(0, 0) == .blue)
        #expect(cg.rgba(1, 1) == .blue)
        #expect(cg.rgba(2, 2) == .clear)
    }

    @Test func currentContextIsPushedOnlyWhileActionsRun() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: scale1())
        _ = renderer.image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(inside === context.cgContext)
            // A nested renderer pushes its own context and restores ours.
            _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: scale1()).image { nested in
                #expect(UIGraphicsGetCurrentContext() === nested.cgContext)
            }
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            // A context the actions leave pushed is dropped with the renderer's.
            UIGraphicsPushContext(context.cgContext)
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func opaqueFormatStartsBlackAndTransparentFormatStartsClear() {
        let opaque = scale1()
        opaque.opaque = true
        let black = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: opaque).image { _ in }
        #expect(black.cgImage!.rgba(0, 0) == .black)
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: scale1()).image { _ in }
        #expect(clear.cgImage!.rgba(1, 1) == .clear)
    }

    @Test func pngDataRoundTripsThePixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: scale1())
        let data = renderer.pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 4))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 3, y: 0, width: 3, height: 4))
        }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 6, height: 4))
        let cg = try #require(image.cgImage)
        #expect(cg.rgba(0, 0) == .green)
        #expect(cg.rgba(4, 2).isClose(to: RGBA(r: 255, g: 0, b: 0, a: 128), tolerance: 2))
    }

    @Test func jpegDataDecodesAsAnOpaqueImage() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: scale1())
        let data = renderer.jpegData(withCompressionQuality: 0.95) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let cg = try #require(UIImage(data: data)?.cgImage)
        #expect(cg.rgba(8, 8).isClose(to: .blue, tolerance: 6))
    }

    @Test func currentImageShowsWhatHasBeenDrawnSoFar() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var partial: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            partial = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(partial?.scale == 2)
        #expect(partial?.size == CGSize(width: 4, height: 4))
        #expect(partial?.cgImage?.rgba(3, 3) == .red)
    }

    @Test func contextFillBlendModeStrokeAndClip() {
        let cg = renderPixels(CGSize(width: 20, height: 20)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            // `.clear` removes what is there.
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5), blendMode: .clear)
            // The stroke is a 1-point frame inside the rectangle, in the stroke colour.
            UIColor.blue.setStroke()
            context.stroke(CGRect(x: 10, y: 10, width: 10, height: 10))
            // Drawing after clip(to:) stays inside the clip.
            context.clip(to: CGRect(x: 0, y: 15, width: 5, height: 5))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        #expect(cg.rgba(2, 2) == .clear)
        #expect(cg.rgba(10, 15) == .blue)
        #expect(cg.rgba(19, 19) == .blue)
        #expect(cg.rgba(9, 15) == .red)
        #expect(cg.rgba(12, 12) == .red)
        #expect(cg.rgba(2, 17) == .green)
        #expect(cg.rgba(7, 12) == .red)
    }

    @Test func emptySizeGivesAnEmptyImageWithoutRunningActions() {
        var ran = false
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        #expect(!ran)
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
    }

    @Test func defaultFormatsUseTheScreenScale() {
        #expect(UIGraphicsImageRendererFormat().scale == UIScreenScale.current)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIScreenScale.current)
        #expect(UIGraphicsImageRendererFormat.default().preferredRange == .automatic)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).allowsImageOutput)
    }

    private func scale1() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }
}
