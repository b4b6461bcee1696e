import Testing
import UIKitTesting
@testable import UIKit

/// Records the value-changed events of a control.
@MainActor
private final class ValueLog {
    var values: [String] = []
}

@MainActor
struct UISwitchTests {
    private func makeScene() -> (HeadlessHost, UISwitch, ValueLog) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 50, y: 50, width: 80, height: 30))
        vc.view.addSubview(toggle)
        host.show(vc)
        let log = ValueLog()
        toggle.addAction(UIAction { action in log.values.append("\((action.sender as! UISwitch).isOn)") }, for: .valueChanged)
        return (host, toggle, log)
    }

    @Test func sizeIsFixed() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 80, height: 30))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31) && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.onTintColor == nil)
    }

    @Test func tapTogglesAndSendsValueChanged() {
        let (host, toggle, log) = makeScene()
        host.tap(at: CGPoint(x: 75, y: 65))
        #expect(toggle.isOn && log.values == ["true"])
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 75, y: 65))
        #expect(!toggle.isOn && log.values == ["true", "false"])
    }

    @Test func dragAcrossTurnsOnAndBackDoesNothing() {
        let (host, toggle, log) = makeScene()
        host.drag(from: CGPoint(x: 60, y: 65), to: CGPoint(x: 98, y: 66), duration: 0.1)
        #expect(toggle.isOn && log.values == ["true"])
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 95, y: 65), to: CGPoint(x: 120, y: 65), duration: 0.1)   // further right: stays on
        #expect(toggle.isOn && log.values == ["true"])
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 95, y: 65), to: CGPoint(x: 55, y: 65), duration: 0.1)
        #expect(!toggle.isOn && log.values == ["true", "false"])
    }

    @Test func dragBeatsASuperviewPanRecognizer() {
        let (host, toggle, log) = makeScene()
        var panned = 0
        toggle.superview?.addGestureRecognizer(UIPanGestureRecognizer { _ in panned += 1 })
        host.drag(from: CGPoint(x: 60, y: 65), to: CGPoint(x: 100, y: 65), duration: 0.1)
        #expect(toggle.isOn && log.values == ["true"] && panned == 0)
    }

    @Test func programmaticChangesSendNothingAndAnimateOnTheClock() {
        let (host, toggle, log) = makeScene()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && log.values.isEmpty)
        host.advance(by: 0.1)
        #expect(toggle.drawnPosition > 0.2 && toggle.drawnPosition < 0.8)
        host.advance(by: 0.15)
        #expect(toggle.drawnPosition == 1)
        // The track is green at its left end when on, light grey when off.
        let on = host.snapshot().pixel(atPoint: CGPoint(x: 56, y: 65), scale: 2)
        #expect(on.isClose(to: Pixel(r: 52, g: 199, b: 89)), "\(on)")
        toggle.isOn = false
        let off = host.snapshot().pixel(atPoint: CGPoint(x: 95, y: 65), scale: 2)
        #expect(off.isClose(to: Pixel(r: 233, g: 233, b: 235)), "\(off)")
    }

    @Test func disabledSwitchIgnoresTaps() {
        let (host, toggle, log) = makeScene()
        toggle.isEnabled = false
        host.tap(at: CGPoint(x: 75, y: 65))
        #expect(!toggle.isOn && log.values.isEmpty)
    }
}

