import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

/// A y-down context, as UIKit draws into.
func topDown(_ width: Int, _ height: Int) -> CGContext { CGContext.makeTopDown(width: width, height: height)! }

@Suite struct ContextTests {
    @Test func fillRectInYUpSpaceLandsAtTheBottomOfThePixels() throws {
        let ctx = makeContext(10, 10)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        let image = try #require(ctx.makeImage())
        #expect(image.pixel(x: 5, y: 8)?.red == 255)
        #expect(image.pixel(x: 5, y: 2)?.alpha == 0)
        #expect(ctx.ctm.isIdentity)
    }

    @Test func unsupportedBitmapParametersGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
        #expect(CGContext.makeTopDown(width: 40000, height: 1) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        // The common iOS spelling with owned memory works and reports the layout asked for (see
        // BitmapPixelFormatTests for the bytes).
        let owned = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(owned?.bitmapInfo.rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    @Test func callerProvidedBufferReceivesTheDrawing() throws {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        let ctx = try #require(CGContext(data: buffer, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.flush()
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 0 && bytes[2] == 255 && bytes[3] == 255)   // BGRA
    }

    @Test func strokeWidthIsCentredOnThePath() {
        let ctx = topDown(20, 20)
        ctx.setStrokeColor(red)
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect((8..<12).allSatisfy { rgba(ctx, 10, $0).a == 255 })
        #expect(rgba(ctx, 10, 7).a == 0 && rgba(ctx, 10, 12).a == 0)
    }

    @Test func lineCapsExtendAsDocumented() {
        func end(_ cap: CGLineCap) -> CGContext {
            let ctx = topDown(40, 20)
            ctx.setStrokeColor(red)
            ctx.setLineWidth(6)
            ctx.setLineCap(cap)
            ctx.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
            return ctx
        }
        let butt = end(.butt), square = end(.square), round = end(.round)
        #expect(rgba(butt, 8, 10).a == 0)
        #expect(rgba(square, 8, 10).a == 255 && rgba(square, 7, 7).a == 255)
        #expect(rgba(round, 8, 10).a == 255 && rgba(round, 7, 7).a < 128)
    }

    @Test func lineJoinsShapeTheCorner() {
        func corner(_ join: CGLineJoin) -> CGContext {
            let ctx = topDown(40, 40)
            ctx.setStrokeColor(red)
            ctx.setLineWidth(10)
            ctx.setLineJoin(join)
            ctx.move(to: CGPoint(x: 5, y: 30))
            ctx.addLine(to: CGPoint(x: 30, y: 30))
            ctx.addLine(to: CGPoint(x: 30, y: 5))
            ctx.strokePath()
            return ctx
        }
        // The outer corner pixel at (34, 34): a miter fills it, bevel and round cut it.
        #expect(rgba(corner(.miter), 34, 34).a == 255)
        #expect(rgba(corner(.bevel), 34, 34).a == 0)
        #expect(rgba(corner(.round), 34, 34).a < 128)
        #expect(rgba(corner(.round), 32, 32).a == 255)
    }

