@testable import QuartzCore
import Foundation
import Testing

/// `CALayer.cornerCurve = .continuous` through the compositor: background, clip, border, shadow, gradient.
///
/// The layers are 100 × 100 with a radius of 30 at (0, 0) on a transparent root, so a pixel's alpha is how
/// much of it the shape covers. A continuous corner leaves the edge 1.528665 × 30 ≈ 46 pt from the corner
/// and lies inside the circular one from there to about 0.5 r; the largest gap, 0.41 pt, is around 25 pt
/// from the corner along the edge, so pixel (25, 0) is much less covered. At the diagonal both are within
/// 0.06 pt of each other.
@MainActor
@Suite struct ContinuousCornerRenderingTests {
    /// A pixel near the top edge where the continuous corner has already left the edge.
    let easing = (x: 25, y: 0)

    /// Renders `layer` (placed at the origin) on a transparent 100 × 160 root.
    func render(_ layer: CALayer) -> Screen {
        let root = makeRoot(width: 100, height: 160, color: nil)
        root.addSublayer(layer)
        return renderOnce(root, width: 100, height: 160)
    }

    /// A 100 × 100 red layer with radius 30 and `curve`.
    func roundedLayer(_ curve: CALayerCornerCurve, color: CGColor? = rgb(255, 0, 0)) -> CALayer {
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color)
        layer.cornerRadius = 30
        layer.cornerCurve = curve
        return layer
    }

    @Test func backgroundsDifferFromCircularWhereTheCornerEasesIn() {
        let continuous = render(roundedLayer(.continuous)), circular = render(roundedLayer(.circular))
        let c = continuous.pixel(easing.x, easing.y).a, q = circular.pixel(easing.x, easing.y).a
        #expect(q - c > 60, "continuous \(c), circular \(q)")
        // Farther along, both are the straight edge; near the corner both are empty.
        #expect(continuous.pixel(50, 0).a == 255 && circular.pixel(50, 0).a == 255)
        #expect(continuous.pixel(2, 2).a == 0 && circular.pixel(2, 2).a == 0)
        // At 1.2 r from the corner the circle is already straight, the continuous corner not quite.
        #expect(circular.pixel(36, 0).a == 255 && continuous.pixel(36, 0).a < 255)
        // On the diagonal the two shapes agree to a small fraction of a pixel (continuous a hair fuller).
        let cd = continuous.pixel(8, 8).a, qd = circular.pixel(8, 8).a
        #expect(cd >= qd - 1 && cd - qd <= 20, "diagonal: continuous \(cd), circular \(qd)")
        // Less coverage overall in the corner, by roughly 2 × 0.0095 r² ≈ 17 pixels.
        func cornerInk(_ s: Screen) -> Int {
            (0..<50).reduce(0) { sum, y in sum + (0..<50).reduce(0) { $0 + s.pixel($1, y).a } }
        }
        let difference = Double(cornerInk(circular) - cornerInk(continuous)) / 255
        #expect(difference > 10 && difference < 25, "coverage difference \(difference) px")
        // The four corners are the same shape (up to the rasterizer's rounding and curve flattening).
        for (x, y) in [(easing.x, easing.y), (8, 8), (0, 25), (36, 0)] {
            let a = continuous.pixel(x, y).a
            for (mx, my) in [(99 - x, y), (x, 99 - y), (99 - x, 99 - y)] {
                #expect(abs(continuous.pixel(mx, my).a - a) <= 4, "(\(mx), \(my)) differs from (\(x), \(y))")
            }
        }
    }

    @Test func masksToBoundsClipsToTheSameContinuousShape() {
        let clipping = roundedLayer(.continuous, color: nil)
        clipping.masksToBounds = true
        clipping.addSublayer(makeLayer(CGRect(x: -20, y: -20, width: 140, height: 140), rgb(0, 255, 0)))
        let clipped = render(clipping), filled = render(roundedLayer(.continuous))
        for y in 0..<100 {
            for x in 0..<100 where abs(clipped.pixel(x, y).a - filled.pixel(x, y).a) > 2 {
                Issue.record("clip and background differ at (\(x), \(y)): \(clipped.pixel(x, y)) vs \(filled.pixel(x, y))")
                return
            }
        }
        let circular = roundedLayer(.circular, color: nil)
        circular.masksToBounds = true
        circular.addSublayer(makeLayer(CGRect(x: -20, y: -20, width: 140, height: 140), rgb(0, 255, 0)))
        #expect(render(circular).pixel(easing.x, easing.y).a - clipped.pixel(easing.x, easing.y).a > 60)
    }

    @Test func bordersFollowTheContinuousOutlineInside() {
        func bordered(_ curve: CALayerCornerCurve) -> Screen {
            let layer = roundedLayer(curve, color: nil)
            layer.borderWidth = 4
            layer.borderColor = rgb(0, 0, 255)
            return render(layer)
        }
        let continuous = bordered(.continuous), circular = bordered(.circular)
        let filled = render(roundedLayer(.continuous))
        // The outer edge of the border is the continuous outline.
        #expect(abs(continuous.pixel(easing.x, easing.y).a - filled.pixel(easing.x, easing.y).a) <= 2)
        #expect(circular.pixel(easing.x, easing.y).a - continuous.pixel(easing.x, easing.y).a > 60)
        // The ring is 4 pt wide along the edges, empty inside, and covers the diagonal at 9–11 pt.
        #expect(continuous.pixel(60, 1) == Pixel(0, 0, 255, 255) && continuous.pixel(60, 5).a == 0)
        #expect(continuous.pixel(50, 50).a == 0 && continuous.pixel(10, 10) == Pixel(0, 0, 255, 255))
        #expect(continuous.pixel(2, 2).a == 0 && continuous.pixel(14, 14).a == 0)
        // The inner edge is continuous too: 4 pt in at 25 pt along, it is farther down than the circle's.
        #expect(continuous.pixel(25, 4).a > circular.pixel(25, 4).a + 30)
    }

    @Test func shadowsWithoutAPathAndGradientsUseTheContinuousShape() {
        func shadowed(_ curve: CALayerCornerCurve) -> Screen {
            let layer = roundedLayer(curve, color: nil)
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 0, height: 50)
            return render(layer)
        }
        let c = shadowed(.continuous).pixel(easing.x, 50 + easing.y).a
        let q = shadowed(.circular).pixel(easing.x, 50 + easing.y).a
        #expect(q - c > 60 && c > 0, "shadow: continuous \(c), circular \(q)")

        func gradient(_ curve: CALayerCornerCurve) -> Screen {
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.colors = [rgb(255, 0, 0), rgb(0, 0, 255)]
            layer.cornerRadius = 30
            layer.cornerCurve = curve
            return render(layer)
        }
        let gc = gradient(.continuous), gq = gradient(.circular)
        #expect(gq.pixel(easing.x, easing.y).a - gc.pixel(easing.x, easing.y).a > 60)
        #expect(gc.pixel(50, 50).a == 255 && gc.pixel(2, 2).a == 0)
    }

    @Test func maskedCornersAndCapsules() {
        let layer = roundedLayer(.continuous)
        layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner]
        let screen = render(layer)
        #expect(screen.pixel(0, 0).a == 255 && screen.pixel(99, 99).a == 255)   // square corners
        #expect(screen.pixel(99 - easing.x, easing.y).a < 200 && screen.pixel(easing.x, 99 - easing.y).a < 200)
        #expect(screen.pixel(easing.x, easing.y).a == 255)
        // A radius of half the height makes the same capsule with either curve.
        func pill(_ curve: CALayerCornerCurve) -> CALayer {
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 40), rgb(255, 0, 0))
            layer.cornerRadius = 20
            layer.cornerCurve = curve
            return layer
        }
        let continuous = render(pill(.continuous)), circular = render(pill(.circular))
        var worst = (0, 0, 0)
        for y in 0..<40 {
            for x in 0..<100 where abs(continuous.pixel(x, y).a - circular.pixel(x, y).a) > worst.0 {
                worst = (abs(continuous.pixel(x, y).a - circular.pixel(x, y).a), x, y)
            }
        }
        // Cairo flattens curves to within 0.1 pixel, and the capsule's ends are three curves each against
        // the circle's one: up to 0.1 pixel of displacement, far below the 0.4 pt of a continuous corner.
        #expect(worst.0 <= 32, "capsules differ by \(worst.0) at (\(worst.1), \(worst.2)): \(continuous.pixel(worst.1, worst.2)) vs \(circular.pixel(worst.1, worst.2))")
    }

    @Test func changingTheCurveRedrawsTheCachedCorners() {
        let root = makeRoot(width: 100, height: 160, color: nil)
        let layer = roundedLayer(.circular)
        layer.borderWidth = 2
        layer.borderColor = rgb(0, 0, 255)
        root.addSublayer(layer)
        let screen = Screen(width: 100, height: 160)
        screen.render(root)
        let before = screen.pixel(easing.x, easing.y).a
        layer.cornerCurve = .continuous
        screen.render(root)
        #expect(before - screen.pixel(easing.x, easing.y).a > 60)
    }
}