@MainActor
struct UISliderTests {
    private func makeScene() -> (HeadlessHost, UISlider, ValueLog) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 1)
        let vc = UIViewController()
        let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 228, height: 31))   // 200 pt of thumb travel
        vc.view.addSubview(slider)
        host.show(vc)
        let log = ValueLog()
        slider.addAction(UIAction { action in log.values.append("\((action.sender as! UISlider).value)") }, for: .valueChanged)
        return (host, slider, log)
    }

    @Test func defaults() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize.height == 31)
        slider.value = 3
        #expect(slider.value == 1)
    }

    @Test func valueFollowsADragProportionallyAndClamps() {
        let (host, slider, log) = makeScene()
        // The thumb's centre is at x = 50 + 14 at value 0.
        host.touchDown(at: CGPoint(x: 64, y: 65))
        host.touchMove(to: CGPoint(x: 114, y: 65))
        #expect(abs(slider.value - 0.25) < 0.001)
        host.touchMove(to: CGPoint(x: 164, y: 70))
        #expect(abs(slider.value - 0.5) < 0.001)
        host.touchMove(to: CGPoint(x: 400, y: 70))
        #expect(slider.value == 1)
        host.touchUp()
        #expect(log.values == ["0.25", "0.5", "1.0"])
    }

    @Test func grabbingOffCentreDoesNotJump() {
        let (host, slider, _) = makeScene()
        slider.value = 0.5                                 // thumb centre at 164
        host.touchDown(at: CGPoint(x: 170, y: 65))         // 6 pt right of the centre
        #expect(slider.value == 0.5)
        host.touchMove(to: CGPoint(x: 190, y: 65))
        #expect(abs(slider.value - 0.6) < 0.001)
        host.touchUp()
    }

    @Test func touchingTheTrackAwayFromTheThumbDoesNothing() {
        let (host, slider, log) = makeScene()
        host.drag(from: CGPoint(x: 200, y: 65), to: CGPoint(x: 250, y: 65), duration: 0.05)
        #expect(slider.value == 0 && log.values.isEmpty)
    }

    @Test func valueChangesWhileTrackingCarryTheTouchEvent() {
        let (host, slider, _) = makeScene()
        var events: [UIEvent.EventType?] = []
        slider.addTarget(nil, action: { _, event in events.append(event?.type) }, for: .valueChanged)
        host.drag(from: CGPoint(x: 64, y: 65), to: CGPoint(x: 84, y: 65), duration: 0.02)
        slider.sendActions(for: .valueChanged)
        #expect(events == [.touches, .touches, nil])
    }

    @Test func nonContinuousSendsOnceAtTheEnd() {
        let (host, slider, log) = makeScene()
        slider.isContinuous = false
        host.drag(from: CGPoint(x: 64, y: 65), to: CGPoint(x: 164, y: 65), duration: 0.05)
        #expect(abs(slider.value - 0.5) < 0.001 && log.values == ["0.5"])
    }

    @Test func valueImagesShortenTheTrack() {
        let (host, slider, _) = makeScene()
        slider.minimumValueImage = UIImage(systemName: "minus")
        slider.maximumValueImage = UIImage(systemName: "plus")
        let track = slider.trackRect(forBounds: slider.bounds)
        let minRect = slider.minimumValueImageRect(forBounds: slider.bounds)
        #expect(track.minX == minRect.maxX + 8 && minRect.minX == 0)
        #expect(track.maxX == slider.maximumValueImageRect(forBounds: slider.bounds).minX - 8)
        host.renderFrame()
        // Dragging still maps the thumb's travel along the shorter track onto the range.
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let start = CGPoint(x: 50 + thumb.midX, y: 65)
        host.drag(from: start, to: CGPoint(x: start.x + (track.width - 28) / 2, y: 65), duration: 0.05)
        #expect(abs(slider.value - 0.5) < 0.001)
    }

    @Test func thumbImageReplacesTheStandardThumb() {
        let (host, slider, _) = makeScene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        slider.setThumbImage(image, for: .normal)
        #expect(slider.currentThumbImage === image && slider.thumbImage(for: .highlighted) === image)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumb.size == CGSize(width: 20, height: 20))
        let pixel = host.snapshot().pixel(atPoint: CGPoint(x: 60, y: 65), scale: 1)
        #expect(pixel.isClose(to: Pixel(r: 255, g: 59, b: 48)), "\(pixel)")
        host.drag(from: CGPoint(x: 60, y: 65), to: CGPoint(x: 164, y: 65), duration: 0.05)
        #expect(abs(slider.value - Float(104.0 / 208.0)) < 0.001)
    }

    @Test func customRangeAndTrackColours() {
        let (host, slider, _) = makeScene()
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
        slider.setValue(15, animated: false)
        host.renderFrame()
        let image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 80, y: 65.5), scale: 1).isClose(to: Pixel(r: 0, g: 122, b: 255), tolerance: 20))
        let thumb = image.pixel(atPoint: CGPoint(x: 164, y: 65), scale: 1)
        #expect(thumb.isClose(to: Pixel(r: 255, g: 255, b: 255)), "\(thumb)")
    }
}

