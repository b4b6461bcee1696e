import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Paths are stored as a compact list of segments in user space; arcs, ellipses and rounded rectangles are
/// converted to cubic Béziers when added (at most 4 curves per full turn), as Core Graphics does.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    @usableFromInline var segments: [PathSegment]

    init(segments: [PathSegment]) { self.segments = segments }

    /// Creates an empty path (used by `CGMutablePath()`).
    init() { self.segments = [] }

    /// A closed rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A rounded rectangle with elliptical corners of the given radii (clamped to half the sides).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for s in segments {
            switch s {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included; `.null` if empty.
    /// - Complexity: O(n) in the number of elements.
    public var boundingBox: CGRect {
        var box = BoundsAccumulator()
        for s in segments {
            switch s {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path's outline: curves contribute their exact extremes, not
    /// their control points, as `CGPath.boundingBoxOfPath`. `.null` for an empty path.
    /// - Complexity: O(n) in the number of elements.
    public var boundingBoxOfPath: CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero, start = CGPoint.zero
        for s in segments {
            switch s {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quad(let c, let p):
                box.add(p)
                // Extremes where the derivative 2[(1−t)(c−p0) + t(p−c)] vanishes.
                for t in [Self.quadExtreme(current.x, c.x, p.x), Self.quadExtreme(current.y, c.y, p.y)] {
                    guard let t else { continue }
                    let u = 1 - t
                    box.add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in Self.cubicExtremes(current.x, c1.x, c2.x, p.x) + Self.cubicExtremes(current.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    box.add(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                    y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    /// The parameter in (0, 1) where a quadratic coordinate has its extreme, if any.
    static func quadExtreme(_ p0: CGFloat, _ c: CGFloat, _ p1: CGFloat) -> CGFloat? {
        let denominator = p0 - 2 * c + p1
        guard denominator != 0 else { return nil }
        let t = (p0 - c) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// The parameters in (0, 1) where a cubic coordinate has its extremes (roots of the derivative).
    static func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let r = discriminant.squareRoot()
                roots.append((-b + r) / (2 * a))
                roots.append((-b - r) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Whether `point` is inside the path under `rule`, after applying `transform` to the path.
    /// - Complexity: O(n) in the number of flattened edges.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0, crossings = 0
        for polygon in flattened(transform: transform) where polygon.count > 1 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// A copy of the path with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(segments: segments) }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// A mutable copy of the path with `transform` applied.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) })
    }

    /// Calls `block` for every element in order, as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for s in segments {
            let type: CGPathElementType
            switch s {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// The path as polygons (one per subpath), curves flattened to `curveSteps` segments each (16 unless
    /// a caller needs a finer outline).
    /// - Complexity: O(n × curveSteps) in the number of elements.
    func flattened(transform: CGAffineTransform = .identity, curveSteps: Int = 16) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        let steps = max(1, curveSteps)
        func flush() { if !current.isEmpty { polygons.append(current) }; current = [] }
        for s in segments {
            switch s.applying(transform) {
            case .move(let p): flush(); current = [p]; last = p
            case .line(let p): if current.isEmpty { current = [last] }; current.append(p); last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                if let first = current.first { last = first }
                flush()
            }
        }
        flush()
        return polygons
    }

    /// A running bounding box.
    struct BoundsAccumulator {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var rect: CGRect {
            minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
        }
    }

    // MARK: - Hashable

    /// Paths are equal when their elements are, as `CGPathEqualToPath` decides.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    // MARK: - CustomStringConvertible

    /// The elements, for debugging.
    public var description: String { "<CGPath \(segments.count) elements, bounds \(boundingBox)>" }
}
