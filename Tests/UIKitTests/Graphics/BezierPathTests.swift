import Foundation
import Testing
@testable import UIKit

@Suite("UIBezierPath")
struct BezierPathTests {
    @Test func defaultsMatchUIKit() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 1)
        #expect(path.miterLimit == 10)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.bounds.isNull)
    }

    @Test func clockwiseArcGoesClockwiseOnScreen() {
        let center = CGPoint(x: 50, y: 50)
        // From 0 (right) to π/2: clockwise on a y-down screen passes through the bottom-right quarter.
        let clockwise = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.bounds.minY >= 50 - 0.001)
        #expect(clockwise.bounds.maxX <= 70 + 0.001)
        #expect(abs(clockwise.currentPoint.x - 50) < 0.001 && abs(clockwise.currentPoint.y - 70) < 0.001)
        // Counter-clockwise takes the long way round, through the top.
        let counter = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.bounds.minY < 35)
        #expect(counter.bounds.minX < 35)
    }

    @Test func clockwiseHalfArcInksTheBottomHalf() {
        let cg = renderPixels(CGSize(width: 40, height: 40)) { _ in
            let arc = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
            arc.lineWidth = 4
            UIColor.black.setStroke()
            arc.stroke()
        }
        #expect(cg.inkCount(in: CGRect(x: 0, y: 24, width: 40, height: 16)) > 0)
        #expect(cg.rgba(20, 35) == .black)
        #expect(cg.inkCount(in: CGRect(x: 0, y: 0, width: 40, height: 17)) == 0)
    }

    @Test func roundedRectLeavesTheCornersTransparent() {
        let cg = renderPixels(CGSize(width: 40, height: 30)) { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10).fill()
        }
        for (x, y) in [(0, 0), (39, 0), (0, 29), (39, 29), (1, 1)] {
            #expect(cg.rgba(x, y) == .clear, "corner (\(x), \(y))")
        }
        for (x, y) in [(20, 0), (20, 29), (20, 15), (4, 4)] {
            #expect(cg.rgba(x, y) == .red, "edge (\(x), \(y))")
        }
        // Continuous corners of radius 10 reach 15.3 pt along an edge, more than half the 30-pt sides: the
        // side's middle pixels are where two corners meet, almost but not quite fully covered.
        for (x, y) in [(0, 15), (39, 15)] {
            #expect(cg.rgba(x, y).a >= 245, "side (\(x), \(y))")
        }
    }

    @Test func roundedRectsHaveContinuousCornersAsOnIOS7() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        for path in [UIBezierPath(roundedRect: rect, cornerRadius: 20),
                     UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 20, height: 99))] {
            #expect(abs(path.cgPath.boundingBox.width - 200) < 1e-9)
            #expect(path.contains(CGPoint(x: 31, y: 0.05)) && path.contains(CGPoint(x: 100, y: 0.05)))
            // 14 pt along the edge, 1 pt down: inside a circle of radius 20 (0.92 pt), outside the
            // continuous corner (1.11 pt); 4 pt down both contain it.
            #expect(!path.contains(CGPoint(x: 14, y: 1)) && path.contains(CGPoint(x: 14, y: 4)))
            #expect(!path.contains(CGPoint(x: 1, y: 14)))
        }
        // Only the named corner: the top-right one stays square.
        let one = UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 20, height: 20))
        #expect(one.contains(CGPoint(x: 199.5, y: 0.5)) && !one.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func byRoundingCornersRoundsOnlyThoseCorners() {
        let cg = renderPixels(CGSize(width: 40, height: 40)) { _ in
            UIColor.blue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
                         byRoundingCorners: [.topLeft, .bottomRight],
                         cornerRadii: CGSize(width: 12, height: 1)).fill()
        }
        #expect(cg.rgba(0, 0) == .clear)
        #expect(cg.rgba(39, 39) == .clear)
        #expect(cg.rgba(39, 0) == .blue)
        #expect(cg.rgba(0, 39) == .blue)
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 100)
        #expect(path.contains(CGPoint(x: 20, y: 5)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(abs(path.bounds.width - 40) < 0.001 && abs(path.bounds.height - 10) < 0.001)
    }

    @Test func containsUsesTheFillRule() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rect.contains(CGPoint(x: 15, y: 15)))
        #expect(!rect.contains(CGPoint(x: 5, y: 15)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 20, y: 10)))
        #expect(oval.contains(CGPoint(x: 38, y: 10)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        #expect(abs(oval.bounds.width - 40) < 0.01 && abs(oval.bounds.height - 20) < 0.01)
    }

    @Test func evenOddFillLeavesTheHoleOpen() {
        func rings() -> UIBezierPath {
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            return path
        }
        let evenOdd = rings()
        evenOdd.usesEvenOddFillRule = true
        #expect(!evenOdd.contains(CGPoint(x: 15, y: 15)))
        #expect(evenOdd.contains(CGPoint(x: 5, y: 5)))
        let winding = rings()
        #expect(winding.contains(CGPoint(x: 15, y: 15)))
        let cg = renderPixels(CGSize(width: 30, height: 30)) { _ in
            UIColor.red.setFill()
            evenOdd.fill()
        }
        #expect(cg.rgba(15, 15) == .clear)
        #expect(cg.rgba(5, 5) == .red)
        let filled = renderPixels(CGSize(width: 30, height: 30)) { _ in
            UIColor.red.setFill()
            winding.fill()
        }
        #expect(filled.rgba(15, 15) == .red)
    }

    @Test func strokeUsesTheLineWidthAndDash() {
        let cg = renderPixels(CGSize(width: 40, height: 20)) { _ in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 40, y: 10))
            line.lineWidth = 4
            line.setLineDash([10, 10], count: 2, phase: 0)
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(cg.rgba(5, 8) == .black)
        #expect(cg.rgba(5, 11) == .black)
        #expect(cg.rgba(5, 6) == .clear)
        #expect(cg.rgba(15, 10) == .clear)
        #expect(cg.rgba(25, 10) == .black)
    }

    @Test func lineDashRoundTrips() {
        let path = UIBezierPath()
        path.setLineDash([4, 2, 1], count: 3, phase: 1.5)
        var lengths = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&lengths, count: &count, phase: &phase)
        #expect(lengths == [4, 2, 1])
        #expect(count == 3)
        #expect(phase == 1.5)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func addClipLimitsLaterDrawingAndFillWithAlphaBlends() {
        let cg = renderPixels(CGSize(width: 20, height: 20)) { context in
            context.cgContext.saveGState()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
            context.cgContext.restoreGState()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 20, height: 10)).fill(with: .normal, alpha: 0.5)
        }
        #expect(cg.rgba(5, 5) == .red)
        #expect(cg.rgba(15, 5) == .clear)
        #expect(cg.rgba(15, 15).isClose(to: RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 2))
    }

    @Test func constructionTransformAndCopy() throws {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty, "a line without a current point is ignored")
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 14), controlPoint2: CGPoint(x: 2, y: 14))
        path.close()
        #expect(path.currentPoint == .zero)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 14), "bounds include control points")
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds.origin == CGPoint(x: 5, y: 7))
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy.cgPath == path.cgPath)
        let fromCG = UIBezierPath(cgPath: path.cgPath)
        #expect(fromCG.bounds == path.bounds)
        path.removeAllPoints()
        #expect(path.isEmpty)
        #expect(!copy.isEmpty)
    }

    @Test func reversingRunsTheOutlineBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.lineWidth == 3)
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        #expect(reversed.bounds == path.bounds)
        var first: CGPoint?
        reversed.cgPath.applyWithBlock { element in
            if first == nil { first = element.pointee.points[0] }
        }
        #expect(first == CGPoint(x: 10, y: 10))
        // A closed shape stays closed and keeps its interior.
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).reversing()
        #expect(oval.contains(CGPoint(x: 10, y: 10)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
    }
}
