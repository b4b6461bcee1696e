import Foundation

extension UIBezierPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point to `point`. Without a current point (an empty path) the
    /// call is ignored, as Core Graphics ignores it ("no current point").
    public func addLine(to point: CGPoint) {
        guard !path.isEmpty else { return }
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`; ignored without a current point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard !path.isEmpty else { return }
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`; ignored without a current point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard !path.isEmpty else { return }
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc, joined to the current point by a line. `clockwise` is on screen (y down):
    /// `true` sweeps increasing angles, the opposite flag of `CGMutablePath.addArc`'s, as on iOS.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    public func close() {
        guard !path.isEmpty else { return }
        path.closeSubpath()
    }

    /// Removes every element (the drawing attributes stay).
    public func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle containing every point of the path, control points included, as on iOS;
    /// `CGRect.null` for an empty path (as `CGPathGetBoundingBox` gives).
    public var bounds: CGRect { path.boundingBox }

    /// Whether `point` is inside the path under its fill rule (`usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern: `count` lengths from `pattern` (alternating painted and unpainted), starting
    /// `phase` into the pattern. A `nil` pattern or a count of 0 gives a solid line.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: copies the lengths into `pattern` (which must have room for them), and
    /// sets `count` and `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }
}
