import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

/// Geometry of `CGMutablePath.addContinuousRoundedRect`: Apple's continuous corners.
@Suite struct ContinuousCornerTests {
    /// k: how many radii from the corner the straight edge ends.
    let k: CGFloat = 1.528665

    /// A continuous rounded rect path.
    func path(_ rect: CGRect, _ radius: CGFloat,
              corners: CGContinuousCorners = (true, true, true, true)) -> CGMutablePath {
        let p = CGMutablePath()
        p.addContinuousRoundedRect(rect, cornerRadius: radius, corners: corners)
        return p
    }

    /// The outline as a dense polyline (200 points per curve), exact to far below the tolerances used.
    func outline(_ path: CGPath) -> [CGPoint] {
        path.flattened(curveSteps: 200).flatMap { $0 }
    }

    /// Where the top-left corner's outline crosses the vertical line `x` (its y), near the top edge.
    func topLeftDepth(_ points: [CGPoint], atX x: CGFloat, below limit: CGFloat) -> CGFloat? {
        for (a, b) in zip(points, points.dropFirst()) where (a.x - x) * (b.x - x) <= 0 && a.x != b.x
            && max(a.y, b.y) < limit {
            return a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y)
        }
        return nil
    }

    /// Where the top-left corner's outline crosses the diagonal x = y (the distance along each axis).
    func topLeftDiagonal(_ points: [CGPoint], within limit: CGFloat) -> CGFloat? {
        for (a, b) in zip(points, points.dropFirst()) where (a.x - a.y) * (b.x - b.y) <= 0
            && max(a.x, b.x, a.y, b.y) < limit {
            let da = a.x - a.y, db = b.x - b.y
            guard da != db else { return a.x }
            let t = da / (da - db)
            return a.x + t * (b.x - a.x)
        }
        return nil
    }

    @Test func theStraightEdgesEndAboutOnePointFiveRadiiFromTheCorners() {
        let rect = CGRect(x: 10, y: 20, width: 300, height: 200), r: CGFloat = 30
        let points = outline(path(rect, r))
        for (edgeY, name) in [(rect.minY, "top"), (rect.maxY, "bottom")] {
            let onEdge = points.filter { abs($0.y - edgeY) < 1e-9 }.map(\.x)
            #expect(near(onEdge.min() ?? 0, rect.minX + k * r, 1e-6), "\(name) edge start")
            #expect(near(onEdge.max() ?? 0, rect.maxX - k * r, 1e-6), "\(name) edge end")
        }
        for edgeX in [rect.minX, rect.maxX] {
            let onEdge = points.filter { abs($0.x - edgeX) < 1e-9 }.map(\.y)
            #expect(near(onEdge.min() ?? 0, rect.minY + k * r, 1e-6) && near(onEdge.max() ?? 0, rect.maxY - k * r, 1e-6))
        }
        // Inside those stretches the outline has already left the edge (the corner is not circular).
        #expect((topLeftDepth(points.map { CGPoint(x: $0.x - rect.minX, y: $0.y - rect.minY) }, atX: 1.2 * r, below: r) ?? 0) > 0)
        #expect(CGMutablePath.continuousCornerExtent(cornerRadius: r, in: rect) == k * r)
    }

    @Test func theCornerEasesInFartherFromTheEdgeThanACircleAndMeetsItAtTheDiagonal() {
        // A large radius so that differences of 0.001 r are far above the sampling error.
        let r: CGFloat = 1000, rect = CGRect(x: 0, y: 0, width: 5000, height: 5000)
        let continuous = outline(path(rect, r))
        let circular = outline(CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil))
        // Near the edges (u between about 0.6 r and 1.5 r from the corner) the continuous outline lies
        // inside the circular one: it leaves the edge earlier and more gently.
        for u: CGFloat in [0.7, 0.85, 1.0, 1.2] {
            let c = topLeftDepth(continuous, atX: u * r, below: r) ?? -1
            let q = u >= 1 ? 0 : topLeftDepth(circular, atX: u * r, below: r) ?? -1
            #expect(c > q + 0.001 * r, "u = \(u): continuous \(c), circular \(q)")
        }
        // At 0.85 r the difference is the largest, about 0.0137 r (0.41 pt for a radius of 30).
        let c85 = topLeftDepth(continuous, atX: 0.85 * r, below: r)!, q85 = topLeftDepth(circular, atX: 0.85 * r, below: r)!
        #expect(near(c85 - q85, 0.0135 * r, 0.002 * r))
        // At the 45° diagonal both are about 0.29 r from the corner along each axis: Apple's middle curve
        // passes 0.0014 r closer to the corner than the quarter circle (1 − 1/√2 = 0.2929).
        let cd = topLeftDiagonal(continuous, within: r)!, qd = topLeftDiagonal(circular, within: r)!
        #expect(near(qd, (1 - 1 / 2.squareRoot()) * r, 0.0005 * r))
        #expect(near(cd, 0.2915 * r, 0.0005 * r))
        #expect(cd < qd && qd - cd < 0.003 * r)
        // Everywhere the outline stays inside the rectangle.
        #expect(continuous.allSatisfy { rect.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
    }

    @Test func theOutlineIsSymmetric() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
        let p = path(rect, 20)
        for y in stride(from: CGFloat(0.25), to: 40, by: 1.5) {
            for x in stride(from: CGFloat(0.25), to: 60, by: 1.5) {
                let inside = p.contains(CGPoint(x: x, y: y))
                #expect(p.contains(CGPoint(x: 120 - x, y: y)) == inside, "mirror in x of (\(x), \(y))")
                #expect(p.contains(CGPoint(x: x, y: 80 - y)) == inside, "mirror in y of (\(x), \(y))")
                #expect(p.contains(CGPoint(x: 120 - x, y: 80 - y)) == inside)
                if x < 40, y < 40 { #expect(p.contains(CGPoint(x: y, y: x)) == inside, "diagonal mirror of (\(x), \(y))") }
            }
        }
        // Each corner's curve is its own mirror about the corner's diagonal.
        let points = outline(p)
        let topLeft = points.filter { $0.x < 31 && $0.y < 31 }
        for q in topLeft {
            #expect(topLeft.contains { hypot($0.x - q.y, $0.y - q.x) < 0.2 }, "mirror of \(q)")
        }
    }

    @Test func aZeroOrInvalidRadiusGivesThePlainRectangle() {
        let rect = CGRect(x: 5, y: 6, width: 70, height: 40)
        let plain = CGMutablePath()
        plain.addRect(rect)
        for radius: CGFloat in [0, -3, .nan, .infinity] {
            #expect(path(rect, radius) == plain, "radius \(radius)")
        }
        #expect(path(rect, 10, corners: (false, false, false, false)) == plain)
        #expect(path(.null, 10).isEmpty)
        #expect(path(CGRect(x: 0, y: 0, width: 40, height: 0), 10).boundingBox == CGRect(x: 0, y: 0, width: 40, height: 0))
    }

    @Test func theRectAndTheDirectionAreUIKits() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60), r: CGFloat = 10
        let p = path(rect, r)
        #expect(p.boundingBox == rect)
        guard case .move(let start) = p.segments.first else { Issue.record("no move"); return }
        #expect(near(start.x, k * r, 1e-9) && start.y == 0)
        // After the top edge, the path turns down the right side: clockwise on a y-down screen.
        guard case .line(let edgeEnd) = p.segments[1], case .cubic(_, _, let firstCurveEnd) = p.segments[2] else {
            Issue.record("unexpected elements \(p.segments.prefix(3))"); return
        }
        #expect(near(edgeEnd.x, 100 - k * r, 1e-9) && firstCurveEnd.x > edgeEnd.x && firstCurveEnd.y > 0)
        #expect(p.segments.last == .close)
        // Per rounded corner: a line and three curves.
        #expect(p.segments.filter { if case .cubic = $0 { true } else { false } }.count == 12)
    }

    @Test func maskedCornersKeepTheOthersSquare() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
        let p = path(rect, 20, corners: (minXMinY: false, maxXMinY: true, maxXMaxY: false, minXMaxY: true))
        #expect(p.contains(CGPoint(x: 0.5, y: 0.5)) && p.contains(CGPoint(x: 79.5, y: 79.5)))
        #expect(!p.contains(CGPoint(x: 79, y: 1)) && !p.contains(CGPoint(x: 1, y: 79)))
        // The rounded corner on the top edge starts k·r from the right; the left part of the edge is straight.
        let topEdge = outline(p).filter { abs($0.y) < 1e-9 }.map(\.x)
        #expect(topEdge.min() == 0 && near(topEdge.max() ?? 0, 80 - k * 20, 1e-9))
        #expect(p.segments.filter { if case .cubic = $0 { true } else { false } }.count == 6)
    }

    @Test func smallRectsBlendIntoACapsuleWithoutJumps() {
        // 100 × 40: s = 20 (half the shorter side); the exact continuous corner up to r = s / k ≈ 13.08.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40), s: CGFloat = 20
        #expect(CGMutablePath.continuousCornerExtent(cornerRadius: 13, in: rect) == 13 * k)
        #expect(CGMutablePath.continuousCornerExtent(cornerRadius: 16, in: rect) == s)
        // From r = s on: quarter circles of radius s, so a capsule (every outline point of the left end
        // lies on the circle of radius 20 around (20, 20)), the same for any larger radius.
        let capsule = path(rect, s)
        #expect(path(rect, 500) == capsule)
        for q in outline(capsule) where q.x < s {
            #expect(near(hypot(q.x - s, q.y - s), s, 0.01), "\(q) is off the capsule's end")
        }
        // The shape changes continuously with the radius: at both ends of the blend the paths from
        // either side agree, and in between each point moves little for a small change of radius.
        func maxDistance(_ a: CGPath, _ b: CGPath) -> CGFloat {
            zip(outline(a), outline(b)).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? .infinity
        }
        let lower = s / k
        #expect(maxDistance(path(rect, lower * (1 - 1e-9)), path(rect, lower * (1 + 1e-9))) < 1e-5)
        #expect(maxDistance(path(rect, s * (1 - 1e-9)), path(rect, s * (1 + 1e-9))) < 1e-5)
        var previous = path(rect, 12)
        for r in stride(from: CGFloat(12.25), through: 21, by: 0.25) {
            let current = path(rect, r)
            #expect(maxDistance(previous, current) < 0.5, "jump at radius \(r)")
            previous = current
        }
        // In the blend the short sides have no straight part, the long ones still do, and the outline
        // stays inside the rectangle.
        let blended = outline(path(rect, 16))
        #expect(blended.allSatisfy { rect.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        let top = blended.filter { abs($0.y) < 1e-9 }.map(\.x)
        #expect(near(top.min() ?? 0, s, 1e-9) && near(top.max() ?? 0, 100 - s, 1e-9))
        #expect(blended.filter { abs($0.x) < 1e-9 }.allSatisfy { near($0.y, s, 1e-6) })
    }
}
