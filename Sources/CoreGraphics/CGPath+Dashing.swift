import Foundation

extension CGPath {
    // MARK: Dashing

    /// A new path made of the "on" dashes of this path, as `CGPath.copy(dashingWithPhase:lengths:transform:)`.
    ///
    /// `lengths` alternate painted and unpainted lengths and start `phase` units into the pattern; the
    /// pattern restarts at every subpath, as Core Graphics and cairo stroke dashes. Lines stay lines and
    /// curves stay cubic curves, cut at the dash ends by arc length (quadratic curves are raised to cubics).
    /// A dash that runs across the end of one element continues into the next element in the same subpath,
    /// so strokes keep their joins. `transform` is applied to the result. With no positive length, or any
    /// negative or non-finite one, the path is returned undashed (transformed).
    /// - Complexity: O(elements + dashes); at most 1,000,000 dashes are produced.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite, phase.isFinite, !lengths.contains(where: { $0 < 0 }) else {
            return CGPath(segments: transform.isIdentity ? segments : segments.map { $0.applying(transform) })
        }
        var dasher = Dasher(lengths: lengths, phase: phase)
        var start = CGPoint.zero, current = CGPoint.zero
        for s in segments {
            switch s {
            case .move(let p):
                start = p; current = p
                dasher.restart(at: p)
            case .line(let p):
                dasher.add(.line(current, p))
                current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                dasher.add(.cubic(current, c1, c2, p))
                current = p
            case .cubic(let c1, let c2, let p):
                dasher.add(.cubic(current, c1, c2, p))
                current = p
            case .close:
                if current != start { dasher.add(.line(current, start)) }
                dasher.closeSubpath()
                current = start
                dasher.restart(at: start)
            }
        }
        let out = dasher.output
        return CGPath(segments: transform.isIdentity ? out : out.map { $0.applying(transform) })
    }
}

