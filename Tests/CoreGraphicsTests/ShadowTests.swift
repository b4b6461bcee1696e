import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

@Suite struct ShadowTests {
    /// Alpha along the row `y` of `ctx`.
    func alphas(_ ctx: CGContext, row y: Int) -> [Int] { (0..<ctx.width).map { rgba(ctx, $0, y).a } }

    @Test func hardShadowIsOffsetUpInAYUpContext() {
        let ctx = makeContext(60, 60)
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))   // pixel rows 30..<50
        // Shape
        #expect(rgba(ctx, 15, 45).r == 255)
        // Shadow: x 20..<40, y-up 20..<40 → pixel rows 20..<40; visible where the shape is not.
        #expect(rgba(ctx, 35, 25).b == 255 && rgba(ctx, 35, 25).r == 0)
        #expect(rgba(ctx, 35, 45).a == 0)   // offset is up, so nothing below-right of the shape
        #expect(rgba(ctx, 45, 25).a == 0)
    }

    @Test func hardShadowIsOffsetDownInATopDownContext() throws {
        let ctx = try #require(CGContext.makeTopDown(width: 60, height: 60))
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rgba(ctx, 15, 15).r == 255)
        #expect(rgba(ctx, 35, 35).b == 255)
        #expect(rgba(ctx, 35, 15).a == 0)
    }

    @Test func offsetIgnoresTheCurrentTransform() throws {
        let ctx = try #require(CGContext.makeTopDown(width: 80, height: 80))
        ctx.scaleBy(x: 2, y: 2)
        ctx.rotate(by: .pi / 2)    // would turn a user-space offset sideways
        ctx.translateBy(x: 0, y: -20)
        ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: blue)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))    // device 10..<30 × 10..<30
        #expect(rgba(ctx, 20, 20).r == 255)
        #expect(rgba(ctx, 20, 35).b == 255)   // 10 pixels further down in device space
        #expect(rgba(ctx, 35, 20).a == 0)
    }

    @Test func blurSpreadsByAboutTheRadiusAndKeepsTheTotalAlpha() {
        let blur: CGFloat = 12
        let ctx = makeContext(100, 60)
        ctx.setShadow(offset: CGSize(width: 0, height: -30), blur: blur, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 30, y: 70, width: 40, height: 80))   // shape above the bitmap, shadow at rows 0..<40 shifted down
        let hard = makeContext(100, 60)
        hard.setShadow(offset: CGSize(width: 0, height: -30), blur: 0, color: CGColor(gray: 0, alpha: 1))
        hard.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        hard.fill(CGRect(x: 30, y: 70, width: 40, height: 80))
        let row = 0   // y-up 59.5, well inside the shadow of y-up 40..<120
        let soft = alphas(ctx, row: row), sharp = alphas(hard, row: row)
        #expect(sharp[29] == 0 && sharp[30] == 255)
        // Blurred: half intensity at the edge, some alpha about a radius out, none beyond ~1.5 radius.
        #expect(near(soft[30], 128, 20))
        #expect(soft[30 - Int(blur) / 2] > 5)
        #expect(soft[30 - Int(blur * 1.6)] == 0)
        #expect(soft[50] > 250)
        // Total alpha is preserved by the blur (within rounding).
        let totalSoft = soft.reduce(0, +), totalSharp = sharp.reduce(0, +)
        #expect(abs(totalSoft - totalSharp) < totalSharp / 50)
    }

    @Test func shadowAlphaMultipliesColourAndShapeAlpha() throws {
        let ctx = try #require(CGContext.makeTopDown(width: 40, height: 40))
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(near(rgba(ctx, 25, 5).a, 64, 2))
    }

    @Test func strokesImagesAndLayersCastShadows() throws {
        let ctx = try #require(CGContext.makeTopDown(width: 100, height: 40))
        ctx.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: blue)
        ctx.setStrokeColor(red)
        ctx.setLineWidth(4)
        ctx.stroke(CGRect(x: 4, y: 4, width: 12, height: 12))
        #expect(rgba(ctx, 4, 24).b == 255)
        #expect(rgba(ctx, 10, 30).a == 0)   // a stroke's shadow is hollow

        let source = makeContext(4, 4)
        source.setFillColor(red)
        source.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.draw(try #require(source.makeImage()), in: CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 35, 25).b == 255)

        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 60, y: 0, width: 10, height: 10))
        ctx.fill(CGRect(x: 65, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 65, 25).a == 0)   // no shadow inside the layer
        ctx.endTransparencyLayer()
        #expect(rgba(ctx, 65, 25).b == 255)
        #expect(rgba(ctx, 72, 25).b == 255)
    }

    @Test func nilColourTurnsShadowsOffAndRestoreBringsThemBack() throws {
        let ctx = try #require(CGContext.makeTopDown(width: 40, height: 40))
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: blue)
        ctx.saveGState()
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 25, 5).a == 0)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(rgba(ctx, 25, 25).b == 255)
    }

    @Test func boxRadiiApproximateTheGaussianVariance() {
        for sigma in [0.5, 1, 2, 3.3, 6, 10, 25] {
            let radii = boxRadii(sigma: sigma, passes: 3)
            // A box of width w has variance (w² − 1) / 12.
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance - sigma * sigma) <= max(1, 0.2 * sigma * sigma))
        }
    }
}

@Suite struct BackendDrawingTests {
    @Test func externalCairoDrawingGetsAlphaShadowAndMask() {
        let ctx = topDown(40, 20)
        ctx.setAlpha(0.5)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: blue)
        ctx.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))   // the caller's path survives
        ctx.drawWithEffects(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) { cr in
            drawRedSquare(cr)
        }
        #expect(near(rgba(ctx, 5, 5).r, 128, 2) && near(rgba(ctx, 5, 5).a, 128, 2))
        #expect(rgba(ctx, 25, 5).b > 0)
        #expect(rgba(ctx, 15, 5).a == 0)   // clipped to the bounds
        #expect(!ctx.isPathEmpty)
        let plain = topDown(20, 20)
        plain.drawWithEffects(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) { cr in drawRedSquare(cr) }
        #expect(rgba(plain, 5, 5) == (255, 0, 0, 255))
    }
}

@Test func shadowScaleTurnsOffsetsIntoPoints() {
    let ctx = topDown(60, 20)
    ctx.shadowScale = 2
    ctx.scaleBy(x: 2, y: 2)
    ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: blue)
    ctx.setFillColor(red)
    ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))   // device 0..<10
    #expect(rgba(ctx, 25, 5).b == 255)   // 10 points = 20 pixels to the right
    #expect(rgba(ctx, 15, 5).a == 0)
}
