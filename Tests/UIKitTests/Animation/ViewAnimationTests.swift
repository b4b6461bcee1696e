import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ViewAnimationTests {
    private func scene() -> (HeadlessHost, UIView, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        vc.view.addSubview(box)
        host.show(vc)
        return (host, box, vc)
    }

    @Test func landsOnTheEndValueAtTheRightTimeAndCompletesOnce() {
        let (host, box, _) = scene()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            box.center = CGPoint(x: 110, y: 10)
        }, completion: { completions.append($0) })
        #expect(box.center == CGPoint(x: 110, y: 10))            // the model changes at once
        #expect(box.frame.origin == CGPoint(x: 100, y: 0))
        host.advance(by: 0.25)
        // easeInEaseOut at half time is half way.
        #expect(abs(box.layer.presentation()!.position.x - 60) < 1e-6)
        #expect(completions.isEmpty)
        host.advance(by: 0.25)
        #expect(box.layer.presentation()!.position == box.center)
        #expect(completions == [true])
        host.advance(by: 0.5)
        #expect(completions == [true])
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func curvesDelayRepeatAndNoAnimationOutsideBlocks() {
        let (host, box, _) = scene()
        box.alpha = 0.5
        #expect(box.layer.animationKeys() == nil)                  // a view's layer never animates implicitly
        UIView.animate(withDuration: 0.4, delay: 0.2, options: [.curveLinear], animations: { box.alpha = 1 })
        host.advance(by: 0.1)
        #expect(box.layer.presentation()!.opacity == 0.5)         // delayed: still the start value
        host.advance(by: 0.2)
        #expect(abs(box.layer.presentation()!.opacity - 0.625) < 1e-5)
        host.advance(by: 0.3)
        #expect(box.layer.animationKeys() == nil)
        var done: [Bool] = []
        UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { box.center.x = 100 }, completion: { done.append($0) })
        host.advance(by: 1)
        #expect(box.layer.animationKeys() == ["position"])
        box.layer.removeAllAnimations()
        host.advance(by: 1.0 / 120)
        #expect(done == [false])
    }

    /// Properties that do not animate additively (alpha, colours, corner radius): a later animation
    /// replaces the earlier one from its presented value, and the earlier completion gets `false`. (Moves,
    /// resizes and transforms blend instead: see `AdditiveViewAnimationTests`.)
    @Test func interruptedAnimationsCompleteWithFalse() {
        let (host, box, _) = scene()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { first.append($0) })
        host.advance(by: 0.5)
        let presented = box.layer.presentation()!.opacity
        UIView.animate(withDuration: 1, animations: { box.alpha = 1 }, completion: { second.append($0) })
        host.advance(by: 1.0 / 120)
        #expect(first == [false])
        // The new animation starts from where the old one was.
        #expect(abs(box.layer.presentation()!.opacity - presented) < 0.01)
        host.advance(by: 1)
        #expect(second == [true])
    }

    @Test func withoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let (host, box, _) = scene()
        var done: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { box.alpha = 0.3 }
            box.center.x = 50
        }, completion: { done.append($0) })
        #expect(box.layer.animationKeys() == ["position"])
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var disabled: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.backgroundColor = .blue }, completion: { disabled.append($0) })
        UIView.setAnimationsEnabled(true)
        #expect(box.layer.animation(forKey: "backgroundColor") == nil)
        host.advance(by: 1.0 / 120)
        #expect(disabled == [true])
        var empty: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { empty.append($0) })
        host.advance(by: 1.0 / 120)
        #expect(empty == [true])
        host.advance(by: 1)
        #expect(done == [true])
    }

    @Test func springAnimationSettlesOnTheTarget() {
        let (host, box, _) = scene()
        var done: [Bool] = []
        var peak: CGFloat = 0
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
                       animations: { box.center.x = 110 }, completion: { done.append($0) })
        for _ in 0..<80 {
            host.advance(by: 1.0 / 120)
            if let x = box.layer.presentation()?.position.x { peak = max(peak, x) }
        }
        #expect(peak > 110)
        #expect(done == [true])
        #expect(box.layer.presentation()!.position.x == 110)
    }

    @Test func fadeIsHalfBlendedAtMidTime() {
        let (host, box, _) = scene()
        box.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        box.alpha = 0
        host.advance(by: 1.0 / 120)
        UIView.animate(withDuration: 1) { box.alpha = 1 }
        host.advance(by: 0.5)
        let p = host.snapshot().pixel(x: 100, y: 100)!
        #expect(p.red == 255)
        #expect(abs(Int(p.green) - 128) <= 2 && abs(Int(p.blue) - 128) <= 2)
        host.advance(by: 0.5)
        let end = host.snapshot().pixel(x: 100, y: 100)!
        #expect(end.red == 255 && end.green == 0 && end.blue == 0)
        #expect(host.snapshot().pixel(x: 10, y: 10)!.green == 255)
    }

    @Test func hitTestingUsesModelValuesDuringAnimations() {
        let (host, box, vc) = scene()
        UIView.animate(withDuration: 1) { box.center = CGPoint(x: 150, y: 150) }
        host.advance(by: 0.5)
        #expect(vc.view.hitTest(CGPoint(x: 150, y: 150), with: nil) === box)
        #expect(vc.view.hitTest(CGPoint(x: 10, y: 10), with: nil) !== box)
    }

    @Test func removingTheViewOrClosingTheWindowMidAnimationDoesNotCrash() {
        let (host, box, vc) = scene()
        var done: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.center.x = 150 }, completion: { done.append($0) })
        host.advance(by: 0.3)
        box.removeFromSuperview()
        host.advance(by: 1)
        #expect(done == [true])
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(other)
        UIView.animate(withDuration: 1) { other.alpha = 0; vc.view.backgroundColor = .black }
        host.advance(by: 0.3)
        host.windows.last?.isHidden = true
        host.advance(by: 1)
        #expect(other.layer.animationKeys() == nil && vc.view.layer.animationKeys() == nil)
        #expect(other.alpha == 0)
    }
}

