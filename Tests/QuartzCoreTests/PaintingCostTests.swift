@_spi(OpenUIKitBackend) import CoreGraphics
@_spi(OpenUIKitBackend) @testable import QuartzCore
import Foundation
import SeededRandom
import Testing

/// The painter's cheaper routes to the same pixels: contents images clipped to their ink, rounded
/// backgrounds as a cached rim around a plain interior fill, and sublayers left out where a later opaque
/// sibling paints over them. Each is compared with a plain drawing of the same thing: Core Graphics
/// drawing the image or filling the rounded shape, or `render(in:)` (which draws every layer whole).
@MainActor
@Suite struct PaintingCostTests {
    /// The context's bytes (premultiplied BGRA rows).
    private func pixels(_ context: CGContext) -> [UInt8] {
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
    }

    /// The largest difference of one channel between two contexts' bytes.
    private func worstDifference(_ a: CGContext, _ b: CGContext) -> Int {
        zip(pixels(a), pixels(b)).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// A `width` × `height` point context at `scale` filled with `background`, its drawing scaled by
    /// `factor` about the centre (as a holder layer's affine transform with the default anchor point).
    private func scaledReference(width: CGFloat, height: CGFloat, scale: CGFloat, background: CGColor,
                                 factor: CGFloat) -> CGContext {
        let reference = CGContext.makeTopDown(width: Int(width * scale), height: Int(height * scale))!
        reference.scaleBy(x: scale, y: scale)
        reference.setFillColor(background)
        reference.fill(CGRect(x: 0, y: 0, width: width, height: height))
        reference.translateBy(x: width / 2, y: height / 2)
        reference.scaleBy(x: factor, y: factor)
        reference.translateBy(x: -width / 2, y: -height / 2)
        return reference
    }

    /// A 120 × 40 pixel image, transparent but for a few "glyph" blocks in `ink` (pixels, top-left origin).
    private func labelLikeImage(ink: CGRect) -> CGImage {
        let context = CGContext.makeTopDown(width: 120, height: 40)!
        var x = ink.minX
        var shade: CGFloat = 40
        while x < ink.maxX {
            let width = min(5, ink.maxX - x)
            context.setFillColor(rgb(shade, 20, 200 - shade / 2, 0.9))
            context.fill(CGRect(x: x, y: ink.minY, width: width, height: ink.height))
            x += width + 2
            shade = (shade + 37).truncatingRemainder(dividingBy: 255)
        }
        return context.makeImage()!
    }

    /// Draws `image` upright into `rect` (y-down context), as Core Graphics draws a layer's contents.
    private func drawUpright(_ image: CGImage, in rect: CGRect, _ context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    @Test("a mostly transparent contents image moved and scaled by fractions matches the whole image drawn")
    func inkClippedContentsMatchWholeImage() {
        let ink = CGRect(x: 30, y: 12, width: 47, height: 15)
        let image = labelLikeImage(ink: ink)
        for (scale, factor, origin) in [(CGFloat(2), CGFloat(1), CGPoint(x: 10, y: 6)), (2, 0.918, CGPoint(x: 10.3, y: 6.71)),
                                         (2, 1, CGPoint(x: 3.37, y: 2.5)), (3, 0.8, CGPoint(x: 7.21, y: 1.9)), (1, 1.4, CGPoint(x: 0.5, y: 0.25))] {
            let root = makeRoot(width: 100, height: 40, color: rgb(250, 250, 245))
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            holder.setAffineTransform(CGAffineTransform(scaleX: factor, y: factor))
            let label = CALayer()
            label.frame = CGRect(x: origin.x, y: origin.y, width: 60, height: 20)
            label.contents = image
            holder.addSublayer(label)
            root.addSublayer(holder)
            let screen = renderOnce(root, width: 100, height: 40, scale: scale)
            // Strong reductions draw the whole image (cairo's filter reaches further there).
            let devicePerImagePixel = scale * factor * 60 / 120
            #expect((label.inkCache?.ink == ink) == (devicePerImagePixel >= LayerPainter.minimumInkClipScale))

            // The holder's transform applies about its centre (anchor point 0.5, 0.5).
            let reference = scaledReference(width: 100, height: 40, scale: scale, background: rgb(250, 250, 245), factor: factor)
            drawUpright(image, in: label.frame, reference)
            let worst = worstDifference(screen.context, reference)
            #expect(worst == 0, "scale \(scale) × \(factor) at \(origin): a pixel differs by \(worst)")
        }
    }

    @Test("a fully transparent contents image draws nothing")
    func transparentContentsDrawNothing() {
        let root = makeRoot(width: 40, height: 20, color: rgb(10, 200, 30))
        let layer = CALayer()
        layer.frame = CGRect(x: 3.5, y: 2.25, width: 30, height: 12)
        layer.contents = CGContext.makeTopDown(width: 60, height: 24)!.makeImage()!
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 40, height: 20, scale: 2)
        #expect(layer.inkCache?.ink == .null)
        #expect(screen.pixel(20, 10) == Pixel(10, 200, 30, 255))
    }

    @Test("seeded rounded backgrounds at fractional frames and scales match the shape cached whole")
    func roundedBackgroundsMatchWholeShapeBitmap() {
        var random = SplitMix64(seed: 0x50_0BAD)
        func unit() -> CGFloat { CGFloat(random.next() % 10_000) / 10_000 }
        for trial in 0..<80 {
            let scale: CGFloat = [1, 2, 3][Int(random.next() % 3)]
            let root = makeRoot(width: 160, height: 120, color: rgb(30, 30, 30))
            let factor = 0.85 + unit() * 0.3
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
            holder.setAffineTransform(CGAffineTransform(scaleX: factor, y: factor))
            let card = CALayer()
            card.frame = CGRect(x: 5 + unit() * 20, y: 4 + unit() * 20, width: 20 + unit() * 120, height: 10 + unit() * 90)
            card.cornerRadius = unit() * 30
            card.maskedCorners = CACornerMask(rawValue: UInt(1 + random.next() % 15))
            card.cornerCurve = random.next() % 2 == 0 ? .continuous : .circular
            let color = rgb(unit() * 255, unit() * 255, unit() * 255, random.next() % 3 == 0 ? 0.7 : 1)
            card.backgroundColor = color
            holder.addSublayer(card)
            root.addSublayer(holder)
            let screen = renderOnce(root, width: 160, height: 120, scale: scale)

            let reference = scaledReference(width: 160, height: 120, scale: scale, background: rgb(30, 30, 30), factor: factor)
            reference.translateBy(x: card.frame.minX, y: card.frame.minY)
            // The whole shape cached as one device bitmap, as borders are (and backgrounds were).
            LayerPainter(context: reference, deviceClip: nil, useTracking: false)
                .paintCached(\.borderCache, of: card, key: LayerPainter.colorKey(color)) {
                    $0.setFillColor(color)
                    $0.addPath(card.roundedBoundsPath)
                    $0.fillPath()
                }
            // The rim is rasterised in strips: anti-aliased pixels within a level or two of the whole.
            let worst = worstDifference(screen.context, reference)
            #expect(worst <= 2, "trial \(trial) scale \(scale): a pixel differs by \(worst)")
        }
    }

    @Test("a full-screen rounded background caches only its rim, and a new scale re-renders only that")
    func roundedBackgroundCachesTheRim() {
        let root = makeRoot(width: 390, height: 844, color: rgb(0, 0, 0))
        let page = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 844), rgb(242, 242, 247))
        page.cornerRadius = 10
        page.masksToBounds = true
        let row = makeLayer(CGRect(x: 16, y: 60, width: 358, height: 44), rgb(255, 255, 255))
        page.addSublayer(row)
        root.addSublayer(page)
        let screen = Screen(width: 390, height: 844, scale: 2)
        var keys: Set<[CGFloat]> = []
        for step in 0...4 {
            let factor = 1 - 0.02 * CGFloat(step)
            page.setAffineTransform(CGAffineTransform(scaleX: factor, y: factor))
            screen.render(root)
            let cache = try! #require(page.roundedFillCache)
            let rim = cache.strips.reduce(0) { $0 + $1.image.width * $1.image.height }
            #expect(rim < 780 * 1688 / 10, "the rim is \(rim) pixels")
            keys.insert(cache.key)
            // The page's colour inside, the row's white over it, black outside the rounded corner.
            let centre = screen.pixel(390, 1200)
            #expect(centre == Pixel(242, 242, 247, 255), "\(centre)")
            #expect(screen.pixel(390, 200 + Int(60 * CGFloat(step) / 4)).r >= 242)
        }
        #expect(keys.count == 5, "each scale renders its own rim")
        #expect(page.backgroundCache == nil)
        #expect(screen.pixel(1 + Int(780 * 0.04), 1 + Int(1688 * 0.04)).r < 40, "outside the scaled page's corner: black")
    }

    /// A page of rows at fractional positions, the kind of view a transition slides.
    private func page(_ frame: CGRect, shade: CGFloat) -> CALayer {
        let page = makeLayer(frame, rgb(shade, shade, shade))
        for i in 0..<12 {
            let row = makeLayer(CGRect(x: 14.3, y: 3.7 + CGFloat(i) * 24.1, width: 360.6, height: 21.2), rgb(200, 40 + CGFloat(i) * 15, 90))
            row.cornerRadius = i % 2 == 0 ? 3 : 0
            page.addSublayer(row)
        }
        return page
    }

    @Test("a view under an opaque sibling sliding over it: the frame equals every layer drawn whole")
    func coveredSiblingsMatchWholeDrawing() {
        for (scale, offset) in [(CGFloat(2), CGFloat(137.3)), (2, 0.4), (3, 271.77), (1.5, 12.5), (2, -20.25), (2, 0)] {
            let root = makeRoot(width: 390, height: 300, color: nil)
            let below = page(CGRect(x: -offset / 3, y: 0, width: 390, height: 300), shade: 235)
            let dimming = makeLayer(CGRect(x: -offset / 3, y: 0, width: 390, height: 300), rgb(0, 0, 0, 0.1))
            let top = page(CGRect(x: offset, y: 0, width: 390, height: 300), shade: 255)
            root.sublayers = [below, dimming, top]
            let screen = renderOnce(root, width: 390, height: 300, scale: scale)
            let reference = CGContext.makeTopDown(width: Int(390 * scale), height: Int(300 * scale))!
            reference.scaleBy(x: scale, y: scale)
            root.render(in: reference)
            let worst = worstDifference(screen.context, reference)
            #expect(worst <= 1, "scale \(scale), top at \(offset): a pixel differs by \(worst)")
        }
    }

    @Test("a sibling under a cover that holds all of it is not drawn, and one beside it is drawn whole")
    func coveredSiblingsAreLeftOut() {
        let root = makeRoot(width: 390, height: 300, color: nil)
        let under = makeLayer(CGRect(x: 20, y: 20, width: 100, height: 100), rgb(255, 0, 0))
        under.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 50, height: 50), rgb(0, 255, 0)))
        let beside = makeLayer(CGRect(x: 300, y: 20, width: 60, height: 60), rgb(0, 0, 255))
        let cover = makeLayer(CGRect(x: 0, y: 0, width: 280, height: 300), rgb(250, 250, 250))
        root.sublayers = [under, beside, cover]
        let screen = renderOnce(root, width: 390, height: 300, scale: 2)
        #expect(screen.pixel(100, 100) == Pixel(250, 250, 250, 255))
        #expect(screen.pixel(640, 100) == Pixel(0, 0, 255, 255))
        screen.context.saveGState()
        screen.context.scaleBy(x: 2, y: 2)
        let covers = LayerPainter(context: screen.context, deviceClip: nil, useTracking: true)
            .siblingCovers(root.sublayersInDrawingOrder, of: root)
        screen.context.restoreGState()
        #expect(covers.map(\.index) == [2])
        #expect(LayerPainter.uncoveredPart(of: under.renderedSubtreeRect, covers: covers, after: 0) == .null)
        #expect(LayerPainter.uncoveredPart(of: beside.renderedSubtreeRect, covers: covers, after: 1) == nil)
    }

    /// A page sheet's layers: black backdrop, the presenting page scaled back with rounded clipped corners,
    /// then a transparent container holding the dimming and a transparent card (rounded top corners,
    /// clipped) whose presented view is opaque.
    private func sheetScene(cardTop: CGFloat) -> (root: CALayer, card: CALayer) {
        let root = makeRoot(width: 390, height: 600, color: nil)
        let backdrop = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 600), rgb(0, 0, 0))
        let presenting = page(CGRect(x: 0, y: 0, width: 390, height: 600), shade: 242)
        presenting.setAffineTransform(CGAffineTransform(translationX: 0, y: 13.7).scaledBy(x: 0.918, y: 0.918))
        presenting.masksToBounds = true
        presenting.cornerRadius = 10
        let container = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 600), nil)
        let dimming = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 600), rgb(0, 0, 0, 0.4))
        let card = makeLayer(CGRect(x: 0, y: cardTop, width: 390, height: 600 - 57), nil)
        card.masksToBounds = true
        card.cornerRadius = 10
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let content = page(CGRect(x: 0, y: 0, width: 390, height: 600 - 57), shade: 255)
        card.addSublayer(content)
        card.addSublayer(makeLayer(CGRect(x: 177, y: 5, width: 36, height: 5), rgb(120, 120, 128, 0.3)))
        container.sublayers = [dimming, card]
        root.sublayers = [backdrop, presenting, container]
        return (root, card)
    }

    @Test("a sheet's card covers what lies under it through its transparent container: frames equal every layer drawn whole")
    func cardCoversThroughTransparentLayers() {
        for (scale, top) in [(CGFloat(2), CGFloat(57)), (2, 130.3), (3, 201.77), (1.5, 57.5), (2, 260.25)] {
            // The reference is the same compositor frame drawn without covers: leaving covered pixels out
            // must change none (the compositor's rounded rims differ from `render(in:)` by a few levels at
            // fractional positions anyway, which is not what this test is about).
            let scene = sheetScene(cardTop: top)
            let screen = renderOnce(scene.root, width: 390, height: 600, scale: scale)
            LayerPainter.usesSiblingCovers = false
            let reference = renderOnce(sheetScene(cardTop: top).root, width: 390, height: 600, scale: scale)
            LayerPainter.usesSiblingCovers = true
            let worst = worstDifference(screen.context, reference.context)
            #expect(worst == 0, "scale \(scale), card at \(top): a pixel differs by \(worst)")
            screen.context.saveGState()
            screen.context.scaleBy(x: scale, y: scale)
            let covers = LayerPainter(context: screen.context, deviceClip: nil, useTracking: true)
                .siblingCovers(scene.root.sublayersInDrawingOrder, of: scene.root)
            screen.context.restoreGState()
            // The card's rounded band is left to what lies beneath: the cover starts below it.
            let bandEnd = ((top + 10) * scale).rounded(.up)
            #expect(covers.map(\.index) == [2], "scale \(scale), card at \(top)")
            #expect(covers.first.map { $0.rect.minY >= bandEnd && $0.rect.minX == 0 } == true, "\(covers)")
        }
    }

    @Test("a backdrop blur under a cover keeps what it reads: the frame equals every layer drawn whole, and no cover is used")
    func blurUnderACoverIsDrawnWhole() {
        let root = makeRoot(width: 390, height: 300, color: nil)
        let below = page(CGRect(x: 0, y: 0, width: 390, height: 300), shade: 235)
        let bar = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 120), rgb(250, 250, 250, 0.5))
        bar.backdropBlurRadius = 20
        let cover = makeLayer(CGRect(x: 0, y: 60, width: 390, height: 240), rgb(255, 255, 255))
        root.sublayers = [below, bar, cover]
        let screen = renderOnce(root, width: 390, height: 300, scale: 2)
        let reference = CGContext.makeTopDown(width: 780, height: 600)!
        reference.scaleBy(x: 2, y: 2)
        root.render(in: reference)
        let worst = worstDifference(screen.context, reference)
        #expect(worst <= 1, "a pixel differs by \(worst)")
        screen.context.saveGState()
        screen.context.scaleBy(x: 2, y: 2)
        let covers = LayerPainter(context: screen.context, deviceClip: nil, useTracking: true)
            .siblingCovers(root.sublayersInDrawingOrder, of: root)
        screen.context.restoreGState()
        #expect(covers.isEmpty)
    }
}
