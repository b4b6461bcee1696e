import Testing
import UIKitTesting
@testable import UIKit

/// A small seeded generator (SplitMix64), so failures replay exactly.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Records event masks, with "abandon" when tracking is cancelled without an event (disable, removal).
@MainActor
private final class FuzzControl: UIControl {
    var fired: [String] = []
    override func sendActions(for controlEvents: UIControl.Event) {
        fired.append(controlEvents.names)
        super.sendActions(for: controlEvents)
    }
    override func cancelTracking(with event: UIEvent?) {
        if event == nil { fired.append("abandon") }
        super.cancelTracking(with: event)
    }
}

/// Seeded random touch streams over every control, with controls disabled, re-enabled, removed and
/// re-added mid-touch, impossible orders (moves and ups without a down, a second down) and time passing.
/// After every step: no control is highlighted or tracking without a finger down, no stepper keeps
/// repeating, and each control's events form valid sequences (a down, drags, then one end).
@MainActor
struct ControlFuzzTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEventStreamsLeaveNoControlStuck(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let host = HeadlessHost(size: CGSize(width: 320, height: 240), scale: 1)
        let vc = UIViewController()
        let custom = FuzzControl(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 130, y: 10, width: 100, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 250, y: 10, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 10, y: 100, width: 200, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 220, y: 100, width: 0, height: 0))
        let controls: [UIControl] = [custom, button, toggle, slider, stepper]
        for control in controls { vc.view.addSubview(control) }
        host.show(vc)
        var touching = false
        var open = false, abandoned = false, checked = 0

        func randomPoint() -> CGPoint {
            CGPoint(x: CGFloat.random(in: -20...340, using: &random), y: CGFloat.random(in: -20...260, using: &random))
        }

        for step in 0..<1500 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25:
                let target = controls.randomElement(using: &random)!
                let p = Bool.random(using: &random) ? target.convert(CGPoint(x: 5, y: 5), to: nil) : randomPoint()
                host.touchDown(at: p)
                touching = true
            case 25..<55: host.touchMove(to: randomPoint())
            case 55..<70:
                host.touchUp(at: randomPoint())
                touching = false
            case 70..<75:
                host.touchCancel()
                touching = false
            case 75..<83: host.advance(by: Double.random(in: 0...0.8, using: &random))
            case 83..<91:
                let control = controls.randomElement(using: &random)!
                control.isEnabled.toggle()
            case 91..<96:
                let control = controls.randomElement(using: &random)!
                if control.superview == nil { vc.view.addSubview(control) } else { control.removeFromSuperview() }
            default:
                host.tap(at: randomPoint())
                touching = false
            }

            for control in controls {
                if !touching {
                    #expect(!control.isHighlighted && !control.isTracking, "seed \(seed) step \(step): \(type(of: control)) stuck")
                }
                if !control.isEnabled { #expect(!control.isTracking && !control.isHighlighted, "seed \(seed) step \(step)") }
                if control.isTracking { #expect(control.trackedTouch != nil) }
            }
            if !touching { #expect(stepper.autorepeatTick == nil, "seed \(seed) step \(step): stepper still repeating") }

            for name in custom.fired[checked...] {
                if name.hasPrefix("touchDown") {
                    #expect(!open || abandoned, "seed \(seed) step \(step): a second down without an end")
                    open = true
                    abandoned = false
                } else if name.hasPrefix("touchDrag") {
                    #expect(open && !abandoned, "seed \(seed) step \(step): a drag outside a sequence")
                } else if name == "abandon" {
                    abandoned = true
                } else {
                    #expect(open, "seed \(seed) step \(step): \(name) without a down")
                    open = false
                    abandoned = false
                }
            }
            checked = custom.fired.count
        }
        host.touchCancel()
        for control in controls { #expect(!control.isHighlighted && !control.isTracking) }
        #expect(custom.fired.filter { $0.hasPrefix("touchDown") }.count > 5, "the stream must exercise the control")
    }
}
