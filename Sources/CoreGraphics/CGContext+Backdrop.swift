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
///
/// The cheap ends run in fixed point with a pixel's four channels side by side in the 16-bit lanes of
/// one `UInt64` (SIMD within a register): the reduction sums a block's pixels lane-wise, and the scale-up
/// weighs the reduced samples by the bilinear weights, which with a reduction by `f` are exact multiples
/// of 1/(2f). Only the reduced grid (1/16 of the pixels) is blurred in floating point. So a bar-sized
/// backdrop (780 × 182 pixels) costs a fraction of a millisecond, in unoptimised builds too.
enum BackdropBlur {
    /// The reduction factor of the blurred grid.
    static let downsample = 4
    /// The fixed-point scale of the reduced samples in the scale-up (2 fractional bits: 4 × 255 × 64
    /// weight units still fit a 16-bit lane).
    private static let sampleScale: Float = 4

    /// Blurs the pixels `x0..<x1` × `y0..<y1` of the BGRA bitmap at `base` in place: reduced by
    /// `downsample`, three box passes each way (about a Gaussian of standard deviation `radius / 2`
    /// pixels), saturation scaled about the luma, scaled back up bilinearly.
    /// - Complexity: O(w × h) for a w × h rectangle (the box passes run on the reduced grid, each O(1)
    ///   per sample whatever the radius).
    static func blur(base: UnsafeMutablePointer<UInt8>, rowBytes: Int, x0: Int, y0: Int, x1: Int, y1: Int,
                     radius: Double, saturation: Double) {
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0 else { return }
        let f = downsample
        let sw = max(1, (w + f - 1) / f), sh = max(1, (h + f - 1) / f)
        let count = sw * sh * 4
        var small = UnsafeMutablePointer<Float>.allocate(capacity: count)
        var other = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: sw)
        defer { small.deallocate(); other.deallocate(); sums.deallocate() }
        // Reduce: average each f×f block (lane-wise integer sums, at most 16 × 255 per lane).
        for sy in 0 ..< sh {
            sums.initialize(repeating: 0, count: sw)
            let ys = y0 + sy * f, ye = min(ys + f, y1)
            for y in ys ..< ye {
                let row = UnsafeRawPointer(base + y * rowBytes + x0 * 4)
                var x = 0
                for sx in 0 ..< sw {
                    let end = min(x + f, w)
                    var sum: UInt64 = 0
                    while x < end {
                        sum &+= spread(row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                        x += 1
                    }
                    sums[sx] &+= sum
                }
            }
            let rows = Float(ye - ys)
            for sx in 0 ..< sw {
                let n = rows * Float(min(f, w - sx * f)), v = sums[sx], d = small + (sy * sw + sx) * 4
                for k in 0 ..< 4 { d[k] = Float((v >> UInt64(16 * k)) & 0xFFFF) / n }
            }
        }
        // Three box passes each way approximate a Gaussian of σ = radius / 2 (device pixels), here in the
        // reduced grid.
        let sigma = max(radius / 2 / Double(f), 0.5)
        let box = max(1, Int((sqrt(12 * sigma * sigma / 3 + 1) - 1) / 2 + 0.5))
        let columnSums = UnsafeMutablePointer<Float>.allocate(capacity: sw * 4)
        defer { columnSums.deallocate() }
        for _ in 0 ..< 3 {
            boxPassAlongRows(from: small, to: other, width: sw, height: sh, radius: box)
            swap(&small, &other)
            boxPassAlongColumns(from: small, to: other, width: sw, height: sh, radius: box, sums: columnSums)
            swap(&small, &other)
        }
        // Saturation about the luma (premultiplied colour stays within alpha).
        if saturation != 1 {
            let s = Float(saturation)
            var c = small
            for _ in 0 ..< sw * sh {
                let b = c[0], g = c[1], r = c[2], a = c[3]
                let luma = 0.0722 * b + 0.7152 * g + 0.2126 * r
                c[0] = min(max(luma + (b - luma) * s, 0), a)
                c[1] = min(max(luma + (g - luma) * s, 0), a)
                c[2] = min(max(luma + (r - luma) * s, 0), a)
                c += 4
            }
        }
        // The reduced samples in fixed point, four lanes each.
        let packed = UnsafeMutablePointer<UInt64>.allocate(capacity: sw * sh)
        defer { packed.deallocate() }
        for i in 0 ..< sw * sh {
            var v: UInt64 = 0
            for k in 0 ..< 4 {
                let q = UInt64(min(max(small[i * 4 + k] * sampleScale + 0.5, 0), 255 * sampleScale))
                v |= q << UInt64(16 * k)
            }
            packed[i] = v
        }
        scaleUp(packed, width: sw, height: sh, into: base, rowBytes: rowBytes, x0: x0, y0: y0, w: w, h: h)
    }

    /// A BGRA pixel's four bytes in the four 16-bit lanes of a `UInt64`.
    @inline(__always)
    private static func spread(_ v: UInt32) -> UInt64 {
        let p = UInt64(v)
        return (p & 0xFF) | (p & 0xFF00) << 8 | (p & 0xFF_0000) << 16 | (p & 0xFF00_0000) << 24
    }