@MainActor
struct UIStepperTests {
    private func makeScene() -> (HeadlessHost, UIStepper, ValueLog) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        let stepper = UIStepper(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        vc.view.addSubview(stepper)
        host.show(vc)
        let log = ValueLog()
        stepper.addAction(UIAction { action in log.values.append("\((action.sender as! UIStepper).value)") }, for: .valueChanged)
        return (host, stepper, log)
    }

    private let plus = CGPoint(x: 120, y: 66), minus = CGPoint(x: 70, y: 66)

    @Test func defaults() {
        let stepper = UIStepper()
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func incrementsDecrementsAndClamps() {
        let (host, stepper, log) = makeScene()
        stepper.maximumValue = 2
        host.tap(at: plus)
        host.advance(by: 1)
        host.tap(at: plus)
        host.advance(by: 1)
        host.tap(at: plus)          // at the maximum: nothing
        host.advance(by: 1)
        host.tap(at: minus)
        #expect(stepper.value == 1 && log.values == ["1.0", "2.0", "1.0"])
        host.advance(by: 1)
        host.tap(at: minus)
        host.advance(by: 1)
        host.tap(at: minus)         // at the minimum: nothing
        #expect(stepper.value == 0 && log.values == ["1.0", "2.0", "1.0", "0.0"])
    }

    @Test func wrapsAroundTheEnds() {
        let (host, stepper, log) = makeScene()
        stepper.wraps = true
        stepper.maximumValue = 10
        stepper.stepValue = 4
        host.tap(at: minus)         // 0 - 4 → wraps to 10
        #expect(stepper.value == 10)
        host.advance(by: 1)
        host.tap(at: plus)          // 10 + 4 → wraps to 0
        #expect(stepper.value == 0 && log.values == ["10.0", "0.0"])
    }

    @Test func holdingAutorepeatsOnVirtualTime() {
        let (host, stepper, log) = makeScene()
        host.touchDown(at: plus)
        #expect(stepper.value == 1)
        host.advance(by: 0.45)
        #expect(stepper.value == 1)
        host.advance(by: 0.1)       // 0.55 s: first repeat at 0.5 s
        #expect(stepper.value == 2)
        host.advance(by: 0.3)       // 0.85 s: repeats at 0.6, 0.7, 0.8
        #expect(stepper.value == 5)
        host.touchUp()
        host.advance(by: 1)
        #expect(stepper.value == 5 && log.values.count == 5)
    }

    @Test func segmentImagesPerState() {
        let (host, stepper, _) = makeScene()
        #expect(stepper.incrementImage(for: .normal) != nil && stepper.decrementImage(for: .disabled) != nil)
        let star = UIImage(systemName: "star")!, heart = UIImage(systemName: "heart")!
        stepper.setIncrementImage(star, for: .normal)
        stepper.setIncrementImage(heart, for: .highlighted)
        #expect(stepper.plusView.image === star && stepper.incrementImage(for: .disabled) === star)
        host.touchDown(at: plus)
        #expect(stepper.plusView.image === heart)
        host.touchUp()
        #expect(stepper.plusView.image === star)
        stepper.setIncrementImage(nil, for: .normal)
        #expect(stepper.plusView.image !== star)
    }

    @Test func autorepeatOffAndNonContinuous() {
        let (host, stepper, log) = makeScene()
        stepper.autorepeat = false
        host.touchDown(at: plus)
        host.advance(by: 1)
        host.touchUp()
        #expect(stepper.value == 1)
        stepper.autorepeat = true
        stepper.isContinuous = false
        host.advance(by: 1)
        host.touchDown(at: plus)
        host.advance(by: 0.75)      // repeats at 0.5, 0.6, 0.7
        #expect(stepper.value == 5 && log.values == ["1.0"])
        host.touchUp()
        #expect(log.values == ["1.0", "5.0"])
    }

    @Test func repeatingPausesWhenTheFingerLeavesTheSegment() {
        let (host, stepper, _) = makeScene()
        host.touchDown(at: plus)
        host.touchMove(to: CGPoint(x: 120, y: 150))
        host.advance(by: 1)
        #expect(stepper.value == 1)
        host.touchCancel()
        #expect(!stepper.isTracking)
    }
}
