import Foundation

/// Which corners of a rectangle a continuous rounded rectangle rounds, named by the rectangle's extremes
/// (as `CACornerMask` names them) so the meaning does not depend on whether y points up or down.
/// OpenUIKit backend SPI (Core Graphics has no such type).
@_spi(OpenUIKitBackend)
public typealias CGContinuousCorners = (minXMinY: Bool, maxXMinY: Bool, maxXMaxY: Bool, minXMaxY: Bool)

extension CGMutablePath {
    /// Adds a closed rectangle whose `corners` have Apple's continuous ("squircle") shape of `cornerRadius`:
    /// the shape UIKit has drawn for `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7 and Core
    /// Animation for `CALayer.cornerCurve = .continuous` since iOS 13.
    ///
    /// A continuous corner of radius r leaves each edge k·r from the corner (k = 1.528665, not r as a
    /// circular corner does) and turns through three cubic Béziers: one easing out of the straight edge,
    /// a middle one close to a circular arc (of radius ≈ 0.93 r), and the mirror of the first into the
    /// next edge, so the curvature grows gradually instead of jumping from 0 to 1/r. The control points are
    /// the values dumped from UIKit's own path (see `ContinuousCornerGeometry`); as dumped, the pieces meet
    /// with a small (≈ 2.5°) change of direction at the two inner joints. Compared with a quarter circle of
    /// the same radius the continuous corner lies inside it near the edges (by up to 0.014 r, about 0.85 r
    /// from the corner) and crosses the 45° diagonal within 0.002 r of it (0.0014 r nearer the corner).
    ///
    /// Small rectangles: let s be half the shorter side. While k·r ≤ s the corner is the exact continuous
    /// corner. For s/k < r < s the corner is blended linearly, control point by control point, between the
    /// continuous corner of radius s/k and the circular quarter-circle corner of radius s (both span exactly s
    /// along each edge), with weight (r − s/k) / (s − s/k); from r ≥ s on it is that circle: capsules stay
    /// capsules. The shape therefore changes continuously with r and with the size. UIKit's own small-rect
    /// outlines (which switch abruptly between three element layouts) are not reproduced: documented
    /// deviation, at most a fraction of a point in that range.
    ///
    /// The path starts on the `minY` edge and runs towards `maxX` first (clockwise on a y-down screen), like
    /// `addRoundedRect`. A radius ≤ 0 or not finite, no rounded corner, or an empty rectangle adds a plain
    /// rectangle; a null rectangle adds nothing.
    /// - Complexity: O(1); at most 4 lines and 12 cubic curves.
    @_spi(OpenUIKitBackend)
    public func addContinuousRoundedRect(_ rect: CGRect, cornerRadius: CGFloat,
                                         corners: CGContinuousCorners = (true, true, true, true),
                                         transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let s = min(r.width, r.height) / 2
        let anyCorner = corners.minXMinY || corners.maxXMinY || corners.maxXMaxY || corners.minXMaxY
        guard cornerRadius > 0, cornerRadius.isFinite, s > 0, anyCorner else {
            addRect(r, transform: transform)
            return
        }
        let shape = ContinuousCornerGeometry.corner(radius: cornerRadius, halfShorterSide: s)
        let extent = shape.last?.end.y ?? 0
        // Each corner as (corner point, incoming edge direction, outgoing edge direction, rounded?).
        let frames: [(CGPoint, CGVector, CGVector, Bool)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1), corners.maxXMinY),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0), corners.maxXMaxY),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1), corners.minXMaxY),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0), corners.minXMinY),
        ]
        move(to: CGPoint(x: r.minX + (corners.minXMinY ? extent : 0), y: r.minY), transform: transform)
        for (corner, incoming, outgoing, rounded) in frames {
            guard rounded else { addLine(to: corner, transform: transform); continue }
            // (u, v): u back along the incoming edge from the corner, v along the outgoing edge.
            func point(_ p: CGPoint) -> CGPoint {
                CGPoint(x: corner.x - p.x * incoming.dx + p.y * outgoing.dx,
                        y: corner.y - p.x * incoming.dy + p.y * outgoing.dy)
            }
            addLine(to: point(CGPoint(x: extent, y: 0)), transform: transform)
            for piece in shape {
                addCurve(to: point(piece.end), control1: point(piece.control1), control2: point(piece.control2),
                         transform: transform)
            }
        }
        closeSubpath()
    }

    /// How far from each rounded corner a continuous rounded rectangle of `cornerRadius` in `rect` leaves
    /// the straight edges: min(k·r, s), with k = 1.528665 and s half the shorter side (0 for no radius).
    /// Drawing that stays farther than this from every corner is not touched by the rounding.
    /// - Complexity: O(1).
    @_spi(OpenUIKitBackend)
    public static func continuousCornerExtent(cornerRadius: CGFloat, in rect: CGRect) -> CGFloat {
        guard cornerRadius > 0, cornerRadius.isFinite, !rect.isNull else { return 0 }
        let r = rect.standardized
        return max(0, min(ContinuousCornerGeometry.k * cornerRadius, min(r.width, r.height) / 2))
    }
}