    /// The bilinear samples and weight of output coordinate `i` on an axis reduced by `f` to `n`
    /// samples (sample centres at (j + 0.5) × f, edges clamped): the two sample indices and the second
    /// one's weight in units of 1/(2f).
    private static func axisWeights(_ i: Int, f: Int, n: Int) -> (Int, Int, Int) {
        // The sample coordinate is (2i + 1 − f) / (2f).
        let t = 2 * i + 1 - f
        let j = t >= 0 ? t / (2 * f) : -((-t + 2 * f - 1) / (2 * f))
        let lower = min(max(j, 0), n - 1), upper = min(lower + 1, n - 1)
        return (lower, upper, min(max(t - 2 * f * lower, 0), 2 * f))
    }

    /// Writes the w × h pixels at (`x0`, `y0`) from the fixed-point reduced grid `packed` (`width` ×
    /// `height` samples), interpolated bilinearly: first between two rows, then between two columns,
    /// all four channels at once.
    /// - Complexity: O(w × h).
    private static func scaleUp(_ packed: UnsafeMutablePointer<UInt64>, width sw: Int, height sh: Int,
                                into base: UnsafeMutablePointer<UInt8>, rowBytes: Int, x0: Int, y0: Int, w: Int, h: Int) {
        let f = downsample, unit = UInt64(2 * f)
        let columns = UnsafeMutablePointer<(Int, Int, UInt64)>.allocate(capacity: w)
        let line = UnsafeMutablePointer<UInt64>.allocate(capacity: sw)
        defer { columns.deallocate(); line.deallocate() }
        for x in 0 ..< w {
            let (a, b, t) = axisWeights(x, f: f, n: sw)
            columns[x] = (a, b, UInt64(t))
        }
        // Lanes hold sample × sampleScale × weight units² (at most 1020 × 64): halve-up, then drop the
        // fractional bits (6 for the weights, 2 for the scale).
        let rounding: UInt64 = 0x0080_0080_0080_0080, lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        for y in 0 ..< h {
            let (a, b, t) = axisWeights(y, f: f, n: sh)
            let ty = UInt64(t), upper = packed + a * sw, lower = packed + b * sw
            for i in 0 ..< sw { line[i] = upper[i] &* (unit - ty) &+ lower[i] &* ty }
            let row = UnsafeMutableRawPointer(base + (y0 + y) * rowBytes + x0 * 4)
            for x in 0 ..< w {
                let (i, j, tx) = columns[x]
                let v = ((line[i] &* (unit - tx) &+ line[j] &* tx &+ rounding) >> 8) & lanes
                let low = v & 0xFFFF_FFFF, high = v >> 32
                let pixel = (low | low >> 8) & 0xFFFF | ((high | high >> 8) & 0xFFFF) << 16
                row.storeBytes(of: UInt32(truncatingIfNeeded: pixel), toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }

    /// One box pass of half-width `radius` along the rows of `source` (four interleaved channels) into
    /// `destination`, edges clamped: the four channels' running sums advance together.
    /// - Complexity: O(width × height).
    private static func boxPassAlongRows(from source: UnsafeMutablePointer<Float>, to destination: UnsafeMutablePointer<Float>,
                                         width: Int, height: Int, radius: Int) {
        let norm = 1 / Float(2 * radius + 1), last = width - 1
        for line in 0 ..< height {
            let data = source + line * width * 4, out = destination + line * width * 4
            var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
            for j in -radius ... radius {
                let p = data + min(max(j, 0), last) * 4
                s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3]
            }
            for i in 0 ..< width {
                let o = out + i * 4
                o[0] = s0 * norm; o[1] = s1 * norm; o[2] = s2 * norm; o[3] = s3 * norm
                let leaving = data + max(i - radius, 0) * 4, entering = data + min(i + radius + 1, last) * 4
                s0 += entering[0] - leaving[0]; s1 += entering[1] - leaving[1]
                s2 += entering[2] - leaving[2]; s3 += entering[3] - leaving[3]
            }
        }
    }

    /// One box pass of half-width `radius` down the columns of `source` (four interleaved channels) into
    /// `destination`, edges clamped: a row of running sums (every column and channel) advances a row at
    /// a time, over contiguous memory.
    /// - Complexity: O(width × height).
    private static func boxPassAlongColumns(from source: UnsafeMutablePointer<Float>, to destination: UnsafeMutablePointer<Float>,
                                            width: Int, height: Int, radius: Int, sums: UnsafeMutablePointer<Float>) {
        let norm = 1 / Float(2 * radius + 1), last = height - 1, n = width * 4
        sums.initialize(repeating: 0, count: n)
        for j in -radius ... radius {
            let row = source + min(max(j, 0), last) * n
            for c in 0 ..< n { sums[c] += row[c] }
        }
        for i in 0 ..< height {
            let out = destination + i * n
            let leaving = source + max(i - radius, 0) * n, entering = source + min(i + radius + 1, last) * n
            for c in 0 ..< n {
                out[c] = sums[c] * norm
                sums[c] += entering[c] - leaving[c]
            }
        }
    }
}
