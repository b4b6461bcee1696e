// Subclass-and-override tests for UIControl and its subclasses: UIKit calls the overrides while tracking a
// touch, as on iOS. Plain `import UIKit`: only what is `open` to clients can be overridden here.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class RecordingButton: UIButton {
    var log: [String] = []
    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { log.append("highlighted \(isHighlighted)") } } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking")
        super.endTracking(touch, with: event)
    }
    override func sendAction(_ action: UIAction) {
        log.append("sendAction \(action.title)")
        super.sendAction(action)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        log.append("addAction \(action.title)")
        super.addAction(action, for: controlEvents)
    }
    override var currentTitle: String? { super.currentTitle.map { "[\($0)]" } }
}

@MainActor
private final class RecordingSwitch: UISwitch {
    var values: [Bool] = []
    override var isOn: Bool { didSet { values.append(isOn) } }
}

@MainActor
private final class RecordingSlider: UISlider {
    var animatedFlags: [Bool] = []
    override func setValue(_ value: Float, animated: Bool) {
        animatedFlags.append(animated)
        super.setValue(value, animated: animated)
    }
}

@MainActor
struct ControlOverrideTests {
    private func host(_ views: UIView...) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        for view in views { controller.view.addSubview(view) }
        host.advance(by: host.frameDuration)
        return host
    }

    @Test func trackingAndHighlightOverridesRunDuringATap() {
        var fired = 0
        let button = RecordingButton(type: .system)
        button.addAction(UIAction(title: "Go") { _ in fired += 1 }, for: .touchUpInside)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let host = host(button)
        button.log.removeAll()
        host.tap(at: CGPoint(x: 60, y: 40))
        #expect(button.log == ["beginTracking", "highlighted true", "highlighted false", "endTracking", "sendAction Go"])
        #expect(fired == 1)
    }

    @Test func primaryActionInitialiserDefaultsToASystemButton() {
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save")
        let recording = RecordingButton(type: .custom)
        recording.setTitle("Title", for: .normal)
        let base: UIButton = recording
        #expect(base.currentTitle == "[Title]")
    }

    @Test func switchToggledByATapSetsTheOverriddenIsOn() {
        let toggle = RecordingSwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let host = host(toggle)
        host.tap(at: CGPoint(x: 45, y: 35))
        host.advance(by: 0.5)
        #expect(toggle.values == [true])
        #expect(toggle.isOn)
    }

    @Test func sliderValueSetterGoesThroughSetValueAnimated() {
        let slider = RecordingSlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.value = 0.5
        #expect(slider.animatedFlags == [false])
        #expect(slider.value == 0.5)
    }
}
