import Testing
import UIKitTesting
@testable import UIKit

/// The cubic Bézier timing curve through (0, 0), `c1`, `c2`, (1, 1) at input `x`, solved by bisection: the
/// reference the tests compare against (UIKit's curves: ease-in-ease-out (0.42, 0)–(0.58, 1), ease-in
/// (0.42, 0)–(1, 1), ease-out (0, 0)–(0.58, 1)).
private func bezier(_ x: Double, _ c1: (Double, Double), _ c2: (Double, Double)) -> Double {
    func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if coordinate(mid, c1.0, c2.0) < x { lo = mid } else { hi = mid }
    }
    return coordinate((lo + hi) / 2, c1.1, c2.1)
}

private func easeInOut(_ x: Double) -> Double { bezier(x, (0.42, 0), (0.58, 1)) }
private func easeIn(_ x: Double) -> Double { bezier(x, (0.42, 0), (1, 1)) }

@MainActor
private func scene() -> (HeadlessHost, UIView) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 1)
    let controller = UIViewController()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    controller.view.addSubview(box)
    host.show(controller)
    return (host, box)
}

/// `UIView.animateKeyframes` paces the whole animation with an ease-in-ease-out curve unless the options
/// pick another curve (`UIView.AnimationOptions` curve bits in the keyframe options, as iOS code passes
/// them), and fills both ways, as iOS's `CAKeyframeAnimation`s from UIKit do.
@MainActor
@Suite("Keyframe animation curves")
struct KeyframeAnimationCurveTests {
    @Test("Default: one ease-in-ease-out curve over the whole duration, keyframes at eased times")
    func defaultCurveIsEaseInEaseOut() throws {
        let (host, box) = scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 10 }
        })
        // Expected x at overall time t: the eased time u = easeInOut(t) placed on the keyframes
        // (10 → 110 over u 0...0.25, hold to 0.5, 110 → 10 over 0.5...1).
        func expected(_ t: Double) -> Double {
            let u = easeInOut(t)
            if u <= 0.25 { return 10 + 100 * u / 0.25 }
            if u <= 0.5 { return 110 }
            return 110 - 100 * (u - 0.5) / 0.5
        }
        var elapsed = 0.0
        for t in [0.1, 0.2, 0.3, 0.45, 0.6, 0.75, 0.9] {
            host.advance(by: t - elapsed)
            elapsed = t
            let x = try #require(box.layer.presentation()).position.x
            #expect(abs(Double(x) - expected(t)) < 1e-6, "at t = \(t)")
        }
        // The eased curve is not the linear one: at 0.1 the linear value would be 50.
        #expect(abs(expected(0.1) - 50) > 10)
    }

    @Test("curveLinear in the options paces linearly; curveEaseIn eases in")
    func curveOptions() throws {
        let (host, box) = scene()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 110 }
        })
        host.advance(by: 0.3)
        #expect(abs(try #require(box.layer.presentation()).position.x - 40) < 1e-6)
        host.advance(by: 1)
        let easeInOptions = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [easeInOptions, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 10 }
        })
        host.advance(by: 0.4)
        let x = Double(try #require(box.layer.presentation()).position.x)
        #expect(abs(x - (110 - 100 * easeIn(0.4))) < 1e-6)
    }

    @Test("The keyframe animation fills both ways, holding its first value during a delay")
    func fillModeBoth() throws {
        let (host, box) = scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 110 }
        })
        let animation = try #require(box.layer.animation(forKey: "position"))
        #expect(animation.fillMode == .both)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        host.advance(by: 0.25)
        #expect(try #require(box.layer.presentation()).position.x == 10)
    }

    @Test("Repeat and autoreverse apply to keyframes as to basic animations")
    func repeatAndAutoreverse() throws {
        let (host, box) = scene()
        let options: UIView.KeyframeAnimationOptions = [.repeat, .autoreverse,
            UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)]
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 110 }
        })
        host.advance(by: 1.25)          // on the way back
        #expect(abs(try #require(box.layer.presentation()).position.x - 85) < 1e-6)
        host.advance(by: 1)             // forwards again
        #expect(abs(try #require(box.layer.presentation()).position.x - 35) < 1e-6)
    }
}

