import Foundation

/// A path that can be built up element by element; every method takes an optional transform applied to
/// the added points, as Core Graphics' Swift overlay does.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public override init() { super.init() }

    override init(segments: [PathSegment]) { super.init(segments: segments) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.line(point.applying(transform)))
    }

    /// Adds a sequence of connected lines, starting a new subpath at the first point.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { segments.append(.close) }

    /// Adds a closed rectangle subpath (starting at the minimum corner, clockwise in y-up space).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect` as a new closed subpath of four cubic curves, starting at the
    /// right-most point (`maxX`, `midY`) and running through increasing angles, (`midX`, `maxY`) next, as
    /// Core Graphics does: counter-clockwise in a y-up space, clockwise on a y-down screen (so stroke-end
    /// animations of ovals start at three o'clock, as on iOS). An empty rect adds a degenerate ellipse.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let k: CGFloat = 0.5522847498  // cubic approximation of a quarter circle
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a rounded rectangle; radii are clamped to half the width and height.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498  // cubic approximation of a quarter circle
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        move(to: CGPoint(x: x0 + rx, y: y0), transform: transform)
        addLine(to: CGPoint(x: x1 - rx, y: y0), transform: transform)
        addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + rx * k, y: y0),
                 control2: CGPoint(x: x1, y: y0 + ry - ry * k), transform: transform)
        addLine(to: CGPoint(x: x1, y: y1 - ry), transform: transform)
        addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + ry * k),
                 control2: CGPoint(x: x1 - rx + rx * k, y: y1), transform: transform)
        addLine(to: CGPoint(x: x0 + rx, y: y1), transform: transform)
        addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - rx * k, y: y1),
                 control2: CGPoint(x: x0, y: y1 - ry + ry * k), transform: transform)
        addLine(to: CGPoint(x: x0, y: y0 + ry), transform: transform)
        addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - ry * k),
                 control2: CGPoint(x: x0 + rx - rx * k, y: y0), transform: transform)
        closeSubpath()
    }

    /// Adds a circular arc around `center`. Angles are in radians from the positive x axis; `clockwise`
    /// refers to a y-up space (so in UIKit's flipped space `clockwise: true` looks counter-clockwise), as
    /// in Core Graphics. A line joins the current point to the arc's start unless the path is empty.
    /// The arc always ends at `endAngle`: a sweep of more than a full turn is reduced to less than one
    /// turn, or to exactly one turn when start and end coincide; an end angle "behind" the start in the
    /// requested direction wraps around; equal angles add no curve. Non-finite input adds nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let remainder = sweep.truncatingRemainder(dividingBy: full)
        if clockwise {
            if sweep > 0 { sweep = remainder == 0 ? 0 : remainder - full }
            // More than a turn: a full circle when the end lands on the start, else end at endAngle.
            if sweep < -full { sweep = remainder == 0 ? -full : remainder }
        } else {
            if sweep < 0 { sweep = remainder == 0 ? 0 : remainder + full }
            if sweep > full { sweep = remainder == 0 ? full : remainder }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle` (positive delta: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if segments.isEmpty || segments.last == .close { move(to: start, transform: transform) }
        else { addLine(to: start, transform: transform) }
        guard delta != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let a0 = angle, a1 = angle + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            addCurve(to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
                     control1: c1, control2: c2, transform: transform)
            angle = a1
        }
    }

    /// Adds an arc tangent to the lines current point→`tangent1End` and `tangent1End`→`tangent2End`,
    /// preceded by a straight line to its start (PostScript `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let p0 = currentPoint.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: tangent1End, transform: transform); return }
        let cosTheta = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let theta = acos(min(max(cosTheta, -1), 1))
        guard theta > 1e-9, theta < .pi - 1e-9 else { addLine(to: tangent1End, transform: transform); return }
        let dist = radius / tan(theta / 2)
        let t1 = CGPoint(x: tangent1End.x + v1.x / l1 * dist, y: tangent1End.y + v1.y / l1 * dist)
        let t2 = CGPoint(x: tangent1End.x + v2.x / l2 * dist, y: tangent1End.y + v2.y / l2 * dist)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDist = radius / sin(theta / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDist, y: tangent1End.y + bisector.y / bl * centerDist)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: a0, delta: delta, transform: transform)
    }

    /// Appends every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments += transform.isIdentity ? path.segments : path.segments.map { $0.applying(transform) }
    }
}
