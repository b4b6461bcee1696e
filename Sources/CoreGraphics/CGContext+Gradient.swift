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
