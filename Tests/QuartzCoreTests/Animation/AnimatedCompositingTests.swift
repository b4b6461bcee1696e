import Testing
@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

@MainActor
struct AnimatedCompositingTests {
    /// Every frame of a moving, fading layer equals a full repaint of a copy placed at the presented values.
    @Test func animatedFramesEqualFullRendersOfThePresentation() {
        let root = makeRoot(width: 100, height: 80)
        let layer = makeLayer(CGRect(x: 5, y: 5, width: 20, height: 20), rgb(255, 0, 0))
        layer.cornerRadius = 4
        root.addSublayer(layer)
        let clock = AnimationClock(root: root, width: 100, height: 80)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 80, y: 60)
        move.duration = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.3
        fade.duration = 0.5
        layer.add(move, forKey: "move")
        layer.add(fade, forKey: "fade")
        for step in 0..<70 {
            clock.advance(by: 1.0 / 120)
            let presented = layer.presentation()!
            let reference = makeRoot(width: 100, height: 80)
            let copy = makeLayer(.zero, rgb(255, 0, 0))
            copy.bounds = presented.bounds
            copy.position = presented.position
            copy.opacity = presented.opacity
            copy.cornerRadius = 4
            reference.addSublayer(copy)
            let full = renderOnce(reference, width: 100, height: 80)
            let (same, detail) = identicalPixels(clock.screen.image, full.image)
            #expect(same, "frame \(step): \(detail)")
            if !same { break }
        }
        #expect(layer.animationKeys() == nil)
        #expect(layer.position == CGPoint(x: 15, y: 15))
    }

    @Test func hitTestingUsesModelValues() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        let clock = AnimationClock(root: root)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 80, y: 80)
        move.duration = 1
        layer.add(move, forKey: "move")
        clock.advance(by: 0.5)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === layer)
        #expect(clock.screen.pixel(5, 5) == Pixel(255, 255, 255, 255))
    }

    @Test func removedLayersWithAnimationsDoNotCrash() {
        let root = makeRoot(width: 100, height: 100)
        var layer: CALayer? = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer!)
        let clock = AnimationClock(root: root)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 80, y: 80)
        move.duration = 1
        layer!.add(move, forKey: "move")
        clock.advance(by: 0.2)
        layer!.removeFromSuperlayer()
        clock.advance(by: 0.2)
        layer = nil
        clock.advance(by: 1)
        #expect(clock.screen.pixel(50, 50) == Pixel(255, 255, 255, 255))
    }

    @Test func aLayerDeallocatedWhileAnimatingStopsItsAnimationsUnfinished() {
        let root = makeRoot(width: 100, height: 100)
        let recorder = AnimationRecorder()
        weak var weakLayer: CALayer?
        let clock = AnimationClock(root: root)
        do {
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
            root.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 80, y: 80)
            move.duration = 1
            move.delegate = recorder
            layer.add(move, forKey: "move")
            clock.advance(by: 0.2)
            layer.removeFromSuperlayer()
            weakLayer = layer
        }
        #expect(weakLayer == nil)  // the animation engine does not keep it
        clock.advance(by: 0.2)
        #expect(recorder.events == ["start", "stop false"])
    }
}
