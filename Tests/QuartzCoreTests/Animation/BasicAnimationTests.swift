import Testing
@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

@MainActor
struct BasicAnimationTests {
    private func scene() -> (AnimationClock, CALayer) {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        return (AnimationClock(root: root), layer)
    }

    private func linearMove(to x: CGFloat, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 5
        animation.toValue = x
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    @Test func presentationFollowsTimeAndModelStays() {
        let (clock, layer) = scene()
        layer.add(linearMove(to: 85), forKey: "move")
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        #expect(layer.position.x == 5)
        #expect(layer.model() === layer)
        #expect(layer.presentation()!.model() === layer)
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 65) < 1e-9)
        clock.advance(by: 0.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position.x == 5)
    }

    @Test func presentationIsNilBeforeTheFirstCommit() {
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        let (clock, committed) = scene()
        _ = clock
        #expect(committed.presentation() != nil)
    }

    @Test func delegateHearsStartAndFinishedStopOnce() {
        let (clock, layer) = scene()
        let recorder = AnimationRecorder()
        let animation = linearMove(to: 85, duration: 0.5)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        clock.advance(by: 0.25)
        #expect(recorder.events == ["start"])
        clock.advance(by: 0.25)
        #expect(recorder.events == ["start", "stop true"])
        clock.advance(by: 0.5)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func removalAndReplacementStopUnfinished() {
        let (clock, layer) = scene()
        let first = AnimationRecorder(), second = AnimationRecorder()
        let a = linearMove(to: 85)
        a.delegate = first
        layer.add(a, forKey: "move")
        clock.advance(by: 0.1)
        let b = linearMove(to: 50)
        b.delegate = second
        layer.add(b, forKey: "move")
        clock.advance(by: 1.0 / 120)
        #expect(first.events == ["start", "stop false"])
        layer.removeAllAnimations()
        clock.advance(by: 1.0 / 120)
        #expect(second.events == ["start", "stop false"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func forwardsFillKeepsTheEndValue() {
        let (clock, layer) = scene()
        let animation = linearMove(to: 85, duration: 0.5)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "move")
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 85)
        #expect(layer.position.x == 5)
        #expect(layer.animationKeys() == ["move"])
    }

    @Test func backwardsFillShowsTheStartDuringADelay() {
        let (clock, layer) = scene()
        let animation = linearMove(to: 85)
        animation.beginTime = CACurrentMediaTime() + 0.5
        layer.add(animation, forKey: "move")
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position.x == 5)  // model: no fill yet
        let filled = linearMove(to: 85)
        filled.beginTime = CACurrentMediaTime() + 0.5
        filled.fillMode = .backwards
        layer.add(filled, forKey: "filled")
        #expect(layer.presentation()!.position.x == 5)
        clock.advance(by: 0.75)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
    }

    @Test func repeatAndAutoreverse() {
        let (clock, layer) = scene()
        let animation = linearMove(to: 85)
        animation.autoreverses = true
        animation.repeatCount = 2
        layer.add(animation, forKey: "move")
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 45) < 1e-9)
        clock.advance(by: 1.0)
        #expect(abs(layer.presentation()!.position.x - 45) < 1e-9)   // halfway back
        clock.advance(by: 1.0)
        #expect(abs(layer.presentation()!.position.x - 45) < 1e-9)   // second iteration, going out
        clock.advance(by: 1.5)
        #expect(layer.animationKeys() == nil)
    }

    @Test func byValueAdditiveAndCumulative() {
        let (clock, layer) = scene()
        layer.position = CGPoint(x: 10, y: 10)
        let by = CABasicAnimation(keyPath: "position")
        by.byValue = CGPoint(x: 40, y: 0)
        by.duration = 1
        by.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(by, forKey: "by")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 30, y: 10))
        layer.removeAllAnimations()

        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 0
        shake.toValue = 10
        shake.isAdditive = true
        shake.duration = 1
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(shake, forKey: "shake")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position.x == 15)
        layer.removeAllAnimations()

        let step = linearMove(to: 15)
        step.fromValue = 5
        step.isCumulative = true
        step.repeatCount = 3
        layer.add(step, forKey: "step")
        clock.advance(by: 2.5)
        #expect(abs(layer.presentation()!.position.x - 30) < 1e-9)  // iteration 2: 5 + 2×10 + 5
    }

    @Test func colourTransformAndRotationComponents() {
        let (clock, layer) = scene()
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.fromValue = rgb(255, 0, 0)
        colour.toValue = rgb(0, 0, 255)
        colour.duration = 1
        colour.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(colour, forKey: "colour")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.25)
        let presented = layer.presentation()!
        let c = presented.backgroundColor!.rgba
        #expect(abs(c.red - 0.75) < 1e-9 && abs(c.blue - 0.25) < 1e-9)
        let t = presented.transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)   // a quarter turn
        #expect(layer.transform == CATransform3DIdentity)
    }

    @Test func transformsInterpolateByDecomposition() {
        let (clock, layer) = scene()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "turn")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        // Rigid: a 45° rotation, not the squashed average of the two matrices.
        #expect(abs(t.m11 - cos(.pi / 4)) < 1e-9 && abs(t.m12 - sin(.pi / 4)) < 1e-9)
    }

    @Test func valueFunctionTurnsNumbersIntoTransforms() {
        let (clock, layer) = scene()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0
        animation.toValue = CGFloat.pi
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "spin")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "nope")) == nil)
    }

    @Test func boundsSizeComponentAnimatesWithoutRelayout() {
        let (clock, layer) = scene()
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.fromValue = CGSize(width: 10, height: 10)
        grow.toValue = CGSize(width: 30, height: 50)
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "grow")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.bounds.size == CGSize(width: 20, height: 30))
        #expect(layer.bounds.size == CGSize(width: 10, height: 10))
        #expect(!layer.needsLayout())
    }
}

@MainActor
struct LayerTimingTests {
    @Test func pausingAndResumingALayerTreeWithSpeedAndTimeOffset() {
        let root = makeRoot(width: 100, height: 100)
        let container = CALayer()
        container.frame = root.bounds
        root.addSublayer(container)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        container.addSublayer(layer)
        let clock = AnimationClock(root: root)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        clock.advance(by: 0.25)
        // Apple's pause idiom.
        let paused = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        container.timeOffset = paused
        clock.advance(by: 1)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        #expect(layer.animationKeys() == ["move"])
        // Apple's resume idiom.
        let pausedTime = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        let now = CACurrentMediaTime()
        #expect(abs(layer.convertTime(layer.convertTime(now, from: nil), to: nil) - now) < 1e-9)
        #expect(abs(layer.convertTime(now, from: nil) - (now - 1)) < 1e-9)   // a second spent paused
        clock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
        container.beginTime = 0
    }

    @Test func doubleSpeedRunsTwiceAsFast() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        let clock = AnimationClock(root: root)
        layer.speed = 2
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        clock.advance(by: 0.25)
        #expect(layer.animationKeys() == nil)
        layer.speed = 1
    }
}
