import Foundation

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath.
    case closeSubpath = 4
}

/// One element of a path: its type and up to three points, as `applyWithBlock` reports it.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points; how many are meaningful depends on `type` (0 to 3).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element; `points` must stay valid while the element is used.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a fill decides what is inside a self-intersecting path.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default).
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// The shape at the ends of stroked open subpaths.
public enum CGLineCap: Int32, Sendable {
    /// Square end exactly at the endpoint (the default).
    case butt = 0
    /// Half-circle end.
    case round = 1
    /// Square end extending half the line width past the endpoint.
    case square = 2
}

/// The shape of the joins between stroked segments.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corner, limited by the miter limit (the default).
    case miter = 0
    /// Rounded corner.
    case round = 1
    /// Flattened corner.
    case bevel = 2
}

/// A path element as stored: a compact value with no pointers, so paths are plain immutable data.
@usableFromInline
enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
