import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

@Suite struct StrokingTests {
    /// Pixels whose alpha differs by more than 96 between filling `outline` and stroking `path`.
    func mismatches(_ path: CGPath, width: CGFloat, cap: CGLineCap, join: CGLineJoin, dash: [CGFloat] = []) -> (bad: Int, painted: Int) {
        let stroked = topDown(120, 120), filled = topDown(120, 120)
        stroked.setLineWidth(width); stroked.setLineCap(cap); stroked.setLineJoin(join)
        stroked.setLineDash(phase: 0, lengths: dash)
        stroked.addPath(path)
        stroked.strokePath()
        var source = path
        if !dash.isEmpty { source = path.copy(dashingWithPhase: 0, lengths: dash) }
        filled.addPath(source.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: 10))
        filled.fillPath()
        var bad = 0, painted = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let a = rgba(stroked, x, y).a, b = rgba(filled, x, y).a
                if a > 0 { painted += 1 }
                if abs(a - b) > 96 { bad += 1 }
            }
        }
        return (bad, painted)
    }

    var zigzag: CGPath {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 10, y: 100), CGPoint(x: 40, y: 20), CGPoint(x: 60, y: 90),
                             CGPoint(x: 100, y: 30), CGPoint(x: 105, y: 100)])
        return p
    }

    var curvy: CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 15, y: 60))
        p.addCurve(to: CGPoint(x: 105, y: 60), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 90, y: 130))
        p.addQuadCurve(to: CGPoint(x: 60, y: 110), control: CGPoint(x: 110, y: 110))
        return p
    }

    @Test(arguments: [CGLineJoin.miter, .round, .bevel])
    func filledOutlineMatchesTheStrokeForJoins(_ join: CGLineJoin) {
        for path in [zigzag, curvy, CGPath(roundedRect: CGRect(x: 20, y: 20, width: 80, height: 60), cornerWidth: 15,
                                           cornerHeight: 15, transform: nil),
                     CGPath(rect: CGRect(x: 20, y: 20, width: 80, height: 80), transform: nil)] {
            let result = mismatches(path, width: 9, cap: .butt, join: join)
            #expect(result.bad <= result.painted / 100, "join \(join): \(result.bad) of \(result.painted)")
        }
    }

    @Test(arguments: [CGLineCap.butt, .round, .square])
    func filledOutlineMatchesTheStrokeForCaps(_ cap: CGLineCap) {
        let result = mismatches(zigzag, width: 12, cap: cap, join: .round)
        #expect(result.bad <= result.painted / 100, "cap \(cap): \(result.bad) of \(result.painted)")
        let dashed = mismatches(curvy, width: 6, cap: cap, join: .miter, dash: [12, 8])
        #expect(dashed.bad <= dashed.painted / 50, "dashed cap \(cap): \(dashed.bad) of \(dashed.painted)")
    }

    @Test func degenerateSubpathsGiveDotsWithRoundAndSquareCaps() {
        let point = CGMutablePath()
        point.move(to: CGPoint(x: 50, y: 50))
        point.addLine(to: CGPoint(x: 50, y: 50))
        #expect(point.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let dot = point.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(dot.contains(CGPoint(x: 53, y: 50)) && !dot.contains(CGPoint(x: 54, y: 54)))
        let square = point.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 54, y: 54)) && !square.contains(CGPoint(x: 56, y: 50)))
        #expect(zigzag.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test func strokedLineContainsPointsNearItAndHonoursTheTransform() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                transform: CGAffineTransform(translationX: 0, y: 10))
        #expect(outline.contains(CGPoint(x: 50, y: 14)) && !outline.contains(CGPoint(x: 50, y: 16)))
        #expect(!outline.contains(CGPoint(x: -1, y: 10)))
        let box = outline.boundingBoxOfPath
        #expect(near(box.minY, 5, 1e-9) && near(box.maxY, 15, 1e-9) && near(box.width, 100, 1e-9))
    }

    @Test func replacePathWithStrokedPathUsesTheContextAttributes() {
        let ctx = topDown(60, 20)
        ctx.setLineWidth(6)
        ctx.setLineCap(.square)
        ctx.move(to: CGPoint(x: 10, y: 10))
        ctx.addLine(to: CGPoint(x: 50, y: 10))
        ctx.replacePathWithStrokedPath()
        let box = ctx.boundingBoxOfPath
        #expect(near(box.minX, 7, 1e-9) && near(box.maxX, 53, 1e-9) && near(box.minY, 7, 1e-9) && near(box.maxY, 13, 1e-9))
        ctx.setFillColor(red)
        ctx.fillPath()
        #expect(rgba(ctx, 8, 10).a == 255 && rgba(ctx, 30, 14).a == 0)
    }
}
