import Testing
import Foundation
@testable import CoreGraphics

@Suite struct PathTests {
    @Test func counterClockwiseArcTakesTheShortWayUp() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(near(path.currentPoint.x, 0, 1e-9) && near(path.currentPoint.y, 10, 1e-9))
        let box = path.boundingBoxOfPath
        #expect(near(box.minX, 0, 1e-6) && near(box.minY, 0, 1e-6) && near(box.maxX, 10, 1e-6) && near(box.maxY, 10, 1e-6))
        if case .move(let p) = path.segments[0] { #expect(p == CGPoint(x: 10, y: 0)) }
        // Points on the arc lie on the circle (cubic approximation error is tiny).
        for p in path.flattened()[0] { #expect(near(hypot(p.x, p.y), 10, 0.01)) }
    }

    @Test func clockwiseArcTakesTheLongWayRound() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(path.currentPoint.x, 0, 1e-9) && near(path.currentPoint.y, 10, 1e-9))
        let box = path.boundingBoxOfPath
        #expect(near(box.minX, -10, 0.01) && near(box.minY, -10, 0.01) && near(box.maxX, 10, 0.01) && near(box.maxY, 10, 0.01))
    }

    @Test func fullAndOverfullArcsEndAtTheEndAngle() {
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(near(circle.currentPoint.x, 10, 1e-9) && near(circle.currentPoint.y, 5, 1e-9))
        #expect(near(circle.boundingBoxOfPath.width, 10, 0.01) && near(circle.boundingBoxOfPath.height, 10, 0.01))
        let over = CGMutablePath()
        over.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 3 * .pi, clockwise: false)
        #expect(near(over.currentPoint.x, -1, 1e-9) && near(over.currentPoint.y, 0, 1e-9))
        let overCW = CGMutablePath()
        overCW.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -2.5 * .pi, clockwise: true)
        #expect(near(overCW.currentPoint.x, 0, 1e-9) && near(overCW.currentPoint.y, -1, 1e-9))
    }

    @Test func arcAfterAPointStartsWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.segments[1] == .line(CGPoint(x: 10, y: 0)))
    }

    @Test func tangentArcMeetsBothLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        guard case .line(let start) = path.segments[1] else { Issue.record("expected a line"); return }
        #expect(near(start.x, 6, 1e-9) && near(start.y, 0, 1e-9))
        #expect(near(path.currentPoint.x, 10, 1e-9) && near(path.currentPoint.y, 4, 1e-9))
    }

    @Test func roundedRectRadiiAreClampedToHalfTheSides() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 100, cornerHeight: 100, transform: nil)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(near(path.boundingBoxOfPath.width, 40, 1e-9) && near(path.boundingBoxOfPath.height, 20, 1e-9))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(path.contains(CGPoint(x: 3, y: 10)) == ellipse.contains(CGPoint(x: 3, y: 10)))
        let small = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(small.contains(CGPoint(x: 3, y: 3)) && !small.contains(CGPoint(x: 0.5, y: 0.5)))
        let square = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 5, transform: nil)
        #expect(square == CGPath(rect: rect, transform: nil))
    }

    @Test func containsHonoursTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))   // same direction: winding 2 in the middle
        #expect(path.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(!path.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 35, y: 5)))
        // Opposite direction cancels the winding.
        let hole = CGMutablePath()
        hole.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        hole.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 10)])
        hole.closeSubpath()
        #expect(!hole.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(path.contains(CGPoint(x: 40, y: 40), transform: CGAffineTransform(translationX: 30, y: 30)))
    }

    @Test func boundingBoxIncludesControlPointsButPathBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(near(path.boundingBoxOfPath.height, 7.5, 1e-9))
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().isEmpty)
    }

    @Test func applyWithBlockReportsElementsInOrder() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var lastPoints: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addCurveToPoint { lastPoints = (0..<3).map { element.pointee.points[$0] } }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(lastPoints == [CGPoint(x: 2, y: 1), CGPoint(x: 3, y: 1), CGPoint(x: 3, y: 0)])
    }

    @Test func copiesApplyTransformsAndCompareByValue() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var t = CGAffineTransform(scaleX: 3, y: 3)
        #expect(path.copy(using: &t)?.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(path.copy() == path && path.mutableCopy() == path)
        let m = CGMutablePath()
        m.addPath(path, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(m.boundingBox == CGRect(x: 1, y: 0, width: 2, height: 2))
        #expect(Set([path, path.copy()!]).count == 1)
    }
}

@Suite struct PathBoundsTests {
    @Test func boundingBoxOfPathIsExactForCurves() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 3, y: 4, width: 50, height: 20), transform: nil)
        let box = ellipse.boundingBoxOfPath
        #expect(near(box.minX, 3, 1e-9) && near(box.maxX, 53, 1e-9) && near(box.minY, 4, 1e-9) && near(box.maxY, 24, 1e-9))
        let rotated = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20),
                             transform: [CGAffineTransform(rotationAngle: 0.3)])
        #expect(near(rotated.boundingBoxOfPath.width, 20, 0.01))   // a circle's box does not depend on rotation
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(near(quad.boundingBoxOfPath.height, 5, 1e-12))
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }
}

@Suite struct EllipseTests {
    @Test func ellipseStartsAtTheRightAndRunsThroughIncreasingAngles() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        #expect(path.segments.first == .move(CGPoint(x: 40, y: 10)))
        guard case .cubic(_, _, let firstEnd) = path.segments[1] else { Issue.record("expected a curve"); return }
        #expect(firstEnd == CGPoint(x: 20, y: 20))
        #expect(path.segments.count == 6 && path.segments.last == .close)
        #expect(path.contains(CGPoint(x: 20, y: 10)) && !path.contains(CGPoint(x: 1, y: 1)))
    }
}
