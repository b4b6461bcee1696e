// Apple's defaults and overloads, written as iOS code calls them. Plain `import UIKit`.
import Testing
import UIKit
import UIKitTesting

/// A property animator subclass with its own designated initializer, which Apple's non-required
/// `init(duration:timingParameters:)` allows.
@MainActor
private final class FadeAnimator: UIViewPropertyAnimator {
    let label: String
    init(label: String) {
        self.label = label
        super.init(duration: 0.3, timingParameters: UICubicTimingParameters(animationCurve: .linear))
    }
}

@MainActor
struct AppleSignatureTests {
    @Test func traitCollectionInitializersSpecifyOnlyTheirTraits() {
        let empty = UITraitCollection()
        #expect(empty.userInterfaceStyle == .unspecified)
        #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
        #expect(empty.displayScale == 0)
        let scale = UITraitCollection(displayScale: 3)
        #expect(scale.displayScale == 3 && scale.userInterfaceStyle == .unspecified)
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), scale, UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
        ])
        #expect(combined.userInterfaceStyle == .dark && combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .unspecified && combined.displayScale == 2)
    }

    @Test func springDurationAnimationUsesApplesDefaults() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        host.advance(by: host.frameDuration)
        var finished: Bool?
        UIView.animate { view.center.x = 105 } completion: { finished = $0 }
        #expect(view.center.x == 105)
        host.advance(by: 0.25)
        let midway = view.layer.presentation()?.position.x ?? 0
        #expect(midway > 5 && midway < 105)
        // Critically damped with a 0.5 s period: within 0.1% by about 0.73 s, never overshooting.
        host.advance(by: 0.6)
        #expect(finished == true)
        var bounced = false
        UIView.animate(springDuration: 0.4, bounce: 0.5) { view.center.x = 5 } completion: { _ in }
        for _ in 0 ..< 60 {
            host.advance(by: host.frameDuration)
            if (view.layer.presentation()?.position.x ?? 5) < 4 { bounced = true }
        }
        #expect(bounced)
    }

    @Test func runningPropertyAnimatorDefaultsItsOptions() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        host.advance(by: host.frameDuration)
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: {
            view.alpha = 0
        }, completion: { ended = $0 })
        #expect(animator.isRunning)
        host.advance(by: 0.3)
        #expect(ended == .end)
        let fade = FadeAnimator(label: "fade")
        #expect(fade.duration == 0.3 && fade.label == "fade")
    }

    @Test func keyboardUsagesAreApplesTable() {
        #expect(UIKeyboardHIDUsage.keyboardErrorRollOver.rawValue == 0x01)
        #expect(UIKeyboardHIDUsage.keyboardF24.rawValue == 0x73)
        #expect(UIKeyboardHIDUsage.keypadEqualSignAS400.rawValue == 0x86)
        #expect(UIKeyboardHIDUsage.keyboardExSel.rawValue == 0xA4)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        #expect(UIKeyboardHIDUsage.keyboard_Reserved.rawValue == 0xFFFF)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji == .keyboardLANG5)
        #expect(UIKeyboardHIDUsage(rawValue: 0xA5) == nil)
        // Every usage from 0x01 to 0xA4 and 0xE0 to 0xE7 exists, as in UIKeyConstants.h.
        let defined = (0x01 ... 0xA4).compactMap(UIKeyboardHIDUsage.init(rawValue:))
            + (0xE0 ... 0xE7).compactMap(UIKeyboardHIDUsage.init(rawValue:))
        #expect(defined.count == 0xA4 + 8)
    }
}
