import Foundation

/// A path parsed from SVG path data (`<path d="...">`), in absolute coordinates, with its fill rule and
/// the hierarchy level SF Symbols' annotations give it.
///
/// The whole path-data grammar of SVG 1.1 is read: `M`/`m` (further pairs are line-tos), `L`/`l`, `H`/`h`,
/// `V`/`v`, `C`/`c`, `S`/`s` (the first control point reflected), `Q`/`q`, `T`/`t` (reflected), `A`/`a`
/// (elliptical arcs: radii corrected when too small, zero radii draw a line, converted to cubic Béziers as
/// in the SVG implementation notes, F.6) and `Z`/`z`, absolute and relative, with implicit repetition.
public struct SVGPath: Equatable, Sendable {
    /// The segments in order.
    public var segments: [SVGPathSegment]
    /// Whether the path fills with the even-odd rule (`fill-rule="evenodd"`), else non-zero winding.
    public var evenOdd: Bool
    /// The SF Symbols hierarchy level: 0 primary, 1 secondary, 2 tertiary (`class="hierarchical-N:secondary"`).
    public var hierarchyLevel: Int

    /// A path of `segments`.
    public init(segments: [SVGPathSegment], evenOdd: Bool = false, hierarchyLevel: Int = 0) {
        self.segments = segments
        self.evenOdd = evenOdd
        self.hierarchyLevel = hierarchyLevel
    }

    /// Parses path data.
    /// - Throws: `SVGPathDataError` with the position of the first character that does not fit the grammar
    ///   (data must start with a move-to; every command needs its full set of numbers).
    /// - Complexity: O(length of the data).
    public init(data: String) throws(SVGPathDataError) {
        var parser = SVGPathDataParser(data)
        segments = try parser.parse()
        evenOdd = false
        hierarchyLevel = 0
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: SVGTransform) -> SVGPath {
        SVGPath(segments: segments.map { $0.applying(transform) }, evenOdd: evenOdd, hierarchyLevel: hierarchyLevel)
    }

    /// The bounding box of the path's points (control points included), or nil for an empty path.
    public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for point in segments.flatMap(\.points) {
            if let b = box {
                box = (min(b.minX, point.x), min(b.minY, point.y), max(b.maxX, point.x), max(b.maxY, point.y))
            } else {
                box = (point.x, point.y, point.x, point.y)
            }
        }
        return box
    }

    /// Whether `other` has the same segment kinds in the same order (compatible for interpolation).
    func isCompatible(with other: SVGPath) -> Bool {
        segments.count == other.segments.count && zip(segments, other.segments).allSatisfy { $0.hasSameKind(as: $1) }
    }

    /// The path `t` of the way to a compatible `other`.
    func interpolated(to other: SVGPath, _ t: Double) -> SVGPath {
        SVGPath(segments: zip(segments, other.segments).map { $0.interpolated(to: $1, t) }, evenOdd: evenOdd,
                hierarchyLevel: hierarchyLevel)
    }
}

/// The path-data parser behind `SVGPath(data:)`. Not public API.
struct SVGPathDataParser {
    private var scanner: SVGNumberScanner
    private var segments: [SVGPathSegment] = []
    private var current = SVGPoint(x: 0, y: 0)
    private var subpathStart = SVGPoint(x: 0, y: 0)
    /// The last cubic's second control point and the last quadratic's control point (for `S` and `T`).
    private var lastCubicControl: SVGPoint?
    private var lastQuadraticControl: SVGPoint?

    init(_ text: String) { scanner = SVGNumberScanner(text) }

