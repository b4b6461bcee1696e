import Testing
import UIKitTesting
@testable import UIKit

/// Event-by-event tables of `UIControl` tracking, driven through the headless host. The control sits at
/// (100, 100, 100 × 50) in a 400 × 400 window; the enlarged inside area reaches 70 pt beyond it.
@MainActor
struct UIControlTrackingTests {
    private func makeScene() -> (HeadlessHost, RecordingControl, TouchCountingController) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400), scale: 1)
        let vc = TouchCountingController()
        let control = RecordingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        vc.view.addSubview(control)
        host.show(vc)
        return (host, control, vc)
    }

    @Test func rawValuesMatchUIKit() {
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.normal.rawValue == 0 && UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.Event.touchDown.rawValue == 1 && UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.menuActionTriggered.rawValue == 16384 && UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF && UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5 && UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal && control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        control.isHighlighted = true
        #expect(control.state == [.selected, .disabled, .highlighted])
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
    }

    @Test func downInsideThenUpInside() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        host.touchUp()
        #expect(control.fired == ["touchDown", "touchUpInside"])
        #expect(control.calls == ["begin", "end"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func dragOutBeyondTheEnlargedAreaAndBackIn() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(to: CGPoint(x: 150, y: 160))   // 10 pt below: still inside
        host.touchMove(to: CGPoint(x: 150, y: 230))   // 80 pt below: outside
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        host.touchMove(to: CGPoint(x: 150, y: 260))
        host.touchMove(to: CGPoint(x: 150, y: 130))   // back in
        #expect(control.isHighlighted)
        host.touchUp()
        #expect(control.fired == [
            "touchDown", "touchDragInside", "touchDragOutside|touchDragExit", "touchDragOutside",
            "touchDragInside|touchDragEnter", "touchUpInside",
        ])
    }

    @Test func slightlyOutsideStillCountsAsInside() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(to: CGPoint(x: 260, y: 210))   // 60 pt right and below the bounds
        #expect(control.isHighlighted && control.isTouchInside)
        host.touchUp()
        #expect(control.fired == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func upOutsideTheEnlargedArea() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(to: CGPoint(x: 150, y: 300))
        host.touchUp(at: CGPoint(x: 150, y: 310))
        #expect(control.fired == ["touchDown", "touchDragOutside|touchDragExit", "touchUpOutside"])
    }

    @Test func liftingOutsideWithoutAMoveIsUpOutside() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchUp(at: CGPoint(x: 390, y: 390))
        #expect(control.fired == ["touchDown", "touchUpOutside"])
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let (host, control, _) = makeScene()
        host.tap(at: CGPoint(x: 150, y: 125))
        host.tap(at: CGPoint(x: 151, y: 126))
        #expect(control.fired == ["touchDown", "touchUpInside", "touchDown|touchDownRepeat", "touchUpInside"])
    }

    @Test func systemCancelSendsTouchCancel() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchCancel()
        #expect(control.fired == ["touchDown", "touchCancel"])
        #expect(control.calls == ["begin", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func disabledControlGetsNothingAndPassesTouchesUp() {
        let (host, control, vc) = makeScene()
        control.isEnabled = false
        host.tap(at: CGPoint(x: 150, y: 125))
        host.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 130), duration: 0.05)
        #expect(control.fired.isEmpty && control.calls.isEmpty)
        #expect(!control.isHighlighted)
        #expect(vc.began == 2 && vc.ended == 2)
    }

    @Test func disablingMidTrackingCancelsWithoutEvents() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        host.touchMove(to: CGPoint(x: 160, y: 125))
        control.isEnabled = true
        host.touchUp()
        #expect(control.fired == ["touchDown"])
        #expect(control.calls == ["begin", "cancel(nil)"])
        #expect(!control.isHighlighted)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: 125))          // works again afterwards
        #expect(control.fired.suffix(2) == ["touchDown", "touchUpInside"])
    }

    @Test func removalFromTheWindowMidTouchCancelsTracking() {
        let (host, control, _) = makeScene()
        host.touchDown(at: CGPoint(x: 150, y: 125))
        control.removeFromSuperview()
        #expect(control.calls == ["begin", "cancel(nil)"])
        #expect(control.fired == ["touchDown", "touchCancel"])
        #expect(!control.isHighlighted && !control.isTracking)
        host.touchMove(to: CGPoint(x: 160, y: 125))
        host.touchUp()
        #expect(control.fired == ["touchDown", "touchCancel"])
    }

    @Test func beginTrackingFalseSendsNoEvents() {
        let (host, control, _) = makeScene()
        control.beginResult = false
        host.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(!control.isTracking)
        host.touchMove(to: CGPoint(x: 155, y: 125))
        host.touchUp()
        #expect(control.fired.isEmpty)
        #expect(control.calls == ["begin"])
        #expect(!control.isHighlighted)
    }

    @Test func continueTrackingFalseStopsTheEvents() {
        let (host, control, _) = makeScene()
        control.continueResult = false
        host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(to: CGPoint(x: 155, y: 125))
        host.touchMove(to: CGPoint(x: 160, y: 125))
        host.touchUp()
        #expect(control.fired == ["touchDown"])
        #expect(control.calls == ["begin", "continue"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func closureTargetsReceiveTheTouchEvent() {
        let (host, control, _) = makeScene()
        var events: [UIEvent?] = []
        control.addTarget(nil, action: { _, event in events.append(event) }, for: [.touchDown, .touchUpInside])
        host.tap(at: CGPoint(x: 150, y: 125))
        control.sendActions(for: .touchDown)
        #expect(events.count == 3)
        #expect(events[0]?.type == .touches && events[1]?.type == .touches && events[2] == nil)
    }
}
