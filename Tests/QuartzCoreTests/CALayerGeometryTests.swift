import Foundation
@testable import QuartzCore
import Testing

@MainActor
@Suite struct CALayerGeometryTests {
    @Test func defaults() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.bounds == .zero && layer.position == .zero)
        #expect(layer.opacity == 1 && layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.borderColor == CGColor.black && layer.shadowColor == CGColor.black)
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1 && layer.cornerCurve == .circular)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(CATransform3DIsIdentity(layer.transform) && layer.sublayers == nil)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Apple's "Layer Geometry" example: position (100, 100), bounds 100×40.
    @Test func frameFromPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 40))
        layer.bounds.origin = CGPoint(x: 30, y: 30)
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 40))
    }

    @Test func settingFrameSetsPositionAndBoundsSize() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 5, y: 7)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 5, y: 7, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(layer.frame == CGRect(x: 60, y: -5, width: 100, height: 50))
    }

    @Test func frameWithTransforms() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 50, height: 50))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let f = layer.frame
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 50) < 1e-9)
        #expect(abs(f.midX - 50) < 1e-9 && abs(f.midY - 50) < 1e-9)
    }

    @Test func affineTransformRoundTrip() {
        let layer = CALayer()
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        layer.setAffineTransform(t)
        #expect(layer.affineTransform() == t)
        #expect(CATransform3DIsAffine(layer.transform))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }

    @Test func transform3DFunctions() {
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: .pi / 6)
        let g = CATransform3DGetAffineTransform(r)
        #expect(abs(g.a - a.a) < 1e-12 && abs(g.b - a.b) < 1e-12 && abs(g.c - a.c) < 1e-12)
        let m = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 20, 0)
        // translate first, then scale: (0,0) -> (10,20) -> (20,60)
        #expect(m.m41 == 20 && m.m42 == 60)
        let inv = CATransform3DInvert(CATransform3DConcat(r, m))
        let id = CATransform3DConcat(CATransform3DConcat(r, m), inv)
        for (x, y) in zip(id.entries, CATransform3DIdentity.entries) { #expect(abs(x - y) < 1e-9) }
        var singular = CATransform3DIdentity
        singular.m11 = 0
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func convertBetweenLayers() {
        let root = makeRoot(width: 300, height: 300)
        let a = makeLayer(CGRect(x: 10, y: 20, width: 100, height: 100), nil)
        let b = makeLayer(CGRect(x: 5, y: 5, width: 50, height: 50), nil)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 15, y: 25), to: b) == .zero)
        #expect(b.convert(CGPoint(x: 15, y: 25), from: root) == .zero)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 15, y: 25, width: 10, height: 10))
        a.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
        a.transform = CATransform3DMakeScale(2, 2, 1)
        // a's anchor (centre of its bounds) stays at (60, 70); b's origin is 50 left/above... scaled by 2
        let p = b.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - (60 + 2 * (5 - 50))) < 1e-9 && abs(p.y - (70 + 2 * (-5 - 50))) < 1e-9)
    }

    @Test func hitTestFindsDeepestFrontmost() {
        let root = makeRoot(width: 200, height: 200)
        let a = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let b = makeLayer(CGRect(x: 50, y: 50, width: 100, height: 100), nil)
        let child = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        root.addSublayer(a)
        root.addSublayer(b)
        b.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === b)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === a)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === b)
        #expect(root.hitTest(CGPoint(x: 250, y: 10)) == nil)
        let outside = makeLayer(CGRect(x: 90, y: 90, width: 30, height: 30), nil)
        child.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 155, y: 155)) === outside)
        b.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 155, y: 155)) === root)
        #expect(child.contains(CGPoint(x: 5, y: 5)) && !child.contains(CGPoint(x: 25, y: 5)))
    }

    @Test func preferredFrameSizeFollowsTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.transform = CATransform3DMakeScale(-2, 1, 1)
        #expect(layer.preferredFrameSize() == CGSize(width: 20, height: 20))
    }
}
