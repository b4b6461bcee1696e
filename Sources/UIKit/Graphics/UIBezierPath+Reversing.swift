import Foundation

extension UIBezierPath {
    func performReversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        for subpath in UIBezierPath.subpaths(of: path) {
            let last = subpath.segments.last?.end ?? subpath.start
            reversed.path.move(to: last)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let target = index == 0 ? subpath.start : subpath.segments[index - 1].end
                switch segment {
                case .line: reversed.path.addLine(to: target)
                case .quad(let c, _): reversed.path.addQuadCurve(to: target, control: c)
                case .cubic(let c1, let c2, _): reversed.path.addCurve(to: target, control1: c2, control2: c1)
                }
            }
            if subpath.closed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    /// A drawing segment of a subpath.
    enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)

        var end: CGPoint {
            switch self {
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            }
        }
    }

    /// A subpath: its start, its segments and whether it is closed.
    struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        var closed = false
    }

    /// Splits `path` into subpaths. A closing element adds an explicit line back to the start when the
    /// subpath does not already end there, so reversing keeps the same outline.
    static func subpaths(of path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                if let current { result.append(current) }
                current = Subpath(start: points[0])
            case .addLineToPoint:
                current = current ?? Subpath(start: points[0])
                current?.segments.append(.line(points[0]))
            case .addQuadCurveToPoint:
                current = current ?? Subpath(start: points[1])
                current?.segments.append(.quad(points[0], points[1]))
            case .addCurveToPoint:
                current = current ?? Subpath(start: points[2])
                current?.segments.append(.cubic(points[0], points[1], points[2]))
            case .closeSubpath:
                guard var subpath = current else { return }
                if let end = subpath.segments.last?.end, end != subpath.start {
                    subpath.segments.append(.line(subpath.start))
                }
                subpath.closed = true
                result.append(subpath)
                current = Subpath(start: subpath.start)
            }
        }
        if let current, !current.segments.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    /// Copies the drawing attributes of `other`.
    func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
