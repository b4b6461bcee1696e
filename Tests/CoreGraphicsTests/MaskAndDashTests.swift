import Testing
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

@Suite struct MaskTests {
    /// A 2×1 image: left pixel `left`, right pixel `right` (premultiplied BGRA via a context).
    func twoPixelImage(_ left: CGColor, _ right: CGColor) -> CGImage {
        let ctx = makeContext(2, 1)
        ctx.setBlendMode(.copy)
        ctx.setFillColor(left)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(right)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test func alphaImageMasksByAlpha() {
        let mask = twoPixelImage(CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(gray: 0, alpha: 0))
        let ctx = makeContext(20, 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rgba(ctx, 3, 5) == (255, 0, 0, 255))
        #expect(rgba(ctx, 16, 5).a == 0)
    }

    @Test func opaqueImageMasksByLuminance() {
        let mask = twoPixelImage(CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1))
        let ctx = makeContext(20, 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rgba(ctx, 3, 5).b == 255)
        #expect(rgba(ctx, 16, 5).a == 0)
    }

    @Test func maskClipsToItsRectAndIsRestoredWithTheState() {
        let mask = twoPixelImage(CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 1))
        let ctx = makeContext(20, 10)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rgba(ctx, 5, 5).a == 255)
        #expect(rgba(ctx, 15, 5).a == 0)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rgba(ctx, 15, 5).a == 255)
    }

    @Test func masksIntersectAndApplyToImagesGradientsAndStrokes() {
        let left = twoPixelImage(CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1))
        let ctx = makeContext(20, 10)
        ctx.interpolationQuality = .none   // sharp mask edges when the 2-pixel mask is scaled up
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: left)            // x < 10
        ctx.clip(to: CGRect(x: 5, y: 0, width: 20, height: 10), mask: left)            // 5 ≤ x < 15
        let gradient = CGGradient(colorsSpace: nil, colors: [red, red], locations: nil)!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgba(ctx, 2, 5).a == 0)
        #expect(rgba(ctx, 7, 5).a == 255)
        #expect(rgba(ctx, 12, 5).a == 0)
    }

    @Test func maskIsPlacedLikeDrawnImagesInYUpSpace() {
        // Top row opaque, bottom row transparent: the mask's first row lands at rect.maxY (the top).
        let ctx = makeContext(1, 2)
        ctx.setBlendMode(.copy)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        let mask = ctx.makeImage()!   // pixel row 0 opaque
        let target = makeContext(10, 20)
        target.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20), mask: mask)
        target.setFillColor(red)
        target.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rgba(target, 5, 3).a == 255)
        #expect(rgba(target, 5, 16).a == 0)
    }
}

@Suite struct DashTests {
    func lineLengths(_ path: CGPath) -> [CGFloat] {
        var result: [CGFloat] = []
        var last = CGPoint.zero
        for s in path.segments {
            switch s {
            case .move(let p): result.append(0); last = p
            case .line(let p): result[result.count - 1] += hypot(p.x - last.x, p.y - last.y); last = p
            default: break
            }
        }
        return result
    }

    @Test func dashingALineCutsItIntoDashes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [10, 5])
        let lengths = lineLengths(dashed)
        #expect(lengths.count == 7)
        #expect(lengths.dropLast().allSatisfy { near($0, 10, 1e-9) })
        #expect(near(lengths.last!, 10, 1e-9))   // 6 × 15 = 90, the 7th dash covers 90...100
        #expect(dashed.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 0))
    }

    @Test func phaseShiftsThePatternAndDashesContinueAcrossCorners() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let dashed = path.copy(dashingWithPhase: 0, lengths: [14, 100])
        // The first dash runs to the corner and continues 4 units up in the same subpath (keeping the join).
        #expect(dashed.segments == [.move(.zero), .line(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 10, y: 4))])
        let phased = path.copy(dashingWithPhase: 4, lengths: [8, 100])
        #expect(phased.segments == [.move(.zero), .line(CGPoint(x: 4, y: 0))])
        let shifted = path.copy(dashingWithPhase: 4, lengths: [8, 4])
        if case .move(let p) = shifted.segments[0] { #expect(p == .zero) }
        let moves = shifted.segments.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 2)   // 0..4 (rest of the first dash), then 8..16 crossing the corner at 10
        #expect(shifted.segments.contains(.line(CGPoint(x: 10, y: 0))))
        #expect(shifted.segments.contains(.line(CGPoint(x: 10, y: 6))))
    }

    @Test func closedSubpathsJoinTheirLastDashToTheFirst() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [25, 10])
        #expect(dashed.segments == [.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 10, y: 0)),
                                    .line(CGPoint(x: 10, y: 10)), .line(CGPoint(x: 5, y: 10))])
        // One unbroken dash round the whole square stays a closed subpath.
        let whole = square.copy(dashingWithPhase: 0, lengths: [100, 10])
        #expect(whole.segments.first == .move(.zero) && whole.segments.last == .close)
        // A pattern off at the start keeps separate dashes.
        let offStart = square.copy(dashingWithPhase: 5, lengths: [5, 5])
        let moves = offStart.segments.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 4)
    }

    @Test func curvesStayCurvesAndLengthsAddUp() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [10, 10])
        let cubics = dashed.segments.filter { if case .cubic = $0 { return true } else { return false } }
        #expect(cubics.count >= 15)
        let moves = dashed.segments.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 16)   // circumference 314 / 20 per period → 16 dashes
        for p in dashed.flattened().flatMap({ $0 }) {
            #expect(near(hypot(p.x - 50, p.y - 50), 50, 0.1))
        }
    }

    @Test func invalidPatternsReturnThePathUndashed() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [5, -1]) == path)
        let moved = path.copy(dashingWithPhase: 0, lengths: [], transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(moved.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 10))
        // Tiny dashes on a long path terminate.
        let long = CGMutablePath()
        long.addLines(between: [.zero, CGPoint(x: 1e6, y: 0)])
        #expect(long.copy(dashingWithPhase: 0, lengths: [1e-3, 1e-3]).segments.count <= 2_000_002)
    }

    @Test func strokingWithDashesLeavesGaps() {
        let ctx = makeContext(40, 10)
        ctx.setStrokeColor(red)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        #expect(rgba(ctx, 5, 5).a == 255)
        #expect(rgba(ctx, 15, 5).a == 0)
        #expect(rgba(ctx, 25, 5).a == 255)
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        #expect(rgba(ctx, 15, 5).a == 255)
    }
}

@Suite struct GeometryHelperTests {
    @Test func equalToMatchesAppleSemantics() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: -5).equalTo(CGRect(x: 5, y: 5, width: 5, height: 5)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
    }
}

@Suite struct MaskInteractionTests {
    @Test func softMaskAppliesOnceToTransparencyLayers() {
        let greyCtx = makeContext(1, 1)
        greyCtx.setFillColor(CGColor(gray: 0.5, alpha: 1))
        greyCtx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = greyCtx.makeImage()!
        let ctx = makeContext(10, 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.endTransparencyLayer()
        #expect(near(rgba(ctx, 5, 5).a, 128, 3))
    }

    @Test func fillStrokeWithAHairlineStillCastsTheFillShadow() {
        let ctx = topDown(40, 20)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: blue)
        ctx.setLineWidth(0)
        ctx.addRect(CGRect(x: 2, y: 2, width: 10, height: 10))
        ctx.setFillColor(red)
        ctx.drawPath(using: .fillStroke)
        #expect(rgba(ctx, 27, 7).b == 255)
        #expect(rgba(ctx, 7, 7).r == 255)
    }
}
