@_spi(OpenUIKitBackend) import CoreGraphics
@_spi(OpenUIKitBackend) @testable import QuartzCore
import Foundation

/// A colour from 0...255 components.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
}

/// A pixel as (r, g, b, a), premultiplied.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r),\(g),\(b),\(a))" }
    /// Whether each component is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }
}

/// A rendering target with a compositor.
@MainActor
final class Screen {
    let context: CGContext
    let compositor = LayerCompositor()
    let scale: CGFloat

    init(width: Int, height: Int, scale: CGFloat = 1) {
        self.scale = scale
        context = CGContext.makeTopDown(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))!
    }

    @discardableResult
    func render(_ root: CALayer) -> CGRect? { compositor.render(root, into: context, scale: scale) }

    func pixel(_ x: Int, _ y: Int) -> Pixel {
        let p = context.makeImage()!.pixel(x: x, y: y)!
        return Pixel(Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    var image: CGImage { context.makeImage()! }

    var visitedLayers: Int { compositor.statistics.visitedLayers }
    var displayedLayers: Int { compositor.statistics.displayedLayers }
    var fullRedraw: Bool { compositor.statistics.fullRedraw }

    func invalidate() { compositor.invalidate() }
}

/// Renders `root` once into a fresh screen.
@MainActor
func renderOnce(_ root: CALayer, width: Int, height: Int, scale: CGFloat = 1) -> Screen {
    let screen = Screen(width: width, height: height, scale: scale)
    screen.render(root)
    return screen
}

/// A root layer of `size` at the origin with a white background.
@MainActor
func makeRoot(width: CGFloat, height: CGFloat, color: CGColor? = rgb(255, 255, 255)) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.backgroundColor = color
    return root
}

/// A layer with a frame and background.
@MainActor
func makeLayer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Whether two images have identical bytes; on a difference, where the first one is.
func identicalPixels(_ a: CGImage, _ b: CGImage) -> (Bool, String) {
    guard a.width == b.width, a.height == b.height else { return (false, "sizes differ") }
    let same = a.withUnsafePixelBytes { p in
        b.withUnsafePixelBytes { q in p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) }
    }
    if same { return (true, "") }
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y)!, q = b.pixel(x: x, y: y)!
            if p != q { return (false, "first difference at (\(x), \(y)): \(p) vs \(q)") }
        }
    }
    return (false, "padding differs")
}

/// A delegate that counts and records callbacks and draws a fill.
@MainActor
final class RecordingDelegate: CALayerDelegate {
    var drawCount = 0
    var layoutCount = 0
    var willDrawCount = 0
    var events: [String] = []
    var fill: CGColor = rgb(255, 0, 0)

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCount += 1
        events.append("draw \(layer.name ?? "")")
        ctx.setFillColor(fill)
        ctx.fill(layer.bounds)
    }

    func layerWillDraw(_ layer: CALayer) { willDrawCount += 1 }

    func layoutSublayers(of layer: CALayer) {
        layoutCount += 1
        events.append("layout \(layer.name ?? "")")
    }
}

/// A solid image.
func solidImage(width: Int, height: Int, color: CGColor) -> CGImage {
    let ctx = CGContext.makeTopDown(width: width, height: height)!
    ctx.setFillColor(color)
    ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return ctx.makeImage()!
}

/// A 20×10 image: red left half, green right half.
func twoToneImage() -> CGImage {
    let ctx = CGContext.makeTopDown(width: 20, height: 10)!
    ctx.setFillColor(rgb(255, 0, 0))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.setFillColor(rgb(0, 255, 0))
    ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
    return ctx.makeImage()!
}

/// A y-down bitmap context.
func makeContext(width: Int, height: Int) -> CGContext {
    CGContext.makeTopDown(width: width, height: height)!
}

/// A 12×12 image: a 4-pixel red ring around a blue 4×4 centre.
func ringImage() -> CGImage {
    let ctx = CGContext.makeTopDown(width: 12, height: 12)!
    ctx.setFillColor(rgb(255, 0, 0))
    ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
    ctx.setFillColor(rgb(0, 0, 255))
    ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
    return ctx.makeImage()!
}
