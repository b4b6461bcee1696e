@_spi(OpenUIKitBackend) import CoreGraphics
@_spi(OpenUIKitBackend) @testable import QuartzCore
import Foundation
import SeededRandom
import Testing

/// The compositor skips pixels that are painted over anyway (the screen's clear under an opaque cover, a
/// background under opaque sublayers): these tests fill the target with garbage first and compare with a
/// plain drawing of the same rectangles, so a pixel left out wrongly shows the garbage.
@MainActor
@Suite struct OverdrawTests {
    private static let garbage = rgb(0, 255, 0)

    /// A screen whose pixels start as opaque green garbage.
    private func dirtyScreen(width: Int, height: Int, scale: CGFloat) -> Screen {
        let screen = Screen(width: width, height: height, scale: scale)
        screen.context.setFillColor(Self.garbage)
        screen.context.fill(CGRect(x: 0, y: 0, width: screen.context.width, height: screen.context.height))
        return screen
    }

    /// The same rectangles drawn one after another with plain fills into a cleared bitmap.
    private func reference(_ fills: [(CGRect, CGColor)], width: Int, height: Int, scale: CGFloat) -> CGContext {
        let context = CGContext.makeTopDown(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))!
        context.scaleBy(x: scale, y: scale)
        for (rect, color) in fills {
            context.setFillColor(color)
            context.fill(rect)
        }
        return context
    }

    /// The context's bytes (premultiplied BGRA rows).
    private func pixels(_ context: CGContext) -> [UInt8] {
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
    }

    @Test("a root without a background over an opaque first sublayer: no clear, and no garbage left")
    func coveredRootSkipsTheClear() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        let page = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 30), rgb(250, 250, 250))
        page.addSublayer(makeLayer(CGRect(x: 3.3, y: 4.6, width: 20.2, height: 7.7), rgb(0, 0, 200, 0.5)))
        root.addSublayer(page)
        let screen = dirtyScreen(width: 40, height: 30, scale: 2)
        screen.render(root)
        let expected = reference([(CGRect(x: 0, y: 0, width: 40, height: 30), rgb(250, 250, 250)),
                                  (CGRect(x: 3.3, y: 4.6, width: 20.2, height: 7.7), rgb(0, 0, 200, 0.5))],
                                 width: 40, height: 30, scale: 2)
        #expect(pixels(screen.context) == pixels(expected))
    }

    @Test("a root whose first sublayer does not cover the screen is still cleared")
    func uncoveredRootIsCleared() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 39.5, height: 30), rgb(250, 250, 250)))
        let screen = dirtyScreen(width: 40, height: 30, scale: 1)
        screen.render(root)
        // The half-covered column is half the sublayer's grey over nothing, not over the green garbage.
        let edge = screen.pixel(39, 10)
        #expect(abs(edge.a - 128) <= 2 && edge.g == edge.r, "\(edge)")
        #expect(screen.pixel(10, 10) == Pixel(250, 250, 250, 255))
    }

    @Test("seeded scenes: backgrounds under opaque sublayers at fractional frames match plain drawing")
    func occludedBackgrounds() {
        var random = SplitMix64(seed: 0x0CC1_0DE5)
        func unit() -> CGFloat { CGFloat(random.next() % 10_000) / 10_000 }
        for _ in 0..<60 {
            let width = 300, height = 200
            let scale: CGFloat = [1, 2, 3][Int(random.next() % 3)]
            let root = makeLayer(CGRect(x: 0, y: 0, width: width, height: height), rgb(240, 240, 245))
            var fills: [(CGRect, CGColor)] = [(CGRect(x: 0, y: 0, width: width, height: height), rgb(240, 240, 245))]
            for _ in 0..<(1 + random.next() % 5) {
                let frame = CGRect(x: unit() * 150, y: unit() * 100, width: 60 + unit() * 140, height: 40 + unit() * 80)
                let color = rgb(unit() * 255, unit() * 255, unit() * 255, random.next() % 3 == 0 ? 0.6 : 1)
                let row = makeLayer(frame, color)
                fills.append((frame, color))
                for _ in 0..<(random.next() % 3) {
                    let inner = CGRect(x: unit() * frame.width / 2, y: unit() * frame.height / 2,
                                       width: 8 + unit() * frame.width / 2, height: 8 + unit() * frame.height / 2)
                    let innerColor = rgb(unit() * 255, unit() * 255, unit() * 255, random.next() % 4 == 0 ? 0.5 : 1)
                    row.addSublayer(makeLayer(inner, innerColor))
                    fills.append((inner.offsetBy(dx: frame.minX, dy: frame.minY), innerColor))
                }
                root.addSublayer(row)
            }
            let screen = dirtyScreen(width: width, height: height, scale: scale)
            screen.render(root)
            let expected = pixels(reference(fills, width: width, height: height, scale: scale))
            let actual = pixels(screen.context)
            // Holes are cut at whole pixels, so edge pixels rasterise as pieces of a polygon: within one level.
            let worst = zip(actual, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "scale \(scale): a pixel differs by \(worst)")
        }
    }
}