/// On iOS 8 and later, animating a property that is already animating blends the two: each
/// `UIView.animate` adds an additive animation from (old model value − new model value) to zero, and the
/// earlier ones run on to their ends, so the presented value moves on continuously, keeping its velocity
/// at the interruption, and both completions get `true`.
@MainActor
@Suite("Additive view animations")
struct AdditiveViewAnimationTests {
    @Test("Interrupting a move: continuous position, the velocity's sign kept, then the final value")
    func interruptionBlends() throws {
        let (host, box) = scene()
        box.center.x = 10
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { box.center.x = 110 },
                       completion: { first.append($0) })
        let frame = 1.0 / 120
        var elapsed = 0.0
        while elapsed < 0.5 - 1e-9 { host.advance(by: frame); elapsed += frame }
        let before = Double(try #require(box.layer.presentation()).position.x)
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { box.center.x = 10 },
                       completion: { second.append($0) })
        #expect(box.center.x == 10)
        // iOS's additive sum: x(t) = 10 − 100·(1 − e(t)) + 100·(1 − e(t − 0.5)), e = ease-in-ease-out.
        func expected(_ t: Double) -> Double {
            let e1 = easeInOut(min(t, 1)), e2 = easeInOut(min(max(t - 0.5, 0), 1))
            return 10 - 100 * (1 - e1) + 100 * (1 - e2)
        }
        var previous = before
        var samples: [Double] = []
        for _ in 0..<12 {
            host.advance(by: frame); elapsed += frame
            let x = Double(try #require(box.layer.presentation()).position.x)
            #expect(abs(x - expected(elapsed)) < 1e-6, "at t = \(elapsed)")
            samples.append(x - previous)
            previous = x
        }
        // Continuity: the first frame after the interruption moves as little as the frames before it.
        #expect(abs(samples[0]) < 2)
        // The view keeps moving the way it was going (towards 110) before it turns back.
        #expect(samples[0] > 0 && samples[1] > 0)
        #expect(first.isEmpty)
        // The first animation runs to its end and finishes.
        while elapsed < 1 + frame { host.advance(by: frame); elapsed += frame }
        #expect(first == [true])
        #expect(second.isEmpty)
        host.advance(by: 0.6)
        #expect(second == [true])
        #expect(try #require(box.layer.presentation()).position.x == 10)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test("The animations are additive deltas to zero with Apple's keys and fill mode")
    func animationShape() throws {
        let (host, box) = scene()
        host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 0.3) {
            box.center = CGPoint(x: 110, y: 60)
            box.bounds.size = CGSize(width: 40, height: 30)
        }
        let position = try #require(box.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(position.isAdditive)
        #expect(position.fromValue as? CGPoint == CGPoint(x: -100, y: -50))
        #expect(position.toValue as? CGPoint == CGPoint.zero)
        #expect(position.fillMode == .both)
        #expect(position.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        let size = try #require(box.layer.animation(forKey: "bounds.size") as? CABasicAnimation)
        #expect(size.isAdditive)
        #expect(size.keyPath == "bounds.size")
        #expect(size.fromValue as? CGSize == CGSize(width: -20, height: -10))
        UIView.animate(withDuration: 0.3) { box.center.x = 10 }
        #expect(box.layer.animationKeys()?.filter { $0.hasPrefix("position") }.count == 2)
    }

    @Test("Interrupting a size change keeps the presented size continuous")
    func boundsBlend() throws {
        let (host, box) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.bounds.size.width = 120 })
        host.advance(by: 0.5)
        let before = try #require(box.layer.presentation()).bounds.width
        #expect(abs(before - 70) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.bounds.size.width = 20 })
        host.advance(by: 1.0 / 120)
        let after = try #require(box.layer.presentation()).bounds.width
        // The velocities cancel at first (linear: +100/s left of the first, −100/s of the second): no jump,
        // no turn (a replacing animation would already shrink towards 20).
        #expect(after >= before - 1e-6 && after - before < 2)
        host.advance(by: 2)
        #expect(try #require(box.layer.presentation()).bounds.width == 20)
    }

    @Test("Interrupting a transform (a scale) blends too")
    func transformBlend() throws {
        let (host, box) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        host.advance(by: 0.5)
        let before = try #require(box.layer.presentation()).transform.m11
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.transform = .identity })
        host.advance(by: 1.0 / 120)
        let after = try #require(box.layer.presentation()).transform.m11
        #expect(after >= before && after - before < 0.1)
        host.advance(by: 2)
        #expect(try #require(box.layer.presentation()).transform.m11 == 1)
    }
}
