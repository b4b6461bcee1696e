import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A view controller that declares shortcuts, as an app's editor screen would.
@MainActor
private final class ShortcutController: UIViewController {
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }
}

/// A view that declares its own shortcut (nearer the first responder than the controller).
@MainActor
private final class ShortcutView: UIView {
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }
}

/// `UIKeyCommand`: shortcuts found up the responder chain, before the press reaches `pressesBegan`.
@MainActor
struct UIKeyCommandTests {
    private func scene() -> (HeadlessHost, ShortcutController, UITextField, ShortcutView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), scale: 1)
        let controller = ShortcutController()
        controller.view.backgroundColor = .white
        let container = ShortcutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        container.addSubview(field)
        controller.view.addSubview(container)
        host.show(controller)
        return (host, controller, field, container)
    }

    @Test func commandDeclaredWithCommandRunsOnCtrlAndTheFieldDoesNotSeeTheKey() {
        let (host, controller, field, _) = scene()
        controller.commands = [UIKeyCommand(title: "Save", input: "s", modifierFlags: .command) { [weak controller] command in
            controller?.log.append("save:\(command.title)")
        }]
        field.becomeFirstResponder()
        host.type("ab")
        host.press(.keyboardS, characters: "s", modifierFlags: .control)
        #expect(controller.log == ["save:Save"])
        #expect(field.text == "ab")
    }

    @Test func theResponderNearestTheFirstResponderWins() {
        let (host, controller, field, container) = scene()
        controller.commands = [UIKeyCommand(input: "k", modifierFlags: .command) { [weak controller] _ in controller?.log.append("controller") }]
        container.commands = [UIKeyCommand(input: "k", modifierFlags: .command) { [weak controller] _ in controller?.log.append("view") }]
        field.becomeFirstResponder()
        host.press(.keyboardK, characters: "k", modifierFlags: .command)
        #expect(controller.log == ["view"])
        // Modifiers must match exactly: shift+command+K is another shortcut.
        host.press(.keyboardK, characters: "K", modifierFlags: [.command, .shift])
        #expect(controller.log == ["view"])
    }

    @Test func textInputKeepsItsKeysUnlessTheCommandWantsPriority() {
        let (host, controller, field, _) = scene()
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { [weak controller] _ in controller?.log.append("up") }
        let x = UIKeyCommand(input: "x", modifierFlags: []) { [weak controller] _ in controller?.log.append("x") }
        controller.commands = [up, x]
        field.becomeFirstResponder()
        host.type("x")
        host.press(.keyboardUpArrow)
        #expect(controller.log.isEmpty && field.text == "x")
        up.wantsPriorityOverSystemBehavior = true
        host.press(.keyboardUpArrow)
        #expect(controller.log == ["up"])
        // Without a text input first responder, the plain key runs the command.
        field.resignFirstResponder()
        host.press(.keyboardX, characters: "x")
        #expect(controller.log == ["up", "x"])
    }

    @Test func disabledCommandsAndSpecialInputs() {
        let (host, controller, _, _) = scene()
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], attributes: .disabled) { [weak controller] _ in
            controller?.log.append("escape")
        }
        let f5 = UIKeyCommand(input: UIKeyCommand.inputF5, modifierFlags: []) { [weak controller] _ in controller?.log.append("f5") }
        controller.commands = [escape, f5]
        host.press(.keyboardEscape)
        host.press(.keyboardF5)
        #expect(controller.log == ["f5"])
        // A disabled command lets the key go on to the responder chain.
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow" && f5.input == "UIKeyInputF5" && f5.modifierFlags.isEmpty)
        #expect(!f5.wantsPriorityOverSystemBehavior && f5.discoverabilityTitle == nil)
    }
}
