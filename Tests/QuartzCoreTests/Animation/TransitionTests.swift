import Testing
@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

/// A display compositor at a chosen scale on a virtual clock whose frames report their damage.
@MainActor
private final class TransitionClock {
    let screen: Screen
    let root: CALayer
    private(set) var time: CFTimeInterval = 100
    private let box = TimeBox()
    /// The damaged pixel rectangles of the frames run so far (`nil`: nothing repainted).
    private(set) var damage: [CGRect?] = []

    init(root: CALayer, width: Int = 100, height: Int = 100, scale: CGFloat = 1) {
        self.root = root
        screen = Screen(width: width, height: height, scale: scale)
        screen.compositor.commitsLayers = true
        box.time = time
        let box = self.box
        MediaClock.install { box.time }
        frame()
    }

    /// Runs one frame at the current time.
    func frame() {
        FrameTick.fire(timestamp: time, frameDuration: 1.0 / 120)
        damage.append(screen.render(root))
    }

    /// Advances by `seconds`, a frame every 1/120 s.
    func advance(by seconds: CFTimeInterval) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(time + 1.0 / 120, end)
            box.time = time
            frame()
        }
    }

    /// Forgets the recorded damage.
    func resetDamage() { damage = [] }

    /// Whether the last frame's pixels equal a full repaint of the same tree at the same time.
    func lastFrameEqualsFullRepaint() -> (Bool, String) {
        let partial = screen.image
        screen.invalidate()
        screen.render(root)
        return identicalPixels(partial, screen.image)
    }
}

/// Sets `layer`'s background without an implicit animation (standalone layers animate it once rendered),
/// so the new appearance is final at once.
@MainActor
private func paintWithoutAction(_ layer: CALayer, _ color: CGColor) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.backgroundColor = color
    CATransaction.commit()
}

