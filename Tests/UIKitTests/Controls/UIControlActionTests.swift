import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class Target {
    var hits: [String] = []
    func tapped(_ sender: UIButton) { hits.append("tapped \(type(of: sender))") }
    func plain() { hits.append("plain") }
    func withEvent(_ sender: UIControl, _ event: UIEvent?) { hits.append("event \(event == nil ? "nil" : "touches")") }
}

@MainActor
struct UIControlActionTests {
    @Test func sameIdentifierReplacesTheAction() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        var count = 0
        control.enumerateEventHandlers { action, target, events, _ in
            count += 1
            #expect(action?.identifier == id && target == nil && events == .touchUpInside)
        }
        #expect(count == 1)
    }

    @Test func oneActionForSeveralEventsRunsOncePerSend() {
        let control = UIControl(frame: .zero)
        var runs = 0
        let action = UIAction(title: "Go") { _ in runs += 1 }
        control.addAction(action, for: .touchDown)
        control.addAction(action, for: .touchUpInside)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(runs == 1)
        control.sendActions(for: .touchDown)
        #expect(runs == 2)
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(runs == 2)
        #expect(control.allControlEvents == .touchUpInside)
        control.removeAction(identifiedBy: action.identifier, for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionsRunInRegistrationOrderWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction { action in log.append("a \(action.sender as? UIControl === control)") }, for: .valueChanged)
        control.addTarget(nil, action: { sender, _ in log.append("t \(sender === control)") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a true", "t true", "b"])
    }

    @Test func weakTargetClosureIsSkippedAfterTheTargetDeallocates() {
        let control = UIControl(frame: .zero)
        var runs = 0
        var target: Target? = Target()
        weak let weakTarget = target
        control.addTarget(target, action: { _, _ in runs += 1 }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        #expect(control.allTargets.count == 1)
        target = nil
        #expect(weakTarget == nil, "the control must not keep its target alive")
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        #expect(control.allControlEvents.isEmpty && control.allTargets.isEmpty)
    }

    @Test func methodReferencesReplaceSelectors() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        vc.view.addSubview(button)
        host.show(vc)
        var target: Target? = Target()
        weak let weakTarget = target
        button.addTarget(target!, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target!, action: Target.plain, for: .touchUpInside)
        button.addTarget(target!, action: Target.withEvent, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 70))
        #expect(target?.hits == ["tapped UIButton", "plain", "event touches"])
        target = nil
        #expect(weakTarget == nil)
        host.tap(at: CGPoint(x: 100, y: 70))
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func removeTargetRemovesItsClosures() {
        let control = UIControl(frame: .zero)
        let target = Target()
        var runs = 0
        control.addTarget(target, action: { _, _ in runs += 1 }, for: [.touchDown, .touchUpInside])
        control.removeTarget(target, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        control.removeTarget(nil, for: .allEvents)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func enumerationStops() {
        let control = UIControl(frame: .zero)
        control.addAction(UIAction { _ in }, for: .touchDown)
        control.addTarget(nil, action: { _, _ in }, for: .valueChanged)
        var seen: [UIControl.Event] = []
        control.enumerateEventHandlers { _, targetAction, events, stop in
            seen.append(events)
            if targetAction == nil { stop = true }
        }
        #expect(seen == [.touchDown])
    }

    @Test func primaryActionInitialiserAndPerformPrimaryAction() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.performPrimaryAction()
        #expect(runs == 1)
    }

    @Test func actionDefaults() {
        let action = UIAction(title: "Copy", image: UIImage(systemName: "star"), identifier: nil,
                              discoverabilityTitle: "Copy it", attributes: [.destructive], state: .on) { _ in }
        #expect(action.title == "Copy" && action.image != nil && action.discoverabilityTitle == "Copy it")
        #expect(action.attributes == .destructive && action.state == .on && action.sender == nil)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4 && UIMenuElement.State.mixed.rawValue == 2)
    }
}
