import CCairo
import Foundation

extension CGContext {
    // MARK: Shadows

    /// The shadow set by `setShadow(offset:blur:color:)`, in the context's base space.
    struct Shadow {
        /// Offset in the base space (not affected by the CTM).
        var offset: CGSize
        /// Blur radius in the base space; the Gaussian's standard deviation is `blur / 2`.
        var blur: CGFloat
        /// The shadow's colour.
        var color: CGColor
    }

    /// Where the shape that casts a shadow lies, so that only its neighbourhood is rendered and blurred.
    enum ShadowExtents {
        /// The fill of the current path.
        case fill
        /// The stroke of the current path with the current line attributes.
        case stroke
        /// Both the fill and the stroke of the current path.
        case fillAndStroke
        /// A rectangle in user space.
        case user(CGRect)
        /// A rectangle in device space.
        case device(CGRect)
    }

    /// Draws the shadow of a shape under it: `body` draws the shape's coverage (with its alpha as source
    /// alpha) into a cairo context that has this context's transform (and, with `copyPath`, its current
    /// path and line attributes). The coverage is blurred with three box blurs approximating a Gaussian of
    /// standard deviation `blur / 2`, tinted with the shadow colour, and composited through the clip with
    /// the current blend mode at the offset (base space: up in y-up bitmap contexts, down in y-down ones).
    /// - Complexity: O(pixels of the shape's bounding box grown by 3 × sigma), independent of the radius.
    func castShadow(_ shadow: Shadow, extents: ShadowExtents, copyPath: Bool, _ body: (OpaquePointer) -> Void) {
        let shape: CGRect
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch extents {
        case .fill:
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            shape = userRectToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        case .stroke:
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            shape = userRectToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        case .fillAndStroke:
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            let stroke = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            shape = userRectToDevice(stroke.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)))
        case .user(let rect):
            shape = userRectToDevice(rect)
        case .device(let rect):
            shape = rect
        }
        let unit = shadowScale.isFinite && shadowScale > 0 ? shadowScale : 1
        let sigma = Double(shadow.blur * unit) / 2
        let pad = CGFloat((3 * sigma).rounded(.up) + 1)
        let dx = shadow.offset.width * unit, dy = shadow.offset.height * unit
        let offset = CGSize(width: dx * baseTransform.a + dy * baseTransform.c, height: dx * baseTransform.b + dy * baseTransform.d)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = userRectToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
            .offsetBy(dx: -offset.width, dy: -offset.height)
        let region = shape.insetBy(dx: -pad, dy: -pad).intersection(visible.insetBy(dx: -pad, dy: -pad)).integral
        guard !region.isNull, region.width >= 1, region.height >= 1, region.width < 32768, region.height < 32768,
              shape.width > 0 || shape.height > 0 else { return }
        let w = Int(region.width), h = Int(region.height)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(mask) }
        let scr = cairo_create(mask)!
        cairo_translate(scr, -Double(region.minX), -Double(region.minY))
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_transform(scr, &m)
        cairo_set_antialias(scr, cairo_get_antialias(cr))
        if copyPath {
            copyLineAttributes(to: scr)
            cairo_set_fill_rule(scr, cairo_get_fill_rule(cr))
            if let path = cairo_copy_path(cr) {
                cairo_append_path(scr, path)
                cairo_path_destroy(path)
            }
        }
        body(scr)
        cairo_destroy(scr)
        cairo_surface_flush(mask)
        if sigma > 0 {
            gaussianBlurA8(cairo_image_surface_get_data(mask)!, width: w, height: h,
                           stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        let c = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        applyOperator()
        cairo_mask_surface(cr, mask, Double(region.minX + offset.width), Double(region.minY + offset.height))
        cairo_restore(cr)
    }

    /// The device-space bounding box of a user-space rectangle under the current transform.
    func userRectToDevice(_ rect: CGRect) -> CGRect {
        var xs = [Double(rect.minX), Double(rect.maxX), Double(rect.minX), Double(rect.maxX)]
        var ys = [Double(rect.minY), Double(rect.minY), Double(rect.maxY), Double(rect.maxY)]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Copies line width, cap, join, miter limit, dash and tolerance to another cairo context.
    func copyLineAttributes(to other: OpaquePointer) {
        cairo_set_line_width(other, cairo_get_line_width(cr))
        cairo_set_line_cap(other, cairo_get_line_cap(cr))
        cairo_set_line_join(other, cairo_get_line_join(cr))
        cairo_set_miter_limit(other, cairo_get_miter_limit(cr))
        cairo_set_tolerance(other, cairo_get_tolerance(cr))
        let count = Int(cairo_get_dash_count(cr))
        if count > 0 {
            var dashes = [Double](repeating: 0, count: count)
            var phase = 0.0
            cairo_get_dash(cr, &dashes, &phase)
            cairo_set_dash(other, dashes, Int32(count), phase)
        }
    }
}

/// Blurs an 8-bit alpha image in place with three successive box blurs per axis whose widths approximate a
/// Gaussian of standard deviation `sigma` (pixels outside the image count as transparent).
/// - Complexity: O(width × height), independent of `sigma`.
func gaussianBlurA8(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma > 0, width > 0, height > 0 else { return }
    let radii = boxRadii(sigma: sigma, passes: 3)
    var scratch = [UInt8](repeating: 0, count: max(width, height))
    var columnSums = [Int32](repeating: 0, count: width)
    var rowsCopy = [UInt8](repeating: 0, count: stride * height)
    for r in radii where r > 0 {
        // Horizontal: a sliding window along each row.
        let size = Int32(2 * r + 1)
        // Division by the box size as a multiply and shift (exact to within rounding for 8-bit sums).
        let scale = ((1 << 24) + Int(size) / 2) / Int(size)
        scratch.withUnsafeMutableBufferPointer { line in
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { line[x] = row[x] }
                var sum: Int32 = 0
                for x in 0..<min(r, width) { sum += Int32(line[x]) }
                for x in 0..<width {
                    if x + r < width { sum += Int32(line[x + r]) }
                    if x - r - 1 >= 0 { sum -= Int32(line[x - r - 1]) }
                    row[x] = UInt8(truncatingIfNeeded: (Int(sum) * scale + (1 << 23)) >> 24)
                }
            }
        }
        // Vertical: sliding column sums, visiting rows in memory order.
        rowsCopy.withUnsafeMutableBufferPointer { copy in
            columnSums.withUnsafeMutableBufferPointer { sums in
                let src = copy.baseAddress!
                src.update(from: pixels, count: stride * height)
                for x in 0..<width { sums[x] = 0 }
                for y in 0..<min(r, height) {
                    let row = src + y * stride
                    for x in 0..<width { sums[x] += Int32(row[x]) }
                }
                for y in 0..<height {
                    if y + r < height {
                        let add = src + (y + r) * stride
                        for x in 0..<width { sums[x] += Int32(add[x]) }
                    }
                    if y - r - 1 >= 0 {
                        let sub = src + (y - r - 1) * stride
                        for x in 0..<width { sums[x] -= Int32(sub[x]) }
                    }
                    let out = pixels + y * stride
                    for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (Int(sums[x]) * scale + (1 << 23)) >> 24) }
                }
            }
        }
    }
}

/// Radii of `passes` box blurs whose succession approximates a Gaussian of standard deviation `sigma`
/// (W. Jarosz, "Fast image convolutions", widths chosen so the variances sum to sigma²).
func boxRadii(sigma: Double, passes n: Int) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m = Int(((12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n))
                 / Double(-4 * lower - 4)).rounded())
    return (0..<n).map { ($0 < m ? lower : upper) / 2 }
}
