import CCairo
import Foundation

extension CGContext {
    // MARK: Gradients

    /// Fills the clip with a linear gradient along `start`→`end` (user space), as
    /// `CGContextDrawLinearGradient`.
    ///
    /// Without options only the band between the lines through `start` and `end` perpendicular to the axis
    /// is painted; `drawsBeforeStartLocation` / `drawsAfterEndLocation` extend the end colours beyond them.
    /// The current path is neither used nor cleared; global alpha, blend mode and shadow apply. Nothing is drawn
    /// when `start == end`.
    /// - Complexity: O(pixels in the clip).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        // One-sided extension: stretch the axis until it covers the clip and remap the stops, so cairo's
        // EXTEND_NONE leaves only the unwanted side empty.
        let reach = clipReach(from: start) / length + 1
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let t0 = before && !after ? -reach : 0, t1 = after && !before ? 1 + reach : 1
        let pattern = cairo_pattern_create_linear(Double(start.x) + t0 * dx, Double(start.y) + t0 * dy,
                                                  Double(start.x) + t1 * dx, Double(start.y) + t1 * dy)!
        addStops(gradient, to: pattern, t0: t0, t1: t1)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paintGradient(pattern)
    }

    /// Fills the clip with a radial gradient between two circles (user space), as
    /// `CGContextDrawRadialGradient`: colour at `t` is painted on the circle interpolated between the start
    /// and end circles. `drawsBeforeStartLocation` / `drawsAfterEndLocation` extend the end colours inside
    /// the start circle / outside the end circle. The current path is neither used nor cleared.
    /// - Complexity: O(pixels in the clip).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let r0 = Double(max(startRadius, 0)), r1 = Double(max(endRadius, 0))
        let cx0 = Double(startCenter.x), cy0 = Double(startCenter.y)
        let dcx = Double(endCenter.x) - cx0, dcy = Double(endCenter.y) - cy0, dr = r1 - r0
        guard [r0, r1, cx0, cy0, dcx, dcy].allSatisfy(\.isFinite), r0 > 0 || r1 > 0 || dcx != 0 || dcy != 0 else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        var t0 = 0.0, t1 = 1.0
        if before != after {
            // Stretch the circles on the extended side until they cover the clip (or the radius reaches
            // zero), then remap the stops; EXTEND_NONE leaves the other side empty.
            let centerMove = (dcx * dcx + dcy * dcy).squareRoot()
            let reach = clipReach(from: startCenter) + r0 + 1
            let growth = abs(dr) - centerMove
            let span = growth > 1e-6 ? reach / growth + 1 : min(reach / max(abs(dr) + centerMove, 1e-6) + 1, 1e4)
            if after {
                t1 = dr < 0 ? min(1 + span, r0 / -dr) : 1 + span
            } else {
                t0 = dr > 0 ? max(-span, -r0 / dr) : -span
            }
        }
        let pattern = cairo_pattern_create_radial(cx0 + t0 * dcx, cy0 + t0 * dcy, max(r0 + t0 * dr, 0),
                                                  cx0 + t1 * dcx, cy0 + t1 * dcy, max(r0 + t1 * dr, 0))!
        addStops(gradient, to: pattern, t0: t0, t1: t1)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paintGradient(pattern)
    }

    /// Fills the clip with a conic (angular) gradient around `center`, as `CGContext.drawConicGradient(_:center:angle:)`:
    /// location 0 lies along `angle` (radians from the x axis) and locations increase with the angle, a full
    /// turn for 0...1 (counter-clockwise in a y-up space, clockwise on a y-down screen, as `CAGradientLayer`'s
    /// conic type). Colours before the first and after the last stop repeat the end colours. The current path
    /// is neither used nor cleared; global alpha, blend mode and shadow apply.
    /// - Complexity: O(pixels in the clip), rendered on the CPU.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, angle.isFinite, !state.collapsed else { return }
        // Rendered per device pixel inside the clip: the colour depends only on the angle around the
        // centre in user space, looked up in a table of 1024 premultiplied colours.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let region = userRectToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height)).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        let w = Int(region.width), h = Int(region.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return
        }
        let tableSize = 1024
        let table: [UInt32] = (0...tableSize).map { i in
            let c = gradient.color(at: Double(i) / Double(tableSize))
            let a = c.alpha * 255
            return UInt32((a).rounded()) << 24 | UInt32((c.red * a).rounded()) << 16
                | UInt32((c.green * a).rounded()) << 8 | UInt32((c.blue * a).rounded())
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let turn = 2 * Double.pi
        let cx = Double(center.x), cy = Double(center.y)
        let start = Double(angle) - turn * (Double(angle) / turn).rounded(.down)   // 0..<2π
        let scale = Double(tableSize) / turn
        table.withUnsafeBufferPointer { lut in
            for row in 0..<h {
                let dy = Double(region.minY) + Double(row) + 0.5
                let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                // User-space position of the row's first pixel centre, stepping by the inverse CTM's x column.
                var ux = inverse.xx * (Double(region.minX) + 0.5) + inverse.xy * dy + inverse.x0 - cx
                var uy = inverse.yx * (Double(region.minX) + 0.5) + inverse.yy * dy + inverse.y0 - cy
                for col in 0..<w {
                    var a = fastAtan2(uy, ux) - start
                    if a < 0 { a += turn }
                    if a < 0 { a += turn }
                    line[col] = lut[min(max(Int(a * scale), 0), tableSize)]
                    ux += inverse.xx
                    uy += inverse.yx
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        // Pattern space is device space shifted to the region: user → device → region.
        var toPattern = m
        toPattern.x0 -= Double(region.minX)
        toPattern.y0 -= Double(region.minY)
        cairo_pattern_set_matrix(pattern, &toPattern)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        paintGradient(pattern)
    }

    /// Adds the gradient's stops to `pattern` whose axis runs from `t0` to `t1` in gradient units, padding
    /// the stretched part with the end colours.
    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, t0: Double, t1: Double) {
        let span = t1 - t0
        func add(_ s: CGGradient.Stop, at t: Double) {
            cairo_pattern_add_color_stop_rgba(pattern, (t - t0) / span, s.red, s.green, s.blue, s.alpha)
        }
        let first = gradient.stops[0], last = gradient.stops[gradient.stops.count - 1]
        if t0 < 0 { add(first, at: t0) }
        for s in gradient.stops { add(s, at: s.location) }
        if t1 > 1 { add(last, at: t1) }
    }

    /// Paints `pattern` (consumed) over the clip with the global alpha, blend mode and shadow.
    private func paintGradient(_ pattern: OpaquePointer) {
        defer { cairo_pattern_destroy(pattern) }
        let alpha = Double(state.alpha)
        masked {
            if let shadow = state.shadow {
                castShadow(shadow, extents: .user(boundingBoxOfClipPath), copyPath: false) { c in
                    cairo_set_source(c, pattern)
                    cairo_paint_with_alpha(c, alpha)
                }
            }
            cairo_save(cr)
            cairo_set_source(cr, pattern)
            applyOperator()
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    /// The largest distance, in user space, from `point` to a corner of the clip's bounding box.
    private func clipReach(from point: CGPoint) -> Double {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let px = Double(point.x), py = Double(point.y)
        let dx = max(abs(x1 - px), abs(x2 - px)), dy = max(abs(y1 - py), abs(y2 - py))
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// `atan2(y, x)` within about 1e-5 radians (a minimax polynomial for atan on [0, 1] plus octant
/// reflection), several times faster than the libm call; used per pixel by conic gradients.
@inline(__always) func fastAtan2(_ y: Double, _ x: Double) -> Double {
    let ax = abs(x), ay = abs(y)
    let big = max(ax, ay)
    guard big > 0 else { return 0 }
    let z = min(ax, ay) / big
    let z2 = z * z
    var r = z * (0.9998660 + z2 * (-0.3302995 + z2 * (0.1801410 + z2 * (-0.0851330 + z2 * 0.0208351))))
    if ay > ax { r = .pi / 2 - r }
    if x < 0 { r = .pi - r }
    return y < 0 ? -r : r
}
