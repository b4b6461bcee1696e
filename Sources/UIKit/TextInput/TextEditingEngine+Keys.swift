import Foundation

/// What a key press meant to a text control.
enum TextKeyOutcome: Equatable {
    /// The engine handled it (moved, edited, copied...).
    case handled
    /// Return (the control decides: a field ends editing, a text view inserts a line break).
    case returnKey
    /// Tab or shift+Tab (a field moves to the next or previous field).
    case tab(backward: Bool)
    /// Escape.
    case escape
    /// Not an editing key: the press goes on up the responder chain.
    case notHandled
}

extension TextEditingEngine {
    /// The edit shortcuts' modifier: Ctrl on Linux plays the part of Command on a Mac or iPad (either works).
    static func isShortcutModifier(_ flags: UIKeyModifierFlags) -> Bool {
        flags.contains(.control) || flags.contains(.command)
    }

    /// Handles an editing key as a desktop Linux text field does (GTK and Qt conventions, which iPadOS's
    /// hardware-keyboard shortcuts match with Command for Ctrl):
    /// - arrows move by caret stop (visual order), ctrl+ or alt+arrows by word, shift extends;
    ///   up/down move by line (a single-line field: to its start/end);
    /// - Home/End to the line's start/end, ctrl+Home/End to the text's; command+left/right as Home/End;
    /// - Backspace/Delete by caret stop, with ctrl or alt by word;
    /// - ctrl+A select all, ctrl+C copy, ctrl+X cut, ctrl+V paste, ctrl+Z undo, ctrl+shift+Z or ctrl+Y redo
    ///   (command works too);
    /// - a key with printable characters and no ctrl/alt/command inserts them when the host delivers key
    ///   text (`TextInputSystem.keysInsertCharacters`; the SDL window delivers text as text events instead).
    func handle(_ key: UIKey, multiline: Bool, copyAllowed: Bool) -> TextKeyOutcome {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let word = flags.contains(.control) || flags.contains(.alternate)
        let command = flags.contains(.command)
        let shortcut = TextEditingEngine.isShortcutModifier(flags)
        switch key.keyCode {
        case .keyboardLeftArrow:
            move(command ? .lineStart : word ? .wordLeft : .left, extending: shift)
        case .keyboardRightArrow:
            move(command ? .lineEnd : word ? .wordRight : .right, extending: shift)
        case .keyboardUpArrow:
            move(command ? .documentStart : multiline ? .up : .lineStart, extending: shift)
        case .keyboardDownArrow:
            move(command ? .documentEnd : multiline ? .down : .lineEnd, extending: shift)
        case .keyboardHome:
            move(flags.contains(.control) || !multiline ? .documentStart : .lineStart, extending: shift)
        case .keyboardEnd:
            move(flags.contains(.control) || !multiline ? .documentEnd : .lineEnd, extending: shift)
        case .keyboardDeleteOrBackspace:
            deleteBackward(word: word)
        case .keyboardDeleteForward:
            deleteForward(word: word)
        case .keyboardReturnOrEnter, .keypadEnter:
            return .returnKey
        case .keyboardTab:
            return .tab(backward: shift)
        case .keyboardEscape:
            return .escape
        default:
            if shortcut, let letter = TextEditingEngine.letter(of: key) {
                switch letter {
                case "a": selectAll()
                case "c": if copyAllowed { copy() }
                case "x": if copyAllowed { cut() }
                case "v": paste(singleLine: !multiline)
                case "z":
                    if shift { client.editingUndoManager?.redo() } else { client.editingUndoManager?.undo() }
                case "y": client.editingUndoManager?.redo()
                default: return .notHandled
                }
                return .handled
            }
            guard !shortcut, !flags.contains(.alternate), TextInputSystem.keysInsertCharacters,
                  TextEditingEngine.isPrintable(key.characters) else { return .notHandled }
            insert(key.characters)
        }
        return .handled
    }

    /// The letter a shortcut names: the key's unmodified characters, or the letter key's name when the
    /// key carries no characters (a press built from a key code alone).
    static func letter(of key: UIKey) -> Character? {
        if let letter = key.charactersIgnoringModifiers.lowercased().first { return letter }
        let usage = key.keyCode.rawValue
        guard (0x04...0x1D).contains(usage), let scalar = Unicode.Scalar(UInt32(0x61 + usage - 0x04)) else { return nil }
        return Character(scalar)
    }

    /// Whether `text` is something to insert (not empty, no control characters).
    static func isPrintable(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0xF700...0xF8FF).contains($0.value) }
    }

    // MARK: Pasteboard

    /// Copies the selection's plain text to `UIPasteboard.general`.
    func copy() {
        guard !selection.isEmpty else { return }
        UIPasteboard.general.string = substring(selection)
    }

    /// Copies the selection and deletes it (one undo step).
    func cut() {
        guard !selection.isEmpty else { return }
        copy()
        replace(selection, with: "", kind: .cut)
    }

    /// Replaces the selection with the pasteboard's string (one undo step). Line breaks in a single-line
    /// field become spaces, as iOS pastes multi-line text into a text field.
    func paste(singleLine: Bool = false) {
        guard var text = UIPasteboard.general.string, !text.isEmpty else { return }
        if singleLine { text = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ") }
        replace(markedRange ?? selection, with: text, kind: .paste)
        markedRange = nil
    }
}
