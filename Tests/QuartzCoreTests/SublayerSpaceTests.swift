import Foundation
@testable import QuartzCore
import Testing

@MainActor
@Suite struct SublayerSpaceTests {
    @Test func geometryFlippedPlacesSublayersFromTheBottom() {
        let root = makeRoot(width: 40, height: 40)
        let container = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        container.isGeometryFlipped = true
        let child = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        container.addSublayer(child)
        root.addSublayer(container)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(5, 35) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(5, 5) == Pixel(255, 255, 255, 255))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 0, y: 40))
        #expect(root.hitTest(CGPoint(x: 5, y: 35)) === child)
    }

    @Test func sublayerTransformAppliesAboutTheAnchor() {
        let root = makeRoot(width: 40, height: 40)
        let container = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        let child = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(0, 0, 255))
        container.addSublayer(child)
        root.addSublayer(container)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(20, 20) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(11, 11) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(8, 8) == Pixel(255, 255, 255, 255))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
    }

    @Test func perspectiveIsIgnoredAndXRotationFlattens() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.transform = t
        #expect(layer.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        #expect(abs(layer.frame.height - 5) < 1e-9 && layer.frame.width == 10)
    }

    @Test func boundsOriginScrollsSublayers() {
        let root = makeRoot(width: 40, height: 40)
        let scroller = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let content = makeLayer(CGRect(x: 0, y: 30, width: 40, height: 10), rgb(0, 128, 0))
        scroller.addSublayer(content)
        root.addSublayer(scroller)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(20, 35) == Pixel(0, 128, 0, 255))
        scroller.bounds.origin.y = 30
        let damage = screen.render(root)
        #expect(damage != nil)
        #expect(screen.pixel(20, 5) == Pixel(0, 128, 0, 255))
        #expect(screen.pixel(20, 35) == Pixel(255, 255, 255, 255))
    }

    @Test func firstFrameAndNewTargetsRepaintEverything() {
        let root = makeRoot(width: 10, height: 10)
        let screen = Screen(width: 10, height: 10)
        #expect(screen.render(root) == CGRect(x: 0, y: 0, width: 10, height: 10) && screen.fullRedraw)
        #expect(screen.render(root) == nil)
        screen.invalidate()
        #expect(screen.render(root) == CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = Screen(width: 10, height: 10)
        other.render(root)
        #expect(other.fullRedraw)
    }

    @Test func roundedBorderFollowsTheCorners() {
        let root = makeRoot(width: 60, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
        layer.cornerRadius = 20
        layer.borderWidth = 3
        layer.borderColor = rgb(0, 0, 255)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 60, height: 60)
        #expect(screen.pixel(30, 11) == Pixel(0, 0, 255, 255))     // top of the circle
        #expect(screen.pixel(11, 11) == Pixel(255, 255, 255, 255)) // outside the rounded corner
        #expect(screen.pixel(30, 30) == Pixel(255, 255, 255, 255)) // inside the ring
        #expect(screen.pixel(11, 30) == Pixel(0, 0, 255, 255))
    }

    @Test func hugeDecorationsAreDrawnWithoutCaching() {
        let root = makeRoot(width: 20, height: 20)
        let huge = makeLayer(CGRect(x: -10, y: -10, width: 3000, height: 3000), rgb(255, 0, 0))
        huge.cornerRadius = 20
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 0, width: 2000, height: 5000)
        gradient.colors = [rgb(0, 0, 255), rgb(0, 255, 0)]
        root.sublayers = [huge, gradient]
        let screen = renderOnce(root, width: 20, height: 20, scale: 2)
        #expect(screen.pixel(5, 5) == Pixel(255, 0, 0, 255))
        #expect(huge.backgroundCache == nil)
        #expect(screen.pixel(30, 0).isClose(to: Pixel(0, 0, 255, 255), tolerance: 4))
        #expect((gradient.gradientCache?.image.height ?? .max) < 5_000)
    }
}
