import Foundation

extension CGPath {
    // MARK: Stroking

    /// The outline of this path stroked with the given attributes, as
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: filling the result with the
    /// non-zero winding rule paints what stroking the path paints.
    ///
    /// Curves are flattened (within about 0.05 units for typical sizes) before they are offset, so the
    /// outline is made of lines, plus cubic arcs for round joins and caps. Inner corners are traced through
    /// the corner point, so the outline can overlap itself (as Core Graphics' does); fill it with the
    /// non-zero rule. A subpath of one point gives a dot with round caps and a square with square caps,
    /// as stroking does. `transform` is applied to the result. A non-positive or non-finite width gives an
    /// empty path.
    /// - Complexity: O(elements + flattened segments).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath(segments: []) }
        var stroker = Stroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                              miterLimit: miterLimit.isFinite ? max(miterLimit, 1) : 10)
        for polyline in polylines() { stroker.stroke(polyline.points, closed: polyline.closed) }
        let out = stroker.output
        return CGPath(segments: transform.isIdentity ? out : out.map { $0.applying(transform) })
    }

    /// Parameters at which a curve is sampled: `n` even steps, plus points very near both ends so that the
    /// first and last chords follow the curve's end tangents (joins and caps then face the right way).
    static func flatteningParameters(_ n: Int) -> [CGFloat] {
        var ts: [CGFloat] = [1e-3]
        ts.reserveCapacity(n + 2)
        for i in 1..<n { ts.append(CGFloat(i) / CGFloat(n)) }
        ts.append(1 - 1e-3)
        ts.append(1)
        return ts
    }

    /// The subpaths as polylines with curves flattened adaptively, and whether each was closed.
    func polylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero, start = CGPoint.zero
        func flush(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        func steps(_ points: CGPoint...) -> Int {
            var length: CGFloat = 0
            for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
            guard length.isFinite else { return 1 }
            return min(max(Int((length * 4).squareRoot().rounded(.up)), 4), 256)
        }
        for s in segments {
            switch s {
            case .move(let p):
                flush(closed: false)
                current = [p]; last = p; start = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let n = steps(last, c, p)
                for t in Self.flatteningParameters(n) {
                    let u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let n = steps(last, c1, c2, p)
                for t in Self.flatteningParameters(n) {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                if current.isEmpty { current = [start] }
                flush(closed: true)
                last = start
            }
        }
        flush(closed: false)
        return result
    }
}

/// Builds stroke outlines of polylines: offset sides joined at corners and capped at the ends.
private struct Stroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    var output: [PathSegment] = []
    /// The point the last emitted element ends at.
    var pen = CGPoint.zero

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = halfWidth; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }

    mutating func move(_ p: CGPoint) { output.append(.move(p)); pen = p }
    mutating func line(_ p: CGPoint) { if p != pen { output.append(.line(p)); pen = p } }

    /// A circular arc around `center` from the pen (at `radius`, angle `start`) turning by `delta`.
    mutating func arc(center: CGPoint, start: CGFloat, delta: CGFloat) {
        let r = halfWidth
        let pieces = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(pieces), k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(angle + step), y: sin(angle + step))
            let end = CGPoint(x: center.x + r * p1.x, y: center.y + r * p1.y)
            output.append(.cubic(CGPoint(x: center.x + r * (p0.x - k * p0.y), y: center.y + r * (p0.y + k * p0.x)),
                                 CGPoint(x: center.x + r * (p1.x + k * p1.y), y: center.y + r * (p1.y - k * p1.x)), end))
            pen = end
            angle += step
        }
    }

    /// The unit direction from `a` to `b`.
    static func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let l = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
    }

    /// The left normal (direction turned +90°) scaled to the half width, added to `p`.
    func offset(_ p: CGPoint, _ d: CGPoint, _ sign: CGFloat = 1) -> CGPoint {
        CGPoint(x: p.x - d.y * halfWidth * sign, y: p.y + d.x * halfWidth * sign)
    }

    mutating func stroke(_ raw: [CGPoint], closed: Bool) {
        var points: [CGPoint] = []
        points.reserveCapacity(raw.count)
        for p in raw where p.x.isFinite && p.y.isFinite {
            if let last = points.last, hypot(p.x - last.x, p.y - last.y) < 1e-9 { continue }
            points.append(p)
        }
        if closed, points.count > 1, let first = points.first, hypot(points[points.count - 1].x - first.x,
                                                                      points[points.count - 1].y - first.y) < 1e-9 {
            points.removeLast()
        }
        guard let first = points.first else { return }
        if points.count == 1 {
            dot(first)
            return
        }
        if closed && points.count > 2 {
            side(points, closed: true)
            side(points.reversed(), closed: true)
        } else {
            let n = points.count
            side(points, closed: false)
            capEnd(at: points[n - 1], direction: Self.direction(points[n - 2], points[n - 1]))
            side(points.reversed(), closed: false, continuing: true)
            capEnd(at: points[0], direction: Self.direction(points[1], points[0]))
            output.append(.close)
        }
    }

    /// A zero-length subpath: a dot (round caps), an axis-aligned square (square caps), or nothing.
    mutating func dot(_ p: CGPoint) {
        switch cap {
        case .butt: return
        case .round:
            move(CGPoint(x: p.x + halfWidth, y: p.y))
            arc(center: p, start: 0, delta: 2 * .pi)
        case .square:
            move(CGPoint(x: p.x - halfWidth, y: p.y - halfWidth))
            line(CGPoint(x: p.x + halfWidth, y: p.y - halfWidth))
            line(CGPoint(x: p.x + halfWidth, y: p.y + halfWidth))
            line(CGPoint(x: p.x - halfWidth, y: p.y + halfWidth))
        }
        output.append(.close)
    }

    /// The left side of `points`, with joins at the inner vertices (and at every vertex when closed).
    mutating func side(_ points: [CGPoint], closed: Bool, continuing: Bool = false) {
        let n = points.count
        let d0 = Self.direction(points[0], points[1])
        if closed {
            let dLast = Self.direction(points[n - 1], points[0])
            move(offset(points[0], d0))
            for i in 1..<n { joinAt(points[i], from: Self.direction(points[i - 1], points[i]),
                                    to: Self.direction(points[i], points[(i + 1) % n])) }
            joinAt(points[0], from: dLast, to: d0)
            output.append(.close)
        } else {
            if continuing { line(offset(points[0], d0)) } else { move(offset(points[0], d0)) }
            for i in 1..<(n - 1) {
                joinAt(points[i], from: Self.direction(points[i - 1], points[i]), to: Self.direction(points[i], points[i + 1]))
            }
            line(offset(points[n - 1], Self.direction(points[n - 2], points[n - 1])))
        }
    }

    /// Continues the left side from the offset of the incoming segment to that of the outgoing one.
    mutating func joinAt(_ p: CGPoint, from d0: CGPoint, to d1: CGPoint) {
        let a = offset(p, d0), b = offset(p, d1)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        line(a)
        if cross > 1e-12 {
            // Turning left: the left side is inside the corner; trace through the corner point.
            line(p)
            line(b)
            return
        }
        if cross > -1e-12 && dot > 0 { line(b); return }   // straight on
        switch join {
        case .miter:
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= miterLimit {
                let bx = (a.x + b.x) / 2 - p.x, by = (a.y + b.y) / 2 - p.y
                let l = hypot(bx, by)
                if l > 0 {
                    let reach = halfWidth / cosHalf
                    line(CGPoint(x: p.x + bx / l * reach, y: p.y + by / l * reach))
                }
            }
            line(b)
        case .bevel:
            line(b)
        case .round:
            // A full reversal (cross ≈ 0) turns round the far side, like a right turn.
            arc(center: p, start: atan2(a.y - p.y, a.x - p.x), delta: cross > -1e-12 ? -.pi : atan2(cross, dot))
            line(b)
        }
    }

    /// From the left offset at the end point `p` (travelling along `d`) to the right offset.
    mutating func capEnd(at p: CGPoint, direction d: CGPoint) {
        let a = offset(p, d), b = offset(p, d, -1)
        switch cap {
        case .butt:
            line(b)
        case .square:
            line(CGPoint(x: a.x + d.x * halfWidth, y: a.y + d.y * halfWidth))
            line(CGPoint(x: b.x + d.x * halfWidth, y: b.y + d.y * halfWidth))
            line(b)
        case .round:
            arc(center: p, start: atan2(a.y - p.y, a.x - p.x), delta: -.pi)
            line(b)
        }
    }
}
