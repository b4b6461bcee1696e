@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// A bitmap drawn once at device resolution for a layer and blitted at whole-pixel offsets on later
/// frames: rounded backgrounds, borders and shadows, whose anti-aliased curves are the costly part of
/// a frame.
struct DeviceBitmap {
    /// Everything the pixels depend on, including the device transform's linear part and sub-pixel offset.
    var key: [CGFloat]
    /// The pixels (premultiplied).
    var image: CGImage
    /// Where the image goes in device space, relative to the whole-pixel part of the layer's translation.
    var origin: CGPoint

    /// Decorations larger than this many device pixels (four 390×844@2x screens) are drawn directly
    /// instead of cached, so a tall rounded scroll content does not pin a huge bitmap.
    static let maximumCachedPixels: CGFloat = 4 * 780 * 1688

    /// Splits a user-to-device transform into a whole-pixel translation and the rest, with the sub-pixel
    /// offset quantized to cairo's 1/256 pixel, so that the same layer drawn into differently placed
    /// surfaces (full and partial frames) gets the same key and the same pixels.
    static func split(_ m: CGAffineTransform) -> (x: CGFloat, y: CGFloat, rest: CGAffineTransform) {
        let qx = (m.tx * 256).rounded() / 256, qy = (m.ty * 256).rounded() / 256
        let ix = qx.rounded(.down), iy = qy.rounded(.down)
        var rest = m
        rest.tx = qx - ix
        rest.ty = qy - iy
        return (ix, iy, rest)
    }

    /// The key entries of a transform's remainder from `split`.
    static func keyEntries(_ t: CGAffineTransform) -> [CGFloat] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    /// Renders `draw` (in layer coordinates, covering at most `extent`) into a new bitmap under `rest`.
    @MainActor
    static func make(key: [CGFloat], extent: CGRect, rest: CGAffineTransform,
                     _ draw: (CGContext) -> Void) -> DeviceBitmap? {
        guard !extent.isNull else { return nil }
        let box = extent.applying(rest).insetBy(dx: -1, dy: -1).integral
        guard box.width >= 1, box.height >= 1, box.width * box.height <= 64_000_000,
              let ctx = CGContext.makeTopDown(width: Int(box.width), height: Int(box.height)) else { return nil }
        ctx.translateBy(x: -box.minX, y: -box.minY)
        ctx.concatenate(rest)
        draw(ctx)
        guard let image = ctx.makeImage() else { return nil }
        return DeviceBitmap(key: key, image: image, origin: box.origin)
    }

    /// Draws the bitmap into `ctx`, whose current transform is the one `split` was given.
    @MainActor
    func draw(in ctx: CGContext, wholePixels x: CGFloat, _ y: CGFloat) {
        let m = ctx.userSpaceToDeviceSpaceTransform
        ctx.saveGState()
        ctx.concatenate(m.inverted())
        LayerPainter.drawUpright(image, in: CGRect(x: origin.x + x, y: origin.y + y,
                                                   width: CGFloat(image.width), height: CGFloat(image.height)),
                                 context: ctx)
        ctx.restoreGState()
    }
}