@MainActor
struct KeyframeViewAnimationTests {
    @Test func keyframesRunInTurnAndHoldBetween() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        vc.view.addSubview(box)
        host.show(vc)
        var done: [Bool] = []
        // Linear overall pacing, so the keyframes' relative times are clock times (the default curve,
        // ease-in-ease-out, is in KeyframeAnimationCurveTests).
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 10; box.alpha = 0 }
        }, completion: { done.append($0) })
        #expect(box.center.x == 10 && box.alpha == 0)
        host.advance(by: 0.125)
        #expect(abs(box.layer.presentation()!.position.x - 60) < 1e-6)
        host.advance(by: 0.25)
        #expect(box.layer.presentation()!.position.x == 110)            // holding between keyframes
        #expect(box.layer.presentation()!.opacity == 1)
        host.advance(by: 0.375)
        #expect(abs(box.layer.presentation()!.position.x - 60) < 1e-6)
        #expect(abs(box.layer.presentation()!.opacity - 0.5) < 1e-6)
        host.advance(by: 0.25)
        #expect(done == [true])
    }
}

@MainActor
struct StandaloneLayerInWindowTests {
    @Test func sublayersAnimateImplicitlyButViewLayersDoNot() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let vc = UIViewController()
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.red.cgColor
        vc.view.layer.addSublayer(sublayer)
        host.show(vc)
        sublayer.opacity = 0.5
        vc.view.alpha = 0.5
        #expect(sublayer.animationKeys() == ["opacity"])
        #expect(vc.view.layer.animationKeys() == nil)
        host.advance(by: 0.125)
        let mid = sublayer.presentation()!.opacity
        #expect(mid > 0.5 && mid < 1)
        host.advance(by: 0.125)
        #expect(sublayer.presentation()!.opacity == 0.5)
        #expect(sublayer.animationKeys() == nil)
    }
}
