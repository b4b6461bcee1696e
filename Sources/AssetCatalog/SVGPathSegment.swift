import Foundation

/// One segment of a parsed SVG path in absolute coordinates. Every SVG command reduces to these four:
/// horizontal and vertical lines become lines, quadratic Béziers (`Q`, `T`) cubic ones, and elliptical
/// arcs (`A`) a cubic Bézier per quarter turn at most.
public enum SVGPathSegment: Equatable, Sendable {
    /// Starts a subpath.
    case move(SVGPoint)
    /// A straight line to the point.
    case line(SVGPoint)
    /// A cubic Bézier curve with two control points to the end point.
    case cubic(SVGPoint, SVGPoint, SVGPoint)
    /// Closes the subpath.
    case close

    /// The segment with every point mapped by `transform`.
    func applying(_ transform: SVGTransform) -> SVGPathSegment {
        switch self {
        case .move(let p): return .move(transform.apply(p))
        case .line(let p): return .line(transform.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(transform.apply(c1), transform.apply(c2), transform.apply(p))
        case .close: return .close
        }
    }

    /// Whether two segments are of the same kind (so a path of one weight can be interpolated with another).
    func hasSameKind(as other: SVGPathSegment) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.cubic, .cubic), (.close, .close): return true
        default: return false
        }
    }

    /// The segment `t` of the way to `other` (of the same kind), point by point.
    func interpolated(to other: SVGPathSegment, _ t: Double) -> SVGPathSegment {
        switch (self, other) {
        case (.move(let a), .move(let b)): return .move(a.interpolated(to: b, t))
        case (.line(let a), .line(let b)): return .line(a.interpolated(to: b, t))
        case (.cubic(let a1, let a2, let a), .cubic(let b1, let b2, let b)):
            return .cubic(a1.interpolated(to: b1, t), a2.interpolated(to: b2, t), a.interpolated(to: b, t))
        default: return self
        }
    }

    /// The segment's points (for bounds).
    var points: [SVGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}
