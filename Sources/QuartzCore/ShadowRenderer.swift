@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// A layer's last drawn shadow: the blurred bitmap and what it was drawn from.
struct ShadowCache {
    /// Shape parameters: colour, opacity, radius, offset, bounds, corners and the device transform's linear
    /// part and sub-pixel translation.
    var key: [CGFloat]
    /// The shadow's shape.
    var path: CGPath
    /// The blurred shadow, premultiplied.
    var image: CGImage
    /// Where the image goes in device space, relative to the integer part of the layer's translation.
    var origin: CGPoint
}

/// Draws layer shadows: the shape (`shadowPath` or the rounded bounds) filled, offset by `shadowOffset`,
/// blurred with a Gaussian of standard deviation `shadowRadius` (three box blurs) in device pixels, and
/// cached on the layer so an unchanged shadow costs one image draw.
@MainActor
enum ShadowRenderer {
    /// How far, in points, the shadow may reach beyond its shape: three standard deviations.
    static func reach(of layer: CALayer) -> CGFloat { 3 * max(layer.shadowRadius, 0) + 1 }

    /// The rectangle, in the layer's coordinates, that the shadow may cover; `.null` without a shadow.
    static func extent(of layer: CALayer) -> CGRect {
        guard layer.shadowOpacity > 0, (layer.shadowColor?.alpha ?? 0) > 0 else { return .null }
        let shape = layer.shadowPath?.boundingBox ?? layer.bounds
        guard !shape.isNull else { return .null }
        let r = reach(of: layer)
        return shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -r, dy: -r)
    }

    /// Draws `layer`'s shadow into `ctx` (in the layer's coordinates).
    ///
    /// A soft shadow (blur of a device pixel or more) is rendered once at a whole-pixel position and moved by
    /// the layer's sub-pixel translation when drawn, so a layer that moves by fractions of a pixel every
    /// frame (a lifted row, an animation) does not re-blur its shadow every frame; resampling a blurred
    /// image is invisible. A hard shadow is rendered at its exact sub-pixel position.
    /// - Complexity: O(shadow pixels) when the shadow's shape, look or scale changed; one image draw otherwise.
    static func paintShadow(of layer: CALayer, in ctx: CGContext) {
        guard let color = layer.shadowColor else { return }
        let m = ctx.userSpaceToDeviceSpaceTransform
        var (ix, iy, fraction) = DeviceBitmap.split(m)
        let soft = max(layer.shadowRadius, 0) * abs(m.a * m.d - m.b * m.c).squareRoot() >= 1
        var shift = CGPoint.zero
        if soft {
            shift = CGPoint(x: fraction.tx, y: fraction.ty)
            fraction.tx = 0
            fraction.ty = 0
        }
        let c = color.rgba
        let path = layer.shadowPath ?? layer.roundedBoundsPath
        let key: [CGFloat] = [c.red, c.green, c.blue, c.alpha, CGFloat(layer.shadowOpacity), layer.shadowRadius,
                              layer.shadowOffset.width, layer.shadowOffset.height,
                              fraction.a, fraction.b, fraction.c, fraction.d, fraction.tx, fraction.ty]
        let cache: ShadowCache
        if let cached = layer.shadowCache, cached.key == key, cached.path == path {
            cache = cached
        } else {
            guard let made = makeShadow(path: path, layer: layer, transform: fraction, key: key) else { return }
            layer.shadowCache = made
            cache = made
        }
        ix += shift.x
        iy += shift.y
        ctx.saveGState()
        ctx.concatenate(m.inverted())
        LayerPainter.drawUpright(cache.image, in: CGRect(x: cache.origin.x + ix, y: cache.origin.y + iy,
                                                         width: CGFloat(cache.image.width),
                                                         height: CGFloat(cache.image.height)), context: ctx)
        ctx.restoreGState()
    }

    /// Renders and blurs a shadow bitmap for `path` under the device transform `m`.
    private static func makeShadow(path: CGPath, layer: CALayer, transform m: CGAffineTransform,
                                   key: [CGFloat]) -> ShadowCache? {
        let deviceScale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let sigma = max(layer.shadowRadius, 0) * deviceScale
        let margin = (3 * sigma).rounded(.up) + 2
        let offsetPath = CGAffineTransform(translationX: layer.shadowOffset.width, y: layer.shadowOffset.height)
            .concatenating(m)
        let shapeBox = path.boundingBox.applying(offsetPath)
        guard !shapeBox.isNull, shapeBox.width.isFinite, shapeBox.height.isFinite else { return nil }
        let box = shapeBox.insetBy(dx: -margin, dy: -margin).integral
        guard box.width >= 1, box.height >= 1, box.width * box.height <= 64_000_000,
              let ctx = CGContext.makeTopDown(width: Int(box.width), height: Int(box.height)) else { return nil }
        ctx.translateBy(x: -box.minX, y: -box.minY)
        ctx.concatenate(offsetPath)
        ctx.addPath(path)
        ctx.setFillColor(CGColor.black)
        ctx.fillPath()
        ctx.flush()
        guard let data = ctx.data else { return nil }
        let width = ctx.width, height = ctx.height, stride = ctx.bytesPerRow
        var alpha = [Float](repeating: 0, count: width * height)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width { alpha[y * width + x] = Float(bytes[y * stride + x * 4 + 3]) }
        }
        let radius = Int((sigma * sigma + 0.25).squareRoot() - 0.5 + 0.5)
        if radius > 0 { boxBlur(&alpha, width: width, height: height, radius: radius, passes: 3) }
        let c = (layer.shadowColor ?? CGColor.black).rgba
        let strength = Float(c.alpha) * Float(min(max(layer.shadowOpacity, 0), 1)) / 255
        guard let image = makeImage(width: width, height: height, alpha: alpha, strength: strength,
                                    color: (Float(c.red), Float(c.green), Float(c.blue))) else { return nil }
        return ShadowCache(key: key, path: path, image: image, origin: box.origin)
    }

    /// An image of `color` with coverage `alpha × strength` per pixel (premultiplied BGRA).
    static func makeImage(width: Int, height: Int, alpha: [Float], strength: Float,
                          color: (red: Float, green: Float, blue: Float)) -> CGImage? {
        let stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for i in 0..<(width * height) {
            let a = min(max(alpha[i] * strength, 0), 1)
            guard a > 0 else { continue }
            let p = i * 4
            pixels[p] = UInt8((color.blue * a * 255).rounded())
            pixels[p + 1] = UInt8((color.green * a * 255).rounded())
            pixels[p + 2] = UInt8((color.red * a * 255).rounded())
            pixels[p + 3] = UInt8((a * 255).rounded())
        }
        return makeImage(fromBGRA: &pixels, width: width, height: height)
    }

    /// Copies premultiplied BGRA rows (`4 × width` bytes apart, first row at the top) into an image.
    static func makeImage(fromBGRA pixels: inout [UInt8], width: Int, height: Int) -> CGImage? {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        return pixels.withUnsafeMutableBytes { buffer -> CGImage? in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: info) else { return nil }
            return context.makeImage()
        }
    }

    /// Blurs `values` (row-major, `width × height`) with `passes` box blurs of `2 × radius + 1` in each
    /// direction, approximating a Gaussian of standard deviation ≈ `radius`.
    /// - Complexity: O(passes × width × height).
    static func boxBlur(_ values: inout [Float], width: Int, height: Int, radius: Int, passes: Int) {
        var scratch = [Float](repeating: 0, count: max(width, height))
        let norm = 1 / Float(2 * radius + 1)
        for _ in 0..<passes {
            for y in 0..<height {
                blurLine(&values, start: y * width, step: 1, count: width, radius: radius, norm: norm, scratch: &scratch)
            }
            for x in 0..<width {
                blurLine(&values, start: x, step: width, count: height, radius: radius, norm: norm, scratch: &scratch)
            }
        }
    }

    /// One box blur along a line of `count` values, zero outside.
    private static func blurLine(_ v: inout [Float], start: Int, step: Int, count: Int, radius: Int, norm: Float,
                                 scratch: inout [Float]) {
        for i in 0..<count { scratch[i] = v[start + i * step] }
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + radius < count { sum += scratch[i + radius] }
            if i - radius - 1 >= 0 { sum -= scratch[i - radius - 1] }
            v[start + i * step] = sum * norm
        }
    }
}