/// The dash walker behind `CGPath.copy(dashingWithPhase:lengths:transform:)`.
private struct Dasher {
    enum Piece {
        case line(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    let lengths: [CGFloat]
    let phase: CGFloat
    var index = 0
    var remaining: CGFloat = 0
    var on = true
    /// Whether the last emitted element ends where the next piece starts (the dash continues).
    var open = false
    var output: [PathSegment] = []
    var dashCount = 0
    /// Where the current subpath's output starts.
    var subpathStart = 0
    /// Whether the subpath began inside a dash that has not ended yet.
    var firstDashOpen = false
    /// Where the subpath's first dash ends in `output`, once it has ended (if it began at the start).
    var firstDashEnd: Int?

    init(lengths: [CGFloat], phase: CGFloat) {
        self.lengths = lengths
        let total = lengths.reduce(0, +)
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        self.phase = p
        restart(at: .zero)
    }

    /// Starts the pattern again (a new subpath).
    mutating func restart(at point: CGPoint) {
        index = 0; on = true; open = false
        subpathStart = output.count
        firstDashEnd = nil
        firstDashOpen = false
        defer { firstDashOpen = on }
        var p = phase
        remaining = lengths[0]
        while p > 0 {
            if p < remaining { remaining -= p; break }
            p -= remaining
            advance()
        }
        skipEmptyOffDashes()
    }

    mutating func advance() {
        if on && firstDashOpen {
            firstDashOpen = false
            firstDashEnd = output.count
        }
        index = (index + 1) % lengths.count
        remaining = lengths[index]
        on.toggle()
        if on { open = false }
    }

    /// Zero-length "off" dashes do not break the dash; zero-length "on" dashes are dots, kept.
    mutating func skipEmptyOffDashes() {
        var guardCount = 0
        while !on, remaining == 0, guardCount < lengths.count {
            advance(); guardCount += 1
        }
    }

    mutating func add(_ piece: Piece) {
        let table = ArcLengthTable(piece)
        let length = table.total
        var position: CGFloat = 0
        if length == 0 {
            if on { emit(piece, from: 0, to: 0, table: table) }
            return
        }
        while position < length, dashCount < 1_000_000 {
            let step = min(remaining, length - position)
            if on { emit(piece, from: position, to: position + step, table: table) }
            position += step
            remaining -= step
            if remaining <= length * 1e-12 {
                if on { dashCount += 1 }
                advance()
                skipEmptyOffDashes()
                if on && remaining == 0 {
                    // A dot: a zero-length dash at this position.
                    emit(piece, from: position, to: position, table: table)
                    dashCount += 1
                    advance()
                    skipEmptyOffDashes()
                }
            }
        }
    }

    /// At the end of a closed subpath: a dash running over the start point joins the subpath's first dash
    /// (which then starts later, so the stroke has a join there instead of two caps); a subpath that is one
    /// unbroken dash stays closed.
    mutating func closeSubpath() {
        guard on, open else { return }
        guard let end = firstDashEnd else {
            if firstDashOpen { output.append(.close) }
            return
        }
        guard end > subpathStart else { return }
        let first = Array(output[(subpathStart + 1)..<end])   // the first dash without its move
        output.removeSubrange(subpathStart..<end)
        output.append(contentsOf: first)
    }

    /// Appends the part of `piece` between arc lengths `a` and `b`.
    mutating func emit(_ piece: Piece, from a: CGFloat, to b: CGFloat, table: ArcLengthTable) {
        let t0 = table.parameter(at: a), t1 = table.parameter(at: b)
        switch piece {
        case .line(let p0, let p1):
            let s = CGPoint(x: p0.x + (p1.x - p0.x) * t0, y: p0.y + (p1.y - p0.y) * t0)
            let e = CGPoint(x: p0.x + (p1.x - p0.x) * t1, y: p0.y + (p1.y - p0.y) * t1)
            if !open { output.append(.move(s)) }
            output.append(.line(e))
        case .cubic(let p0, let p1, let p2, let p3):
            let (s, c1, c2, e) = subCubic(p0, p1, p2, p3, t0, t1)
            if !open { output.append(.move(s)) }
            output.append(.cubic(c1, c2, e))
        }
        open = true
    }

    /// The part of a cubic between parameters `t0` and `t1`, by de Casteljau subdivision.
    func subCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                  _ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        // Left part [0, t1].
        let a1 = lerp(p0, p1, t1), b1 = lerp(p1, p2, t1), c1 = lerp(p2, p3, t1)
        let a2 = lerp(a1, b1, t1), b2 = lerp(b1, c1, t1), end = lerp(a2, b2, t1)
        let (q0, q1, q2, q3) = (p0, a1, a2, end)
        guard t1 > 0 else { return (p0, p0, p0, p0) }
        // Right part of that at t0 / t1.
        let u = t0 / t1
        let d1 = lerp(q0, q1, u), e1 = lerp(q1, q2, u), f1 = lerp(q2, q3, u)
        let d2 = lerp(d1, e1, u), e2 = lerp(e1, f1, u), start = lerp(d2, e2, u)
        return (start, e2, f1, q3)
    }
}

/// Cumulative chord lengths of a piece sampled at 32 parameter steps, to map arc length to parameter.
private struct ArcLengthTable {
    static let steps = 32
    var cumulative: [CGFloat]
    var total: CGFloat { cumulative[cumulative.count - 1] }
    let isLine: Bool

    init(_ piece: Dasher.Piece) {
        switch piece {
        case .line(let a, let b):
            isLine = true
            cumulative = [0, hypot(b.x - a.x, b.y - a.y)]
        case .cubic(let p0, let p1, let p2, let p3):
            isLine = false
            cumulative = [0]
            cumulative.reserveCapacity(Self.steps + 1)
            var last = p0
            for i in 1...Self.steps {
                let t = CGFloat(i) / CGFloat(Self.steps), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                let p = CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
                cumulative.append(cumulative[cumulative.count - 1] + hypot(p.x - last.x, p.y - last.y))
                last = p
            }
        }
    }

    /// The parameter at arc length `s` (linear within a sample interval).
    func parameter(at s: CGFloat) -> CGFloat {
        guard total > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= total { return 1 }
        if isLine { return s / total }
        var lo = 0, hi = cumulative.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cumulative[mid] <= s { lo = mid } else { hi = mid }
        }
        let span = cumulative[hi] - cumulative[lo]
        let f = span > 0 ? (s - cumulative[lo]) / span : 0
        return (CGFloat(lo) + f) / CGFloat(cumulative.count - 1)
    }
}