    mutating func parse() throws(SVGPathDataError) -> [SVGPathSegment] {
        scanner.skipSpaces()
        if scanner.atEnd { return [] }
        var command: UInt8?
        while true {
            scanner.skipSpaces()
            guard let byte = scanner.current else { break }
            if Self.isCommand(byte) {
                scanner.consume(byte)
                command = byte
                if segments.isEmpty, byte != UInt8(ascii: "M"), byte != UInt8(ascii: "m") {
                    throw SVGPathDataError(position: scanner.index, message: "path data must begin with a move-to (M or m)")
                }
                if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                    closePath()
                    continue
                }
            } else if command == nil || !scanner.atNumber {
                throw scanner.failure(command == nil ? "path data must begin with a move-to (M or m)"
                                                     : "unexpected character '\(Character(Unicode.Scalar(byte)))'")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw scanner.failure("a number follows a close-path (Z)")
            }
            guard let active = command else { break }
            try perform(active)
            // A move-to's further coordinate pairs are line-tos.
            if active == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if active == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            scanner.skipSeparators()
        }
        return segments
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        Array("MmLlHhVvCcSsQqTtAaZz".utf8).contains(byte)
    }

    private mutating func number() throws(SVGPathDataError) -> Double {
        scanner.skipSeparators()
        guard let value = scanner.readNumber() else { throw scanner.failure("expected a number") }
        return value
    }

    private mutating func point(relative: Bool) throws(SVGPathDataError) -> SVGPoint {
        let x = try number(), y = try number()
        return relative ? SVGPoint(x: current.x + x, y: current.y + y) : SVGPoint(x: x, y: y)
    }

    private mutating func flag() throws(SVGPathDataError) -> Bool {
        scanner.skipSeparators()
        guard let value = scanner.readFlag() else { throw scanner.failure("expected an arc flag (0 or 1)") }
        return value
    }

    private mutating func perform(_ command: UInt8) throws(SVGPathDataError) {
        let relative = command >= UInt8(ascii: "a")
        var cubicControl: SVGPoint?
        var quadraticControl: SVGPoint?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = try point(relative: relative)
            segments.append(.move(p))
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = try point(relative: relative)
            lineTo(p)
        case UInt8(ascii: "h"):
            let x = try number()
            lineTo(SVGPoint(x: relative ? current.x + x : x, y: current.y))
        case UInt8(ascii: "v"):
            let y = try number()
            lineTo(SVGPoint(x: current.x, y: relative ? current.y + y : y))
        case UInt8(ascii: "c"):
            let c1 = try point(relative: relative), c2 = try point(relative: relative), p = try point(relative: relative)
            segments.append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflected(lastCubicControl)
            let c2 = try point(relative: relative), p = try point(relative: relative)
            segments.append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = try point(relative: relative), p = try point(relative: relative)
            quadraticTo(c, p)
            quadraticControl = c
        case UInt8(ascii: "t"):
            let c = reflected(lastQuadraticControl)
            let p = try point(relative: relative)
            quadraticTo(c, p)
            quadraticControl = c
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = try point(relative: relative)
            arcTo(p, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
        default:
            break
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// The reflection of `control` about the current point (the current point when there is none).
    private func reflected(_ control: SVGPoint?) -> SVGPoint {
        guard let control else { return current }
        return SVGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    private mutating func lineTo(_ p: SVGPoint) {
        segments.append(.line(p))
        current = p
    }

    private mutating func closePath() {
        segments.append(.close)
        current = subpathStart
        lastCubicControl = nil
        lastQuadraticControl = nil
    }

    /// A quadratic Bézier as the cubic that draws it exactly.
    private mutating func quadraticTo(_ c: SVGPoint, _ p: SVGPoint) {
        let c1 = SVGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = SVGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        segments.append(.cubic(c1, c2, p))
        current = p
    }

    /// An elliptical arc from the current point to `p` (SVG 1.1 implementation notes, F.6.5 and F.6.6),
    /// as cubic Béziers of at most a quarter turn each.
    private mutating func arcTo(_ p: SVGPoint, rx rawRX: Double, ry rawRY: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        let start = current
        guard start != p else { return }
        var rx = abs(rawRX), ry = abs(rawRY)
        guard rx > 0, ry > 0 else { lineTo(p); return }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - p.x) / 2, dy = (start.y - p.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + p.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + p.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard theta1.isFinite, delta.isFinite else { lineTo(p); return }
        let pieces = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: Double) -> SVGPoint {
            SVGPoint(x: cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, y: cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: Double) -> SVGPoint {
            SVGPoint(x: -rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, y: -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        var t = theta1
        for piece in 0..<pieces {
            let next = t + step
            let a = onEllipse(t), b = piece == pieces - 1 ? p : onEllipse(next)
            let da = derivative(t), db = derivative(next)
            segments.append(.cubic(SVGPoint(x: a.x + k * da.x, y: a.y + k * da.y), SVGPoint(x: b.x - k * db.x, y: b.y - k * db.y), b))
            t = next
        }
        current = p
    }
}
