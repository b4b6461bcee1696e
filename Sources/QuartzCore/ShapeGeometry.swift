import CoreGraphics
import Foundation

/// Path measuring for partial strokes.
enum ShapeGeometry {
    /// The path's subpaths as polylines (curves flattened into 16 segments), with whether each is closed.
    static func polylines(of path: CGPath) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        path.applyWithBlock { element in
            let e = element.pointee
            let last = current.last ?? .zero
            switch e.type {
            case .moveToPoint:
                finish(closed: false)
                current = [e.points[0]]
            case .addLineToPoint:
                if current.isEmpty { current = [last] }
                current.append(e.points[0])
            case .addQuadCurveToPoint:
                if current.isEmpty { current = [last] }
                let c = e.points[0], p = e.points[1]
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .addCurveToPoint:
                if current.isEmpty { current = [last] }
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2]
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let first = current.first
                if let first, current.count > 1 { current.append(first) }
                finish(closed: true)
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return result
    }

    /// The part of `path` between the fractions `start` and `end` of its length, as line segments.
    /// - Complexity: O(n) in the flattened points.
    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let lines = polylines(of: path)
        var total: CGFloat = 0
        for line in lines { total += length(of: line.points) }
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let from = start * total, to = end * total
        var travelled: CGFloat = 0
        for line in lines {
            var open = false
            for i in 1..<line.points.count {
                let a = line.points[i - 1], b = line.points[i]
                let d = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += d }
                guard d > 0, travelled + d > from, travelled < to else { continue }
                let t0 = max(0, (from - travelled) / d), t1 = min(1, (to - travelled) / d)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !open { result.move(to: p0); open = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    /// The length of a polyline.
    static func length(of points: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in 1..<max(points.count, 1) { sum += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        return sum
    }
}
