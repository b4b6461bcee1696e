import CoreGraphics
import Foundation

/// Point-by-point interpolation of two paths with the same element structure (`CAShapeLayer.path`
/// animations, as Core Animation requires). Not public API.
enum PathInterpolation {
    /// The elements of `path`: kinds and points.
    static func elements(_ path: CGPath) -> (kinds: [CGPathElementType], points: [CGPoint]) {
        var kinds: [CGPathElementType] = [], points: [CGPoint] = []
        path.applyWithBlock { element in
            let e = element.pointee
            kinds.append(e.type)
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            for i in 0..<count { points.append(e.points[i]) }
        }
        return (kinds, points)
    }

    /// `a` to `b` at `t`, or `nil` when their element kinds differ.
    /// - Complexity: O(elements).
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        let ea = elements(a), eb = elements(b)
        guard ea.kinds == eb.kinds, ea.points.count == eb.points.count else { return nil }
        let f = CGFloat(t)
        let points = zip(ea.points, eb.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * f, y: $0.y + ($1.y - $0.y) * f) }
        let path = CGMutablePath()
        var i = 0
        for kind in ea.kinds {
            switch kind {
            case .moveToPoint: path.move(to: points[i]); i += 1
            case .addLineToPoint: path.addLine(to: points[i]); i += 1
            case .addQuadCurveToPoint: path.addQuadCurve(to: points[i + 1], control: points[i]); i += 2
            case .addCurveToPoint:
                path.addCurve(to: points[i + 2], control1: points[i], control2: points[i + 1]); i += 3
            default: path.closeSubpath()
            }
        }
        return path
    }

    /// The path flattened to a polyline (curves in 16 steps) with cumulative lengths, for keyframe paths.
    static func polyline(_ path: CGPath) -> (points: [CGPoint], lengths: [CGFloat]) {
        var points: [CGPoint] = []
        var start = CGPoint.zero, current = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                start = e.points[0]; current = start
                points.append(start)
            case .addLineToPoint:
                current = e.points[0]; points.append(current)
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1], p0 = current
                for s in 1...16 {
                    let t = CGFloat(s) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2], p0 = current
                for s in 1...16 {
                    let t = CGFloat(s) / 16, u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    points.append(CGPoint(x: x, y: y))
                }
                current = p
            default:
                current = start; points.append(start)
            }
        }
        var lengths: [CGFloat] = [0]
        for i in points.indices.dropFirst() {
            lengths.append(lengths[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        return (points, lengths)
    }
}