@MainActor
struct TransitionTests {
    /// A white 100×100 root with a red 40×40 layer at (20, 20).
    private func scene(scale: CGFloat = 1) -> (TransitionClock, CALayer) {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 20, y: 20, width: 40, height: 40), rgb(255, 0, 0))
        root.addSublayer(layer)
        let clock = TransitionClock(root: root, scale: scale)
        return (clock, layer)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                            duration: CFTimeInterval = 1) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = duration
        return t
    }

    @Test func fadeCrossDissolvesRedToBlueAndEndsBlue() {
        let (clock, layer) = scene()
        let recorder = AnimationRecorder()
        let fade = transition(.fade)
        fade.delegate = recorder
        layer.add(fade, forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.frame()
        #expect(clock.screen.pixel(40, 40) == Pixel(255, 0, 0, 255))                // the old picture first
        clock.advance(by: 0.5)
        let mid = clock.screen.pixel(40, 40)
        #expect(mid.isClose(to: Pixel(128, 0, 127, 255), tolerance: 2), "\(mid)")   // linear: half and half
        #expect(clock.screen.pixel(10, 10) == Pixel(255, 255, 255, 255))
        let running = layer.animation(forKey: kCATransition) as? CATransition
        #expect(running?.snapshot != nil)
        clock.advance(by: 0.5)
        #expect(clock.screen.pixel(40, 40) == Pixel(0, 0, 255, 255))
        #expect(layer.animationKeys() == nil)
        #expect(running?.snapshot == nil)                                             // the picture is released
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func pushFromRightShowsOldLeftAndNewRightAtHalfTime() {
        let (clock, layer) = scene()
        layer.masksToBounds = true
        layer.add(transition(.push, .fromRight), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.5)
        #expect(clock.screen.pixel(25, 40) == Pixel(255, 0, 0, 255))   // old, pushed out to the left
        #expect(clock.screen.pixel(38, 40) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(42, 40) == Pixel(0, 0, 255, 255))   // new, coming in from the right
        #expect(clock.screen.pixel(58, 40) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(15, 40) == Pixel(255, 255, 255, 255))   // masksToBounds: clipped
        #expect(clock.screen.pixel(65, 40) == Pixel(255, 255, 255, 255))
    }

    /// Core Animation clips a transition to the layer's bounds only when the layer masks to them:
    /// otherwise the pictures slide across whatever is around the layer.
    @Test func slidesOnALayerThatDoesNotMaskCrossItsEdges() {
        let (clock, layer) = scene()
        #expect(!layer.masksToBounds)
        layer.add(transition(.push, .fromRight), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.5)
        #expect(clock.screen.pixel(15, 40) == Pixel(255, 0, 0, 255))   // the old picture left the bounds
        #expect(clock.screen.pixel(1, 40) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(65, 40) == Pixel(0, 0, 255, 255))   // the new one is still coming in
        #expect(clock.screen.pixel(78, 40) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(82, 40) == Pixel(255, 255, 255, 255))
        #expect(clock.screen.pixel(40, 15) == Pixel(255, 255, 255, 255))   // nothing above or below
        clock.advance(by: 0.6)
        #expect(layer.animationKeys() == nil)
        #expect(clock.screen.pixel(15, 40) == Pixel(255, 255, 255, 255))   // the trail is repainted
        #expect(clock.screen.pixel(65, 40) == Pixel(255, 255, 255, 255))
        #expect(clock.screen.pixel(40, 40) == Pixel(0, 0, 255, 255))
    }

    @Test func pushFromTopMovesContentDown() {
        let (clock, layer) = scene()
        layer.add(transition(.push, .fromTop), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.25)
        #expect(clock.screen.pixel(40, 25) == Pixel(0, 0, 255, 255))   // the new one enters at the top
        #expect(clock.screen.pixel(40, 35) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(40, 65) == Pixel(255, 0, 0, 255))   // the old one passes the bottom edge
        #expect(clock.screen.pixel(40, 15) == Pixel(0, 0, 255, 255))   // and the new one the top
        #expect(clock.screen.pixel(40, 75) == Pixel(255, 255, 255, 255))
    }

    @Test func moveInSlidesTheNewPictureOverTheOld() {
        let (clock, layer) = scene()
        layer.masksToBounds = true
        let marker = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 40), rgb(0, 255, 0))
        layer.add(transition(.moveIn, .fromLeft), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        layer.addSublayer(marker)                                       // the new picture has a green left strip
        clock.advance(by: 0.25)
        // The new picture's right edge is at 20 + 10: its last 10 points (blue) show; its green strip is
        // still outside the bounds (clipped).
        #expect(clock.screen.pixel(25, 40) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(15, 40) == Pixel(255, 255, 255, 255))
        #expect(clock.screen.pixel(32, 40) == Pixel(255, 0, 0, 255))   // the old picture does not move
        #expect(clock.screen.pixel(58, 40) == Pixel(255, 0, 0, 255))
        clock.advance(by: 0.5)                                          // the new picture's left edge at 10
        #expect(clock.screen.pixel(45, 40) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(55, 40) == Pixel(255, 0, 0, 255))
        clock.advance(by: 0.15)                                         // at 16: the green strip shows
        #expect(clock.screen.pixel(23, 40) == Pixel(0, 255, 0, 255))
        #expect(clock.screen.pixel(18, 40) == Pixel(255, 255, 255, 255))
        layer.masksToBounds = false                                     // unmasked: the strip shows outside
        clock.frame()
        #expect(clock.screen.pixel(18, 40) == Pixel(0, 255, 0, 255))
    }

    @Test func revealSlidesTheOldPictureOffTheNew() {
        let (clock, layer) = scene()
        layer.add(transition(.reveal, .fromBottom), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.25)
        // The old picture moved up by 10: rows 10..<50 red (above the bounds too), the uncovered 50..<60 blue.
        #expect(clock.screen.pixel(40, 45) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(40, 55) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(40, 15) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(40, 5) == Pixel(255, 255, 255, 255))
    }

    @Test func theOldPictureIncludesTheSublayerTreeAndItsAnimatedValues() {
        let (clock, layer) = scene(scale: 2)
        let child = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 40), rgb(0, 255, 0))
        layer.addSublayer(child)
        clock.frame()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 30, y: 20)
        move.toValue = CGPoint(x: 30, y: 20)
        move.duration = 10
        child.add(move, forKey: "move")                                 // presented at the right half
        clock.frame()
        layer.add(transition(.moveIn, .fromBottom), forKey: kCATransition)
        child.removeFromSuperlayer()
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.5)
        // Upper half: the old picture, the child at its presented place; lower half: the new one.
        #expect(clock.screen.pixel(2 * 25, 2 * 30) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(2 * 55, 2 * 30) == Pixel(0, 255, 0, 255))
        #expect(clock.screen.pixel(2 * 55, 2 * 50) == Pixel(0, 0, 255, 255))
    }

    @Test func flipNarrowsTheOldPictureThenWidensTheNew() {
        let (clock, layer) = scene()
        layer.add(transition(CATransitionType(rawValue: "oglFlip"), .fromLeft), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.25)                                         // old at half width: x 30..<50
        #expect(clock.screen.pixel(40, 40) == Pixel(255, 0, 0, 255))
        #expect(clock.screen.pixel(25, 40) == Pixel(255, 255, 255, 255))
        #expect(clock.screen.pixel(55, 40) == Pixel(255, 255, 255, 255))
        clock.advance(by: 0.5)                                          // new at half width
        #expect(clock.screen.pixel(40, 40) == Pixel(0, 0, 255, 255))
        #expect(clock.screen.pixel(25, 40) == Pixel(255, 255, 255, 255))
        clock.advance(by: 0.25)
        #expect(clock.screen.pixel(22, 40) == Pixel(0, 0, 255, 255))
    }

    @Test func progressRangeAndTimingFunctionShapeTheBlend() {
        let (clock, layer) = scene()
        let fade = transition(.fade)
        fade.startProgress = 0.5
        fade.endProgress = 0.5
        layer.add(fade, forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.frame()
        #expect(clock.screen.pixel(40, 40).isClose(to: Pixel(128, 0, 127, 255), tolerance: 2))
        clock.advance(by: 0.9)
        #expect(clock.screen.pixel(40, 40).isClose(to: Pixel(128, 0, 127, 255), tolerance: 2))
        let eased = transition(.fade)
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(eased, forKey: kCATransition)                         // old picture: the half blend
        paintWithoutAction(layer, rgb(0, 255, 0))
        clock.advance(by: 0.25)
        let p = clock.screen.pixel(40, 40)
        #expect(p.g > 0 && p.g < 64, "\(p)")                           // ease-in: well under a quarter
    }

    @Test(arguments: [("push", "fromRight"), ("fade", "fromLeft"), ("oglFlip", "fromTop"), ("reveal", "fromBottom")])
    func everyTransitionFrameRepaintsTheLayersAreaOnlyAndMatchesAFullRepaint(type: String, subtype: String) {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 20, y: 20, width: 40, height: 40), rgb(255, 0, 0))
        layer.cornerRadius = 6
        let overflow = makeLayer(CGRect(x: 30, y: 30, width: 20, height: 20), rgb(0, 255, 0))
        layer.addSublayer(overflow)                                     // sticks out of the bounds
        root.addSublayer(layer)
        let clock = TransitionClock(root: root, scale: 2)
        #expect(clock.screen.pixel(2 * 65, 2 * 65) == Pixel(0, 255, 0, 255))
        clock.resetDamage()
        layer.add(transition(CATransitionType(rawValue: type), CATransitionSubtype(rawValue: subtype)),
                  forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        var frames = 0
        // The layer does not mask: the frames repaint its bounds with the sublayer that sticks out, and for a
        // slide a bounds-sized band on each side along it (Core Animation clips only with masksToBounds).
        var extent = CGRect(x: 20, y: 20, width: 50, height: 50)
        if type == "push" { extent = extent.union(CGRect(x: -20, y: 20, width: 120, height: 40)) }
        if type == "reveal" { extent = extent.union(CGRect(x: 20, y: -20, width: 40, height: 120)) }
        let area = CGRect(x: 2 * extent.minX - 1, y: 2 * extent.minY - 1, width: 2 * extent.width + 2, height: 2 * extent.height + 2)
        for _ in 0..<110 {
            clock.advance(by: 1.0 / 120)
            frames += 1
            let damage = clock.damage.last ?? nil
            #expect(damage != nil, "frame \(frames) repainted nothing")
            if frames > 1, let damage { #expect(area.contains(damage), "frame \(frames): \(damage)") }
            let (same, detail) = clock.lastFrameEqualsFullRepaint()
            #expect(same, "frame \(frames): \(detail)")
            if !same { break }
        }
        // At the end the live layer shows, overflow included.
        clock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
        #expect(clock.screen.pixel(2 * 65, 2 * 65) == Pixel(0, 255, 0, 255))
        clock.resetDamage()
        clock.advance(by: 0.1)
        #expect(clock.damage.allSatisfy { $0 == nil })                 // idle again: nothing repaints
    }

    @Test func removingOrReplacingStopsUnfinishedAndShowsTheLiveLayer() {
        let (clock, layer) = scene()
        let recorder = AnimationRecorder()
        let fade = transition(.fade)
        fade.delegate = recorder
        layer.add(fade, forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.25)
        let running = layer.animation(forKey: kCATransition) as? CATransition
        layer.removeAnimation(forKey: kCATransition)
        #expect(running?.snapshot == nil)
        clock.frame()
        #expect(clock.screen.pixel(40, 40) == Pixel(0, 0, 255, 255))
        #expect(recorder.events == ["start", "stop false"])
        let second = AnimationRecorder()
        let push = transition(.push, .fromLeft)
        push.delegate = second
        layer.add(push, forKey: kCATransition)
        clock.advance(by: 0.25)
        layer.add(transition(.fade), forKey: kCATransition)
        clock.advance(by: 1.0 / 120)
        #expect(second.events == ["start", "stop false"])
    }

    @Test func renderInContextDrawsTheTransitionToo() {
        let (clock, layer) = scene()
        layer.add(transition(.push, .fromLeft), forKey: kCATransition)
        paintWithoutAction(layer, rgb(0, 0, 255))
        clock.advance(by: 0.5)
        let ctx = CGContext.makeTopDown(width: 40, height: 40)!
        layer.render(in: ctx)
        let image = ctx.makeImage()!
        #expect(image.pixel(x: 5, y: 20)?.blue == 255)
        #expect(image.pixel(x: 35, y: 20)?.red == 255)
    }
}
