import Foundation

extension UIKeyCommand {
    /// The keys UIKit's special inputs name.
    static let specialInputs: [String: UIKeyboardHIDUsage] = {
        var table: [String: UIKeyboardHIDUsage] = [
            inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow, inputLeftArrow: .keyboardLeftArrow,
            inputRightArrow: .keyboardRightArrow, inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp,
            inputPageDown: .keyboardPageDown, inputHome: .keyboardHome, inputEnd: .keyboardEnd, inputDelete: .keyboardDeleteForward,
            "\r": .keyboardReturnOrEnter, "\t": .keyboardTab, "\u{8}": .keyboardDeleteOrBackspace, " ": .keyboardSpacebar,
        ]
        for number in 1...12 {
            if let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1) {
                table["UIKeyInputF\(number)"] = usage
            }
        }
        return table
    }()

    /// The modifiers that take part in matching.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    func keyCommandMatches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        var held = key.modifierFlags.intersection(UIKeyCommand.matchedModifiers)
        let wanted = modifierFlags.intersection(UIKeyCommand.matchedModifiers)
        // Linux: Ctrl plays Command's part for commands declared with Command.
        if wanted.contains(.command), !wanted.contains(.control), held.contains(.control), !held.contains(.command) {
            held.remove(.control)
            held.insert(.command)
        }
        guard held == wanted else { return false }
        if let usage = UIKeyCommand.specialInputs[input] { return key.keyCode == usage }
        let typed = key.charactersIgnoringModifiers.isEmpty ? TextEditingEngine.letter(of: key).map(String.init) ?? "" : key.charactersIgnoringModifiers
        return typed.lowercased() == input.lowercased()
    }
}

/// Finds and performs the key command a key press matches, before the press reaches `pressesBegan`.
@MainActor
enum KeyCommandDispatch {
    /// Presses whose key command ran (their `pressesEnded` is not delivered either).
    private static var consumed: Set<ObjectIdentifier> = []

    /// The key command for `key` from `target` up the responder chain, skipping disabled commands and
    /// commands that yield to a text input's own handling of the key.
    /// - Complexity: O(responders in the chain × their key commands).
    static func command(for key: UIKey, from target: UIResponder) -> UIKeyCommand? {
        let textFirst = target is any UIKeyInput && target.isFirstResponder && isTextSystemKey(key)
        var responder: UIResponder? = target
        while let current = responder {
            for command in current.keyCommands ?? [] where !command.attributes.contains(.disabled) && command.matches(key) {
                if textFirst, !command.wantsPriorityOverSystemBehavior { continue }
                return command
            }
            responder = current.next
        }
        return nil
    }

    /// Keys a text input handles itself: typing, movement and editing keys without Command or Control.
    static func isTextSystemKey(_ key: UIKey) -> Bool {
        !key.modifierFlags.contains(.command) && !key.modifierFlags.contains(.control)
    }

    /// Performs the commands of the presses going down and returns the presses left to deliver; presses
    /// ending or cancelled whose beginning ran a command are dropped.
    static func filter(_ presses: Set<UIPress>, phase: UIPress.Phase, target: UIResponder) -> Set<UIPress> {
        var remaining: Set<UIPress> = []
        for press in presses {
            let identity = ObjectIdentifier(press)
            switch phase {
            case .began:
                if let key = press.key, let command = command(for: key, from: target) {
                    consumed.insert(identity)
                    command.perform()
                } else {
                    remaining.insert(press)
                }
            case .ended, .cancelled:
                if consumed.remove(identity) == nil { remaining.insert(press) }
            default:
                if !consumed.contains(identity) { remaining.insert(press) }
            }
        }
        return remaining
    }
}