/// The geometry of one continuous corner, in a corner frame: u measured back along the incoming edge from
/// the corner, v along the outgoing edge, so the corner runs from (e, 0) to (0, e).
///
/// Source of the constants: the control points UIKit's `UIBezierPath(roundedRect:cornerRadius:)` returns
/// (iOS 13+, Mac Catalyst), divided by the radius, as published by several reverse-engineering projects
/// (PaintCode's "Code for iOS 7 rounded rectangles" article first, later dumps with full precision). The
/// published elements are symmetric about the corner's diagonal, which the table below keeps exact.
enum ContinuousCornerGeometry {
    /// Where the corner leaves the edge, in radii: 1.528665.
    static let k: CGFloat = 1.528665
    /// The first curve's control points on the edge and its end point, in radii.
    static let a1: CGFloat = 1.088492957618529, a2: CGFloat = 0.868406944063002
    /// The end of the first curve (start of the middle one), in radii.
    static let a3: CGFloat = 0.631493792830993, b3: CGFloat = 0.074911387847016
    /// The middle curve's first control point, in radii (the second is its mirror).
    static let m1u: CGFloat = 0.372823826625747, m1v: CGFloat = 0.169059556044370

    /// One cubic Bézier piece of a corner.
    struct Piece {
        /// The first control point.
        var control1: CGPoint
        /// The second control point.
        var control2: CGPoint
        /// The end point.
        var end: CGPoint
    }

    /// The continuous corner of radius `radius`: three pieces from (k·radius, 0) to (0, k·radius).
    /// - Complexity: O(1).
    static func continuous(radius ρ: CGFloat) -> [Piece] {
        func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint { CGPoint(x: u * ρ, y: v * ρ) }
        return [Piece(control1: p(a1, 0), control2: p(a2, 0), end: p(a3, b3)),
                Piece(control1: p(m1u, m1v), control2: p(m1v, m1u), end: p(b3, a3)),
                Piece(control1: p(0, a2), control2: p(0, a1), end: p(0, k))]
    }

    /// The angle (from the corner's start) at which the circular corner is split so that its pieces line
    /// up with the continuous corner's: the direction, seen from the circle's centre, of the continuous
    /// corner's first joint when both span the same length of edge.
    static let splitAngle: CGFloat = atan2(1 - a3 / k, 1 - b3 / k)

    /// The quarter-circle corner of radius `s` as three cubic pieces from (s, 0) to (0, s), split at
    /// `splitAngle` and its mirror.
    /// - Complexity: O(1).
    static func circular(radius s: CGFloat) -> [Piece] {
        // Centre (s, s); the point at angle φ is centre + s·(−sin φ, −cos φ), its tangent (−cos φ, sin φ).
        func at(_ φ: CGFloat) -> (CGPoint, CGVector) {
            (CGPoint(x: s - s * sin(φ), y: s - s * cos(φ)), CGVector(dx: -cos(φ), dy: sin(φ)))
        }
        let angles: [CGFloat] = [0, splitAngle, .pi / 2 - splitAngle, .pi / 2]
        return (0..<3).map { i in
            let (p0, t0) = at(angles[i]), (p1, t1) = at(angles[i + 1])
            let h = 4 / 3 * tan((angles[i + 1] - angles[i]) / 4) * s
            return Piece(control1: CGPoint(x: p0.x + h * t0.dx, y: p0.y + h * t0.dy),
                         control2: CGPoint(x: p1.x - h * t1.dx, y: p1.y - h * t1.dy), end: p1)
        }
    }

    /// The corner drawn for `radius` when half the rectangle's shorter side is `s`: continuous while
    /// k·radius ≤ s, a blend towards the circle of radius s above that, the circle from radius ≥ s on.
    /// - Complexity: O(1).
    static func corner(radius: CGFloat, halfShorterSide s: CGFloat) -> [Piece] {
        guard k * radius > s else { return continuous(radius: radius) }
        let from = continuous(radius: s / k), to = circular(radius: s)
        let t = min(1, (radius - s / k) / (s - s / k))
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        return zip(from, to).map {
            Piece(control1: mix($0.control1, $1.control1), control2: mix($0.control2, $1.control2), end: mix($0.end, $1.end))
        }
    }
}
