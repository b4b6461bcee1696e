import Testing
@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

@MainActor
struct SpringKeyframeGroupTests {
    private func scene() -> (AnimationClock, CALayer) {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        return (AnimationClock(root: root), layer)
    }

    @Test func springSettlesOnTheTargetAndOvershootsWhenUnderdamped() {
        let (clock, layer) = scene()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 5)
        layer.add(spring, forKey: "spring")
        var peak: CGFloat = 0
        var elapsed = 0.0
        while elapsed < spring.duration - 0.02 {
            clock.advance(by: 1.0 / 120)
            elapsed += 1.0 / 120
            peak = max(peak, layer.presentation()!.position.x)
        }
        #expect(peak > 100)
        #expect(abs(layer.presentation()!.position.x - 100) < 0.5)
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
        let solution = SpringSolution(mass: 1, stiffness: Double(spring.stiffness), damping: Double(spring.damping), velocity: 0)
        for i in 0...200 { #expect(solution.displacement(Double(i) / 100) >= 0) }
        let defaults = CASpringAnimation()
        #expect(defaults.mass == 1 && defaults.stiffness == 100 && defaults.damping == 10 && defaults.initialVelocity == 0)
    }

    @Test func keyframesHitTheirKeyTimes() {
        let (clock, layer) = scene()
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 50, 20]
        keyframes.keyTimes = [0, 0.25, 1]
        keyframes.duration = 1
        layer.add(keyframes, forKey: "k")
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        clock.advance(by: 0.375)
        #expect(abs(layer.presentation()!.position.x - 35) < 1e-9)
    }

    @Test func discreteAndPacedModes() {
        let (clock, layer) = scene()
        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0.0, 0.5, 1.0]
        discrete.calculationMode = .discrete
        discrete.duration = 0.9
        layer.add(discrete, forKey: "d")
        clock.advance(by: 0.2)
        #expect(layer.presentation()!.opacity == 0)
        clock.advance(by: 0.2)
        #expect(layer.presentation()!.opacity == 0.5)
        clock.advance(by: 0.3)
        #expect(layer.presentation()!.opacity == 1)
        layer.removeAllAnimations()

        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 100]
        paced.calculationMode = .paced
        paced.duration = 1
        layer.add(paced, forKey: "p")
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
    }

    @Test func pathKeyframesFollowThePathAtConstantSpeed() {
        let (clock, layer) = scene()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 60, y: 0))
        path.addLine(to: CGPoint(x: 60, y: 40))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 1
        layer.add(follow, forKey: "f")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 0))
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 60, y: 15))
    }

    @Test func cubicKeyframesPassThroughTheirValues() {
        let (clock, layer) = scene()
        let cubic = CAKeyframeAnimation(keyPath: "position.y")
        cubic.values = [0, 40, 10, 80]
        cubic.calculationMode = .cubic
        cubic.duration = 0.75
        layer.add(cubic, forKey: "c")
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.y - 40) < 1e-9)
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.position.y - 10) < 1e-9)
    }

    @Test func groupTimesItsChildrenAndEndsThem() {
        let (clock, layer) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 50
        move.beginTime = 0.5
        move.duration = 0.5
        move.fillMode = .backwards
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1
        let recorder = AnimationRecorder()
        group.delegate = recorder
        layer.add(group, forKey: "g")
        clock.advance(by: 0.25)
        #expect(abs(layer.presentation()!.opacity - 0.25) < 1e-6)
        #expect(layer.presentation()!.position.x == 0)
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        clock.advance(by: 0.25)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func shapePathsAndGradientColoursInterpolate() {
        let root = makeRoot(width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        root.addSublayer(gradient)
        root.addSublayer(shape)
        let clock = AnimationClock(root: root)
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        morph.toValue = CGPath(rect: CGRect(x: 20, y: 20, width: 30, height: 10), transform: nil)
        morph.duration = 1
        morph.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(morph, forKey: "morph")
        let colours = CABasicAnimation(keyPath: "colors")
        colours.fromValue = [rgb(255, 0, 0), rgb(0, 0, 0)]
        colours.toValue = [rgb(0, 0, 255), rgb(255, 255, 255)]
        colours.duration = 1
        colours.timingFunction = CAMediaTimingFunction(name: .linear)
        gradient.add(colours, forKey: "colours")
        clock.advance(by: 0.5)
        #expect(shape.presentation()!.path!.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 10))
        let first = (gradient.presentation()!.colors![0] as! CGColor).rgba
        #expect(abs(first.red - 0.5) < 1e-9 && abs(first.blue - 0.5) < 1e-9)
        #expect(shape.path == nil)
    }
}