    @Test func clippingLimitsDrawingAndEvenOddClipsLeaveHoles() {
        let ctx = topDown(30, 30)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 30))
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(rgba(ctx, 5, 5).a == 255 && rgba(ctx, 15, 5).a == 0)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 30))
        ctx.restoreGState()
        ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.eoClip()
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(rgba(ctx, 15, 15).a == 0)
        #expect(rgba(ctx, 25, 25).b == 255)
        ctx.resetClip()
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(rgba(ctx, 15, 15).b == 255)
    }

    @Test func saveAndRestoreCoverColourTransformAlphaAndLineWidth() {
        let ctx = topDown(40, 20)
        ctx.setFillColor(red)
        ctx.saveGState()
        ctx.setFillColor(blue)
        ctx.translateBy(x: 20, y: 0)
        ctx.setAlpha(0.5)
        ctx.setLineWidth(10)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 5, 5) == (255, 0, 0, 255))
        #expect(rgba(ctx, 25, 5).a == 0)
        #expect(ctx.ctm.isIdentity)
        ctx.restoreGState()   // unbalanced: ignored
        ctx.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 35, 5).r == 255)
    }

    @Test func transformsMoveScaleAndRotateDrawing() {
        let ctx = topDown(40, 40)
        ctx.translateBy(x: 10, y: 10)
        ctx.scaleBy(x: 2, y: 2)
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 12))
        #expect(ctx.convertToUserSpace(CGPoint(x: 12, y: 12)) == CGPoint(x: 1, y: 1))
        #expect(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: 8))
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))   // device 10..<20
        #expect(rgba(ctx, 15, 15).a == 255 && rgba(ctx, 21, 15).a == 0 && rgba(ctx, 9, 15).a == 0)
        let rotated = topDown(40, 40)
        rotated.translateBy(x: 20, y: 20)
        rotated.rotate(by: .pi / 2)    // x axis → down on a y-down surface
        rotated.setFillColor(blue)
        rotated.fill(CGRect(x: 0, y: -2, width: 15, height: 4))
        #expect(rgba(rotated, 20, 30).b == 255)
        #expect(rgba(rotated, 30, 20).a == 0)
        // Non-finite transforms are ignored and drawing keeps working.
        rotated.translateBy(x: .nan, y: 0)
        rotated.rotate(by: .infinity)
        rotated.fill(CGRect(x: -15, y: -2, width: 10, height: 4))
        #expect(rgba(rotated, 20, 10).b == 255)
    }

    @Test func singularTransformsPaintNothingUntilRestored() {
        for collapse in [{ (c: CGContext) in c.scaleBy(x: 0, y: 1) },
                         { (c: CGContext) in c.concatenate(CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)) }] {
            let ctx = topDown(10, 10)
            ctx.setFillColor(red)
            ctx.saveGState()
            collapse(ctx)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.draw(ctx.makeImage()!, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(rgba(ctx, 5, 5).a == 0)
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(rgba(ctx, 5, 5).r == 255)
        }
    }

    @Test func ctmInAYUpContextIsRelativeToTheBaseSpace() {
        let ctx = makeContext(10, 10)
        ctx.translateBy(x: 2, y: 3)
        #expect(ctx.ctm == CGAffineTransform(translationX: 2, y: 3))
        #expect(ctx.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 2, ty: 7))
    }

    @Test func globalAlphaMultipliesColourAlpha() {
        let ctx = topDown(10, 10)
        ctx.setAlpha(0.5)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(near(rgba(ctx, 5, 5).a, 64, 1) && near(rgba(ctx, 5, 5).r, 64, 1))
    }

    @Test func blendModes() {
        func blended(_ mode: CGBlendMode, over base: CGColor, with top: CGColor) -> (r: Int, g: Int, b: Int, a: Int) {
            let ctx = topDown(4, 4)
            ctx.setFillColor(base)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            ctx.setBlendMode(mode)
            ctx.setFillColor(top)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            return rgba(ctx, 2, 2)
        }
        let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        #expect(blended(.multiply, over: yellow, with: CGColor(red: 1, green: 0, blue: 1, alpha: 1)) == (255, 0, 0, 255))
        #expect(blended(.screen, over: red, with: blue) == (255, 0, 255, 255))
        #expect(blended(.plusLighter, over: red, with: blue) == (255, 0, 255, 255))
        #expect(blended(.copy, over: red, with: CGColor(gray: 0, alpha: 0)) == (0, 0, 0, 0))
        #expect(blended(.clear, over: red, with: blue) == (0, 0, 0, 0))
        #expect(blended(.destinationOver, over: red, with: blue) == (255, 0, 0, 255))
        #expect(blended(.normal, over: red, with: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)).b == 128)
    }

    @Test func transparencyLayerCompositesItsContentOnce() {
        let ctx = topDown(30, 10)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        ctx.saveGState()   // left open: dropped when the layer ends
        ctx.restoreGState(); ctx.restoreGState()   // the extra restore must not pop the layer's state
        ctx.endTransparencyLayer()
        #expect(near(rgba(ctx, 5, 5).a, 128, 1) && near(rgba(ctx, 15, 5).a, 128, 1))
        // Without a layer the overlap is darker.
        let plain = topDown(30, 10)
        plain.setAlpha(0.5)
        plain.setFillColor(red)
        plain.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        plain.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(near(rgba(plain, 15, 5).a, 191, 1))
        ctx.endTransparencyLayer()   // unbalanced: ignored
        ctx.setAlpha(1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(rgba(ctx, 1, 1).a == 255)
    }

    @Test func transparencyLayerInRectClipsAndRestoresState() {
        let ctx = topDown(20, 10)
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        ctx.endTransparencyLayer()
        #expect(rgba(ctx, 5, 5).a == 255 && rgba(ctx, 15, 5).a == 0)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))   // clip gone, fill colour back to black
        #expect(rgba(ctx, 15, 5) == (0, 0, 0, 255))
    }

    /// A 1×2 image: top row red, bottom row blue.
    func redOverBlue() -> CGImage {
        let ctx = topDown(1, 2)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test func imagesDrawUprightInYUpContextsAndFlippedInTopDownOnes() {
        let image = redOverBlue()
        #expect(rgba(image, 0, 0).r == 255 && rgba(image, 0, 1).b == 255)
        let up = makeContext(10, 20)
        up.interpolationQuality = .none
        up.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rgba(up, 5, 2).r == 255 && rgba(up, 5, 17).b == 255)     // upright
        let down = topDown(10, 20)
        down.interpolationQuality = .none
        down.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rgba(down, 5, 2).b == 255 && rgba(down, 5, 17).r == 255)  // Core Graphics semantics: flipped
        // UIKit's idiom: flip the CTM around the rect to draw upright in a y-down context.
        let fixed = topDown(10, 20)
        fixed.interpolationQuality = .none
        fixed.translateBy(x: 0, y: 20)
        fixed.scaleBy(x: 1, y: -1)
        fixed.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rgba(fixed, 5, 2).r == 255 && rgba(fixed, 5, 17).b == 255)
    }

    @Test func drawingAnImageKeepsTheCurrentPath() {
        let ctx = topDown(20, 20)
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fillPath()
        #expect(rgba(ctx, 15, 15) == (0, 0, 0, 255))
        #expect(rgba(ctx, 7, 7).a == 0)   // the image's clip did not leak into the path
    }

    @Test func tiledImagesRepeatAtTheRectSize() {
        let ctx = topDown(8, 8)
        ctx.interpolationQuality = .none
        ctx.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        // Flipped per Core Graphics placement: blue on even rows, red on odd rows, repeated.
        #expect(rgba(ctx, 5, 4).b == 255 && rgba(ctx, 5, 5).r == 255 && rgba(ctx, 7, 7).r == 255)
    }

    @Test func croppingCopiesThePixelsInsideTheRect() throws {
        let ctx = topDown(10, 10)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        let image = try #require(ctx.makeImage())
        let crop = try #require(image.cropping(to: CGRect(x: 4, y: 2, width: 4, height: 3)))
        #expect(crop.width == 4 && crop.height == 3)
        #expect(rgba(crop, 0, 0).a == 0 && rgba(crop, 1, 0).r == 255)
        #expect(image.cropping(to: CGRect(x: 20, y: 20, width: 5, height: 5)) == nil)
        #expect(try #require(image.cropping(to: CGRect(x: 8, y: 8, width: 10, height: 10))).width == 2)
    }

    @Test func makeImageIsASnapshot() throws {
        let ctx = topDown(4, 4)
        let before = try #require(ctx.makeImage())
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(rgba(before, 1, 1).a == 0)
        #expect(try rgba(#require(ctx.makeImage()), 1, 1).r == 255)
    }

    @Test func pathQueriesWorkOnEmptyAndNonEmptyPaths() throws {
        let ctx = topDown(10, 10)
        #expect(ctx.isPathEmpty)
        #expect(ctx.boundingBoxOfPath.isNull)
        #expect(try #require(ctx.path).isEmpty)
        ctx.move(to: CGPoint(x: 1, y: 1))
        #expect(!ctx.isPathEmpty)
        ctx.addLine(to: CGPoint(x: 5, y: 1))
        ctx.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 7, y: 3))
        ctx.closePath()
        #expect(!ctx.isPathEmpty)
        #expect(ctx.currentPointOfPath == CGPoint(x: 1, y: 1))
        let path = try #require(ctx.path)
        #expect(path.segments.first == .move(CGPoint(x: 1, y: 1)))
        #expect(ctx.pathContains(CGPoint(x: 4, y: 2), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 8, y: 8), mode: .fill))
        #expect(ctx.pathContains(CGPoint(x: 3, y: 1), mode: .stroke))
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func arcsInAContextContinueFromTheCurrentPoint() {
        let ctx = topDown(40, 40)
        ctx.move(to: CGPoint(x: 0, y: 20))
        ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(near(ctx.currentPointOfPath.x, 30, 1e-6) && near(ctx.currentPointOfPath.y, 20, 1e-6))
        let box = ctx.boundingBoxOfPath
        // Increasing angles from π pass 3π/2, which is y = 10 (up on a y-down surface).
        #expect(near(box.minX, 0, 1e-6) && near(box.minY, 10, 0.05) && near(box.maxY, 20, 1e-6))
    }

    @Test func clearMakesPixelsTransparentAndDataIsWritable() {
        let ctx = topDown(4, 4)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(rgba(ctx, 1, 1) == (0, 0, 0, 0) && rgba(ctx, 3, 1).r == 255)
        #expect(ctx.bytesPerRow >= 16 && ctx.bitsPerPixel == 32)
    }

    @Test func overlappingRectsWithNegativeSizesFillTheirUnion() {
        let ctx = topDown(20, 10)
        ctx.setFillColor(red)
        ctx.fill([CGRect(x: 0, y: 0, width: 12, height: 10), CGRect(x: 20, y: 10, width: -12, height: -10)])
        #expect(rgba(ctx, 10, 5).a == 255 && rgba(ctx, 2, 5).a == 255 && rgba(ctx, 18, 5).a == 255)
    }

    @Test func flatnessAndIntentAreAccepted() {
        let ctx = topDown(20, 20)
        ctx.setFlatness(5)
        ctx.setRenderingIntent(.perceptual)
        ctx.setFillColor(red)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.synchronize()
        #expect(rgba(ctx, 10, 10).r == 255)
        #expect(rgba(ctx, 0, 0).a == 0)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let ctx = topDown(10, 10)
        ctx.setShouldAntialias(false)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        #expect((0..<10).allSatisfy { x in rgba(ctx, x, 5).a == 0 || rgba(ctx, x, 5).a == 255 })
    }
}
