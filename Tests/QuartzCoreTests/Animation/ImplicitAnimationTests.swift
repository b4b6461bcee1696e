import Testing
@_spi(OpenUIKitBackend) @_spi(OpenUIKitHost) @testable import QuartzCore
import Foundation

@MainActor
private final class NullDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

@MainActor
struct ImplicitAnimationTests {
    @Test func standaloneLayersAnimateOnlyOnceCommitted() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        layer.opacity = 0.5              // before the first commit: no animation
        #expect(layer.animationKeys() == nil)
        root.addSublayer(layer)
        let clock = AnimationClock(root: root)
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.opacity == 1)
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 0.25)
        clock.advance(by: 0.125)
        let mid = layer.presentation()!.opacity
        #expect(mid > 0.5 && mid < 1)
        clock.advance(by: 0.125)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 1)
    }

    @Test func disabledActionsAndNullActionsDoNotAnimate() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        _ = AnimationClock(root: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 60, y: 60)
        #expect(layer.animationKeys() == nil)
        let delegated = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(0, 0, 255))
        let delegate = NullDelegate()
        delegated.delegate = delegate
        root.addSublayer(delegated)
        layer.actions = nil
        layer.zPosition = 3
        #expect(layer.animationKeys() == ["zPosition"])
        delegated.opacity = 0.2
        #expect(delegated.animationKeys() == nil)
    }

    @Test func transactionDurationAndCustomActions() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        let clock = AnimationClock(root: root)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.cornerRadius = 4
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 1)
        let custom = CABasicAnimation()
        custom.duration = 2
        custom.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["borderWidth": custom]
        layer.borderWidth = 10
        clock.advance(by: 1)
        #expect(abs(layer.presentation()!.borderWidth - 5) < 1e-9)
    }

    @Test func interruptingStartsFromThePresentedValue() {
        let root = makeRoot(width: 100, height: 100)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(255, 0, 0))
        root.addSublayer(layer)
        let clock = AnimationClock(root: root)
        CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        layer.position = CGPoint(x: 85, y: 5)       // 5 → 85 over 0.25 s
        clock.advance(by: 0.125)
        let presented = layer.presentation()!.position.x
        #expect(abs(presented - 45) < 1e-9)
        layer.position = CGPoint(x: 5, y: 5)
        let restart = layer.animation(forKey: "position") as? CABasicAnimation
        #expect((restart?.fromValue as? CGPoint)?.x == presented)
    }
}
