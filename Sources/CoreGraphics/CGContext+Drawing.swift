import CCairo
import Foundation

extension CGContext {
    // MARK: Path construction

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: point) } else { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    }
    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cr) == 0 { move(to: control1) }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }
    /// Adds a quadratic Bézier curve from the current point (elevated to a cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let p0 = cairo_has_current_point(cr) != 0 ? currentPointOfPath : control
        let c1 = CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }
    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }
    /// Adds a closed rectangle subpath (minimum corner first, as `CGMutablePath.addRect`).
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
    /// Adds rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }
    /// Adds lines between consecutive points, starting a new subpath.
    public func addLines(between points: [CGPoint]) {
        let p = CGMutablePath()
        p.addLines(between: points)
        addPath(p)
    }
    /// Adds a circular arc; `clockwise` as in `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let p = CGMutablePath()
        if cairo_has_current_point(cr) != 0 { p.move(to: currentPointOfPath) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendSegments(p.segments, continuing: cairo_has_current_point(cr) != 0)
    }
    /// Adds an arc tangent to two lines, preceded by a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let p = CGMutablePath()
        p.move(to: cairo_has_current_point(cr) != 0 ? currentPointOfPath : tangent1End)
        p.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendSegments(p.segments, continuing: cairo_has_current_point(cr) != 0)
    }
    /// Appends `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) { appendSegments(path.segments, continuing: false) }

    private func appendSegments(_ segments: [PathSegment], continuing: Bool) {
        var skipFirstMove = continuing
        for s in segments {
            switch s {
            case .move(let p):
                if skipFirstMove { skipFirstMove = false; continue }
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: cairo_close_path(cr)
            }
            skipFirstMove = false
        }
    }

    /// Whether the current path is empty. Cairo has a current point exactly when its path has an element
    /// (a close leaves the current point at the subpath start), so this does not copy the path.
    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// Replaces the current path with the outline of its stroke under the current line width, cap, join,
    /// miter limit and dash pattern, as `CGContext.replacePathWithStrokedPath()`; filling it (non-zero)
    /// then paints what stroking would have. See `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`.
    public func replacePathWithStrokedPath() {
        guard !isPathEmpty, var source = path else { return }
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cr, &dashes, &phase)
            source = source.copy(dashingWithPhase: CGFloat(phase), lengths: dashes.map { CGFloat($0) })
        }
        let capValue = cairo_get_line_cap(cr), joinValue = cairo_get_line_join(cr)
        let cap: CGLineCap = capValue == CAIRO_LINE_CAP_ROUND ? .round : capValue == CAIRO_LINE_CAP_SQUARE ? .square : .butt
        let join: CGLineJoin = joinValue == CAIRO_LINE_JOIN_ROUND ? .round : joinValue == CAIRO_LINE_JOIN_BEVEL ? .bevel : .miter
        let outline = source.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cr)), lineCap: cap, lineJoin: join,
                                  miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        cairo_new_path(cr)
        addPath(outline)
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`, as
    /// `CGContext.pathContains(_:mode:)`: fill modes test the interior with their fill rule, stroke modes
    /// the stroke with the current line attributes. The path is kept.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        let fillRule = cairo_get_fill_rule(cr)
        defer { cairo_set_fill_rule(cr, fillRule) }
        switch mode {
        case .fill, .fillStroke:
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        case .eoFill, .eoFillStroke:
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        case .stroke:
            return cairo_in_stroke(cr, x, y) != 0
        }
        if cairo_in_fill(cr, x, y) != 0 { return true }
        return (mode == .fillStroke || mode == .eoFillStroke) && cairo_in_stroke(cr, x, y) != 0
    }

    /// The current point of the path in user space, or `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space, or `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// A copy of the current path in user space.
    public var path: CGPath? {
        guard let cpath = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(cpath) }
        let result = CGMutablePath()
        var i = 0
        guard cpath.pointee.status == CAIRO_STATUS_SUCCESS, let data = cpath.pointee.data else { return result }
        while i < Int(cpath.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: result.closeSubpath()
            }
            i += Int(header.length)
        }
        return result
    }

    // MARK: Painting

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        paint(color: state.fill, extents: .fill) { cairo_fill_preserve($0) }
        cairo_new_path(cr)
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes and clears the path.
    public func strokePath() {
        paint(color: state.stroke, extents: .stroke) { cairo_stroke_preserve($0) }
        cairo_new_path(cr)
    }

    /// Paints the current path in `mode` and clears it. With a shadow set, a fill-and-stroke casts one
    /// shadow for the combined shape.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cr, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let fill = state.fill.rgba, stroke = state.stroke.rgba, alpha = Double(state.alpha)
            let both: (OpaquePointer, Bool) -> Void = { c, shadowPass in
                let k = shadowPass ? 0.0 : 1.0
                cairo_set_source_rgba(c, Double(fill.red) * k, Double(fill.green) * k, Double(fill.blue) * k,
                                      Double(fill.alpha) * alpha)
                cairo_fill_preserve(c)
                cairo_set_source_rgba(c, Double(stroke.red) * k, Double(stroke.green) * k, Double(stroke.blue) * k,
                                      Double(stroke.alpha) * alpha)
                cairo_stroke_preserve(c)
            }
            masked {
                if let shadow = state.shadow {
                    castShadow(shadow, extents: .fillAndStroke, copyPath: true) { both($0, true) }
                }
                applyOperator()
                both(cr, false)
            }
            cairo_new_path(cr)
        }
    }

    /// Fills `rect` without touching the current path.
    public func fill(_ rect: CGRect) {
        withPathPreserved {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            fillPath()
        }
    }

    /// Fills the union of the rectangles (each standardized) without touching the current path.
    public func fill(_ rects: [CGRect]) {
        withPathPreserved {
            for r in rects { addRect(r) }
            fillPath()
        }
    }

    /// Strokes `rect` without touching the current path.
    public func stroke(_ rect: CGRect) {
        withPathPreserved {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            strokePath()
        }
    }

    /// Strokes `rect` with a line width of `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_restore(cr)
    }

    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        withPathPreserved { addEllipse(in: rect); fillPath() }
    }

    /// Strokes an ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        withPathPreserved { addEllipse(in: rect); strokePath() }
    }

    /// Strokes line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        withPathPreserved {
            var i = 0
            while i + 1 < points.count {
                move(to: points[i]); addLine(to: points[i + 1]); i += 2
            }
            strokePath()
        }
    }

    /// Makes `rect` transparent black (ignores alpha and blend mode), as `CGContextClearRect`.
    public func clear(_ rect: CGRect) {
        guard !state.collapsed else { return }
        paintingPixels {
            withPathPreserved {
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with the even-odd interior of the current path.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        withPathPreserved {
            for r in rects { addRect(r) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Intersects the clip with `rect` given in device pixels, leaving the transform bit for bit as it was
    /// (a clip through the inverted transform and back would round it). Not public API: the compositor
    /// clips a partial frame's image blits and box fills to the damaged pixels with it.
    @_spi(OpenUIKitBackend) public func clip(toDeviceRect rect: CGRect) {
        withPathPreserved {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
        }
    }

    /// Removes the clip (OpenUIKit extension matching `CGContextResetClip`).
    public func resetClip() {
        cairo_reset_clip(cr)
        state.mask = nil
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Helpers

    /// Sets `color` (times the global alpha) as the source with the blend mode's operator and runs `draw`,
    /// after drawing the shape's shadow when one is set.
    func paint(color: CGColor, extents: ShadowExtents, _ draw: (OpaquePointer) -> Void) {
        let c = color.rgba
        let alpha = Double(c.alpha * state.alpha)
        masked {
            if let shadow = state.shadow {
                castShadow(shadow, extents: extents, copyPath: true) { s in
                    cairo_set_source_rgba(s, 0, 0, 0, alpha)
                    draw(s)
                }
            }
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), alpha)
            applyOperator()
            draw(cr)
        }
    }

    func applyOperator() { cairo_set_operator(cr, cairoOperator(state.blendMode)) }

    var cairoFilter: cairo_filter_t {
        switch state.interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium, .default: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    /// Runs `body` with an empty current path and puts the current path back afterwards (copied only when
    /// there is one).
    func withPathPreserved(_ body: () -> Void) {
        let saved = isPathEmpty ? nil : cairo_copy_path(cr)
        if saved != nil { cairo_new_path(cr) }
        body()
        cairo_new_path(cr)
        if let saved {
            cairo_append_path(cr, saved)
            cairo_path_destroy(saved)
        }
    }
}

/// The cairo operator for a blend mode.
func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusDarker: return CAIRO_OPERATOR_SATURATE
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
}
