import Testing
@testable import UIKit

/// Text drawn into a context composites like any other Core Graphics drawing: with the context's current
/// blend mode and alpha (`CGContextSetBlendMode`, `CGContextSetAlpha` apply to text as to fills), and never
/// with a mode an earlier fill used.
@MainActor
@Suite("Text follows the context's blend mode")
struct TextBlendModeTests {
    /// Heavy capitals large enough that the middle of a stem is solid ink.
    let string = "HHHH"
    let font = UIFont.systemFont(ofSize: 40, weight: .black)

    /// The colour in the middle of the first H's left stem on the text's middle row: the middle of the
    /// first run of at least four pixels that differ from the ground at the row's right end (the stem is
    /// about six pixels wide, so its middle is fully covered). The ground's colour when there is no such run.
    func stemColor(_ image: CGImage) -> RGBA {
        let row = 28
        let ground = image.rgba(199, row)
        func differs(_ c: RGBA) -> Bool { abs(c.r - ground.r) + abs(c.g - ground.g) + abs(c.b - ground.b) > 60 }
        var runStart: Int?
        for x in 0..<140 {
            if differs(image.rgba(x, row)) {
                if runStart == nil { runStart = x }
            } else if let start = runStart {
                if x - start >= 4 { return image.rgba((start + x) / 2, row) }
                runStart = nil
            }
        }
        return ground
    }

    /// A 200x60 image filled with `ground`, then drawn by `body`.
    func canvas(ground: UIColor, _ body: (CGContext) -> Void) -> CGImage {
        renderPixels(CGSize(width: 200, height: 60)) { renderer in
            ground.setFill()
            renderer.cgContext.fill(CGRect(x: 0, y: 0, width: 200, height: 60))
            body(renderer.cgContext)
        }
    }

    func text(_ color: UIColor) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color])
    }

    @Test("A .normal label after a .hue fill is drawn in its own colour")
    func normalAfterHueFill() {
        let image = canvas(ground: UIColor.white) { context in
            context.setBlendMode(.hue)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 150, y: 0, width: 50, height: 60))
            context.setBlendMode(.normal)
            text(UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)).draw(at: CGPoint(x: 4, y: 4))
        }
        let stem = stemColor(image)
        #expect(stem.isClose(to: RGBA(r: 0, g: 204, b: 0, a: 255), tolerance: 10), "stem \(stem)")
    }

    @Test("A label after saveGState / .hue fill / restoreGState is drawn with .normal")
    func normalAfterRestoredHueFill() {
        let image = canvas(ground: UIColor(white: 0.5, alpha: 1)) { context in
            context.saveGState()
            context.setBlendMode(.hue)
            context.setFillColor(UIColor.orange.cgColor)
            context.fillEllipse(in: CGRect(x: 150, y: 10, width: 40, height: 40))
            context.restoreGState()
            text(UIColor(red: 0.8, green: 0, blue: 0, alpha: 1)).draw(at: CGPoint(x: 4, y: 4))
        }
        let stem = stemColor(image)
        #expect(stem.isClose(to: RGBA(r: 204, g: 0, b: 0, a: 255), tolerance: 10), "stem \(stem)")
    }

    @Test("Text drawn with .multiply multiplies the colours under it (cyan over yellow is green)")
    func multiplyAppliesToText() {
        let image = canvas(ground: UIColor.yellow) { context in
            context.setBlendMode(.multiply)
            text(UIColor.cyan).draw(at: CGPoint(x: 4, y: 4))
        }
        let stem = stemColor(image)
        #expect(stem.isClose(to: RGBA(r: 0, g: 255, b: 0, a: 255), tolerance: 10), "stem \(stem)")
        // Outside the glyphs the ground is untouched.
        #expect(image.rgba(195, 55).isClose(to: RGBA(r: 255, g: 255, b: 0, a: 255), tolerance: 2))
    }

    @Test("The context's alpha applies to text (black at alpha 0.5 over white is mid grey)")
    func alphaAppliesToText() {
        let image = canvas(ground: UIColor.white) { context in
            context.setAlpha(0.5)
            text(.black).draw(at: CGPoint(x: 4, y: 4))
        }
        // Search the middle row for the darkest pixel: half-covered black over white, about 128.
        var darkest = 255
        for x in 4..<100 { darkest = min(darkest, image.rgba(x, 28).r) }
        #expect(abs(darkest - 128) <= 10, "darkest \(darkest)")
    }
}
