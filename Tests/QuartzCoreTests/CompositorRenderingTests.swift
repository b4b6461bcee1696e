@testable import QuartzCore
import Foundation
import Testing

@MainActor
@Suite struct CompositorRenderingTests {
    @Test func backgroundAndSublayer() {
        let root = makeRoot(width: 40, height: 40)
        root.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(255, 0, 0)))
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(5, 5) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(15, 15) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(25, 15) == Pixel(255, 255, 255, 255))
    }

    @Test func screenScaleMapsPointsToPixels() {
        let root = makeRoot(width: 20, height: 20)
        root.addSublayer(makeLayer(CGRect(x: 5, y: 5, width: 5, height: 5), rgb(0, 0, 255)))
        let screen = renderOnce(root, width: 20, height: 20, scale: 3)
        #expect(screen.pixel(15, 15) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(29, 29) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(30, 30) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(14, 14) == Pixel(255, 255, 255, 255))
    }

    @Test func roundedCornersRespectMaskedCorners() {
        let root = makeRoot(width: 60, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(0, 128, 0))
        layer.cornerRadius = 15
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 60, height: 60)
        let white = Pixel(255, 255, 255, 255), green = Pixel(0, 128, 0, 255)
        #expect(screen.pixel(11, 11) == white)       // top-left rounded
        #expect(screen.pixel(48, 48) == white)       // bottom-right rounded
        #expect(screen.pixel(48, 11) == green)       // top-right square
        #expect(screen.pixel(11, 48) == green)       // bottom-left square
        #expect(screen.pixel(30, 30) == green)
    }

    @Test func borderDrawsInsideBoundsAboveSublayers() {
        let root = makeRoot(width: 60, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(0, 0, 255))
        layer.borderWidth = 4
        layer.borderColor = rgb(255, 0, 0)
        let child = makeLayer(CGRect(x: -5, y: -5, width: 20, height: 20), rgb(0, 255, 0))
        layer.addSublayer(child)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 60, height: 60)
        #expect(screen.pixel(11, 30) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(12, 12) == Pixel(255, 0, 0, 255))   // border above the green sublayer
        #expect(screen.pixel(16, 16) == Pixel(0, 255, 0, 255))
        #expect(screen.pixel(7, 7) == Pixel(0, 255, 0, 255))     // sublayer overflows
        #expect(screen.pixel(30, 30) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(9, 30) == Pixel(255, 255, 255, 255))
    }

    @Test func masksToBoundsClipsSublayers() {
        let root = makeRoot(width: 60, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(0, 0, 255))
        layer.masksToBounds = true
        layer.cornerRadius = 10
        layer.addSublayer(makeLayer(CGRect(x: -10, y: -10, width: 30, height: 30), rgb(0, 255, 0)))
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 60, height: 60)
        #expect(screen.pixel(5, 5) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(11, 11) == Pixel(255, 255, 255, 255))   // rounded clip
        #expect(screen.pixel(18, 18) == Pixel(0, 255, 0, 255))
        #expect(screen.pixel(35, 35) == Pixel(0, 0, 255, 255))
    }

    @Test func opacityGroupsCompositeOnce() {
        let root = makeRoot(width: 40, height: 40)
        let group = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        group.opacity = 0.5
        group.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 30, height: 30), rgb(255, 0, 0)))
        group.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 255)))
        root.addSublayer(group)
        let screen = renderOnce(root, width: 40, height: 40)
        // Overlap shows only blue at half strength: the group is flattened before fading.
        #expect(screen.pixel(20, 20).isClose(to: Pixel(127, 127, 255, 255), tolerance: 2))
        #expect(screen.pixel(5, 5).isClose(to: Pixel(255, 127, 127, 255), tolerance: 2))
        let leaf = makeLayer(CGRect(x: 0, y: 35, width: 5, height: 5), rgb(0, 0, 0))
        leaf.opacity = 0.25
        root.addSublayer(leaf)
        screen.render(root)
        #expect(screen.pixel(2, 37).isClose(to: Pixel(191, 191, 191, 255), tolerance: 2))
    }

    @Test func transformAppliesAboutAnchorPoint() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 40, y: 40, width: 20, height: 20), rgb(255, 0, 0))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 100, height: 100)
        #expect(screen.pixel(31, 31) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(68, 68) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(29, 50) == Pixel(255, 255, 255, 255))
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 40, y: 40)
        screen.render(root)
        #expect(screen.pixel(41, 41) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(78, 78) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(35, 35) == Pixel(255, 255, 255, 255))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        screen.render(root)
        #expect(screen.pixel(41, 41) == Pixel(255, 255, 255, 255) || screen.pixel(41, 45) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(40, 55) == Pixel(255, 0, 0, 255))   // rotated clockwise on screen
    }

    @Test func zPositionOrdersSiblingsStably() {
        let root = makeRoot(width: 20, height: 20)
        let a = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(255, 0, 0))
        let b = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(0, 255, 0))
        let c = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(0, 0, 255))
        root.sublayers = [a, b, c]
        let screen = renderOnce(root, width: 20, height: 20)
        #expect(screen.pixel(10, 10) == Pixel(0, 0, 255, 255))
        a.zPosition = 5
        screen.render(root)
        #expect(screen.pixel(10, 10) == Pixel(255, 0, 0, 255))
        a.zPosition = 0; b.zPosition = -1; c.zPosition = -1
        screen.render(root)
        #expect(screen.pixel(10, 10) == Pixel(255, 0, 0, 255))
        a.zPosition = -1
        screen.render(root)
        #expect(screen.pixel(10, 10) == Pixel(0, 0, 255, 255))   // equal z: sublayer order
    }

    @Test func hiddenLayersAreNotDrawn() {
        let root = makeRoot(width: 20, height: 20)
        let a = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(255, 0, 0))
        a.isHidden = true
        root.addSublayer(a)
        let screen = renderOnce(root, width: 20, height: 20)
        #expect(screen.pixel(10, 10) == Pixel(255, 255, 255, 255))
        a.isHidden = false
        screen.render(root)
        #expect(screen.pixel(10, 10) == Pixel(255, 0, 0, 255))
    }

    @Test func contentsGravityPlacesImage() {
        let image = solidImage(width: 10, height: 10, color: rgb(0, 0, 255))
        let root = makeRoot(width: 40, height: 40)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        layer.contents = image
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(35, 35) == Pixel(0, 0, 255, 255))   // resize fills
        let expectations: [(CALayerContentsGravity, (Int, Int), (Int, Int))] = [
            (.center, (20, 20), (10, 10)), (.top, (20, 5), (20, 15)), (.bottom, (20, 35), (20, 25)),
            (.left, (5, 20), (15, 20)), (.right, (35, 20), (25, 20)), (.topLeft, (5, 5), (15, 5)),
            (.bottomRight, (35, 35), (25, 35)), (.topRight, (35, 5), (25, 5)), (.bottomLeft, (5, 35), (5, 25)),
        ]
        for (gravity, inside, outside) in expectations {
            layer.contentsGravity = gravity
            screen.render(root)
            #expect(screen.pixel(inside.0, inside.1) == Pixel(0, 0, 255, 255), "\(gravity.rawValue) inside")
            #expect(screen.pixel(outside.0, outside.1) == Pixel(255, 255, 255, 255), "\(gravity.rawValue) outside")
        }
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contentsGravity = .resizeAspect
        screen.render(root)
        #expect(screen.pixel(20, 10) == Pixel(0, 0, 255, 255) && screen.pixel(5, 10) == Pixel(255, 255, 255, 255))
        layer.contentsGravity = .resizeAspectFill
        screen.render(root)
        #expect(screen.pixel(20, 28) == Pixel(0, 0, 255, 255) && screen.pixel(5, 10) == Pixel(0, 0, 255, 255))
        layer.contentsScale = 2
        layer.contentsGravity = .topLeft
        screen.render(root)
        #expect(screen.pixel(3, 3) == Pixel(0, 0, 255, 255) && screen.pixel(6, 3) == Pixel(255, 255, 255, 255))
    }

    @Test func contentsRectShowsPartOfImage() {
        let pixels = twoToneImage()
        let root = makeRoot(width: 20, height: 20)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        layer.contents = pixels
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 20, height: 20)
        #expect(screen.pixel(2, 10) == Pixel(0, 255, 0, 255))
        #expect(screen.pixel(18, 10) == Pixel(0, 255, 0, 255))
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() {
        let root = makeRoot(width: 40, height: 40)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        layer.contents = ringImage()
        layer.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(2, 20) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(20, 2) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(37, 37) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(6, 20) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(20, 20) == Pixel(0, 0, 255, 255))
        #expect(screen.pixel(33, 33) == Pixel(0, 0, 255, 255))
        layer.contentsScale = 2   // corners are 2 points at scale 2
        screen.render(root)
        #expect(screen.pixel(1, 20) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(4, 20) == Pixel(0, 0, 255, 255))
    }

    @Test func shadowDarkensBelowRightOnlyWithOpacity() {
        let root = makeRoot(width: 60, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(255, 255, 255))
        layer.shadowOffset = CGSize(width: 6, height: 6)
        layer.shadowRadius = 2
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 60, height: 60)
        #expect(screen.pixel(33, 33) == Pixel(255, 255, 255, 255))
        layer.shadowOpacity = 1
        screen.render(root)
        #expect(screen.pixel(33, 33).r < 200)
        #expect(screen.pixel(20, 33).r < 200)
        #expect(screen.pixel(8, 8) == Pixel(255, 255, 255, 255))   // not above-left
        #expect(screen.pixel(20, 20) == Pixel(255, 255, 255, 255))
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        screen.render(root)
        #expect(screen.pixel(33, 33) == Pixel(255, 255, 255, 255))
        #expect(screen.pixel(18, 18) == Pixel(255, 255, 255, 255))   // under the layer's own white background
    }

    /// A soft shadow moving by fractions of a pixel is blurred once and moved, not blurred every frame; it
    /// still lands where it belongs (its darkest pixels follow the layer). A hard shadow is redrawn exactly.
    @Test func aSoftShadowMovingBySubpixelsIsBlurredOnce() throws {
        let root = makeRoot(width: 80, height: 60)
        let layer = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(255, 255, 255))
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 8)
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 80, height: 60, scale: 2)
        let first = try #require(layer.shadowCache?.image)
        let before = screen.pixel(20, 70)   // the shadow's blurred left edge, below the layer
        for step in 1...20 {
            layer.position.x += 0.37
            screen.render(root)
            #expect(layer.shadowCache?.image === first, "re-blurred at step \(step)")
        }
        // 7.4 pt = 14.8 px to the right: the edge moved with the layer.
        #expect(screen.pixel(35, 70).isClose(to: before, tolerance: 10), "\(screen.pixel(35, 70)) vs \(before)")
        #expect(screen.pixel(20, 70).r > before.r + 20, "\(screen.pixel(20, 70)) vs \(before)")

        layer.shadowRadius = 0
        screen.render(root)
        let hard = try #require(layer.shadowCache?.image)
        layer.position.x += 0.37
        screen.render(root)
        #expect(layer.shadowCache?.image !== hard)
    }

    @Test func maskLayerAlphaMasks() {
        let root = makeRoot(width: 40, height: 40)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(255, 0, 0))
        let mask = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 40), rgb(0, 0, 0, 1))
        layer.mask = mask
        root.addSublayer(layer)
        let screen = renderOnce(root, width: 40, height: 40)
        #expect(screen.pixel(10, 20) == Pixel(255, 0, 0, 255))
        #expect(screen.pixel(30, 20) == Pixel(255, 255, 255, 255))
        mask.opacity = 0.5
        screen.render(root)
        #expect(screen.pixel(10, 20).isClose(to: Pixel(255, 127, 127, 255), tolerance: 2))
        #expect(mask.superlayer == nil)
    }

    @Test func renderInContextDrawsInLayerSpace() {
        let layer = makeLayer(CGRect(x: 100, y: 100, width: 20, height: 20), rgb(255, 0, 0))
        layer.addSublayer(makeLayer(CGRect(x: 10, y: 0, width: 10, height: 10), rgb(0, 0, 255)))
        let ctx = makeContext(width: 20, height: 20)
        layer.render(in: ctx)
        let image = ctx.makeImage()!
        #expect(image.pixel(x: 5, y: 5)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 15, y: 5)! == (255, 0, 0, 255))
    }
}

