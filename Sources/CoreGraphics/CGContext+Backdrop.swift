import CCairo
import Foundation

extension CGContext {
    /// Blurs what has been drawn so far under `rect` (user space; `radius` in user units), in place, as a
    /// backdrop blur does:
    /// the pixels are reduced by `1/downsample`, blurred with three box passes each way (about a
    /// Gaussian of standard deviation `radius / 2` device pixels), their saturation scaled by
    /// `saturation`, and scaled back up bilinearly. Only pixels inside the rectangle are read (the edges
    /// are clamped), so the result depends on nothing outside it. Not public API.
    /// - Complexity: O(pixels in `rect`).
    @_spi(OpenUIKitBackend)
    public func applyBackdropBlur(in rect: CGRect, radius: CGFloat, saturation: CGFloat) {
        let target = cairo_get_group_target(cr)
        guard let target, cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(target)
        guard let base = cairo_image_surface_get_data(target) else { return }
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The rectangle's corners in device space, then in the target's pixels.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(cr, &x, &y)
            minX = min(minX, x + offsetX); maxX = max(maxX, x + offsetX)
            minY = min(minY, y + offsetY); maxY = max(maxY, y + offsetY)
        }
        let x0 = max(0, Int(minX.rounded())), y0 = max(0, Int(minY.rounded()))
        let x1 = min(surfaceWidth, Int(maxX.rounded())), y1 = min(surfaceHeight, Int(maxY.rounded()))
        guard x1 - x0 >= 2, y1 - y0 >= 2 else { return }
        var dx = Double(radius), dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        BackdropBlur.blur(base: base, rowBytes: stride, x0: x0, y0: y0, x1: x1, y1: y1, radius: (dx * dx + dy * dy).squareRoot(),
                          saturation: Double(saturation))
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}

/// The backdrop blur's arithmetic over premultiplied BGRA pixels. Not public API.
enum BackdropBlur {
    /// The reduction factor of the blurred grid.
    static let downsample = 4

    static func blur(base: UnsafeMutablePointer<UInt8>, rowBytes: Int, x0: Int, y0: Int, x1: Int, y1: Int,
                     radius: Double, saturation: Double) {
        let w = x1 - x0, h = y1 - y0
        let f = downsample
        let sw = max(1, (w + f - 1) / f), sh = max(1, (h + f - 1) / f)
        // Reduce: average each f×f block (4 channels as floats).
        var small = [Float](repeating: 0, count: sw * sh * 4)
        for sy in 0 ..< sh {
            for sx in 0 ..< sw {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                var n: Float = 0
                let ys = y0 + sy * f, xs = x0 + sx * f
                for y in ys ..< min(ys + f, y1) {
                    var p = base + y * rowBytes + xs * 4
                    for _ in xs ..< min(xs + f, x1) {
                        acc.0 += Float(p[0]); acc.1 += Float(p[1]); acc.2 += Float(p[2]); acc.3 += Float(p[3])
                        n += 1
                        p += 4
                    }
                }
                let i = (sy * sw + sx) * 4
                small[i] = acc.0 / n; small[i + 1] = acc.1 / n; small[i + 2] = acc.2 / n; small[i + 3] = acc.3 / n
            }
        }
        // Three box passes each way approximate a Gaussian of σ = radius / 2 (device pixels), here in the
        // reduced grid.
        let sigma = max(radius / 2 / Double(f), 0.5)
        let box = max(1, Int((sqrt(12 * sigma * sigma / 3 + 1) - 1) / 2 + 0.5))
        var scratch = [Float](repeating: 0, count: small.count)
        for _ in 0 ..< 3 {
            boxPass(&small, &scratch, width: sw, height: sh, radius: box, horizontal: true)
            boxPass(&small, &scratch, width: sw, height: sh, radius: box, horizontal: false)
        }
        // Saturation about the luma (premultiplied colour stays within alpha).
        if saturation != 1 {
            let s = Float(saturation)
            for i in stride(from: 0, to: small.count, by: 4) {
                let b = small[i], g = small[i + 1], r = small[i + 2], a = small[i + 3]
                let luma = 0.0722 * b + 0.7152 * g + 0.2126 * r
                small[i] = min(max(luma + (b - luma) * s, 0), a)
                small[i + 1] = min(max(luma + (g - luma) * s, 0), a)
                small[i + 2] = min(max(luma + (r - luma) * s, 0), a)
            }
        }
        // Scale back up bilinearly (sample centres at (i + 0.5) × f).
        for y in 0 ..< h {
            let fy = (Float(y) + 0.5) / Float(f) - 0.5
            let iy = min(max(Int(fy.rounded(.down)), 0), sh - 1), jy = min(iy + 1, sh - 1)
            let ty = min(max(fy - Float(iy), 0), 1)
            var p = base + (y0 + y) * rowBytes + x0 * 4
            for x in 0 ..< w {
                let fx = (Float(x) + 0.5) / Float(f) - 0.5
                let ix = min(max(Int(fx.rounded(.down)), 0), sw - 1), jx = min(ix + 1, sw - 1)
                let tx = min(max(fx - Float(ix), 0), 1)
                let a = (iy * sw + ix) * 4, b = (iy * sw + jx) * 4, c = (jy * sw + ix) * 4, d = (jy * sw + jx) * 4
                for k in 0 ..< 4 {
                    let top = small[a + k] + (small[b + k] - small[a + k]) * tx
                    let bottom = small[c + k] + (small[d + k] - small[c + k]) * tx
                    p[k] = UInt8(min(max(top + (bottom - top) * ty + 0.5, 0), 255))
                }
                p += 4
            }
        }
    }

    /// One box pass of half-width `radius` along rows or columns, edges clamped.
    private static func boxPass(_ data: inout [Float], _ scratch: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, count = horizontal ? width : height
        let step = horizontal ? 4 : width * 4, lineStep = horizontal ? width * 4 : 4
        let norm = 1 / Float(2 * radius + 1)
        for line in 0 ..< lines {
            let start = line * lineStep
            for k in 0 ..< 4 {
                var sum: Float = 0
                for j in -radius ... radius { sum += data[start + min(max(j, 0), count - 1) * step + k] }
                for i in 0 ..< count {
                    scratch[start + i * step + k] = sum * norm
                    let out = min(max(i - radius, 0), count - 1), inn = min(max(i + radius + 1, 0), count - 1)
                    sum += data[start + inn * step + k] - data[start + out * step + k]
                }
            }
        }
        swap(&data, &scratch)
    }
}
