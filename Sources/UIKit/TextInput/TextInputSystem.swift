import Foundation

/// Connects text controls with the platform host's text input: which responder gets typed and composed
/// text, whether key presses carry the text (headless) or text arrives separately (SDL's `SDL_TEXTINPUT`
/// and `SDL_TEXTEDITING`), and the host's hooks to start and stop text input and to place the input
/// method's candidate window at the caret. Not public API.
@MainActor
enum TextInputSystem {
    /// Whether printable key presses insert their characters. True headless (`HeadlessHost.press` and
    /// `type`); the SDL window host sets it to false, because SDL sends the text of the same keystrokes,
    /// and what input methods commit, as separate text events.
    static var keysInsertCharacters = true

    /// The host's hooks (the SDL window host installs them): text input on and off, and the caret
    /// rectangle in screen points for the candidate window.
    static var startTextInput: (() -> Void)?
    static var stopTextInput: (() -> Void)?
    static var setInputRect: ((CGRect) -> Void)?

    /// Back to the headless setup: key presses insert their characters, no host hooks, the in-process
    /// pasteboard (each new host calls this before installing its own hooks).
    static func resetToHeadless() {
        keysInsertCharacters = true
        startTextInput = nil
        stopTextInput = nil
        setInputRect = nil
        UIPasteboard.systemClipboard = nil
    }

    /// The first responder when it takes text.
    static var textResponder: (any UIKeyInput)? {
        UIResponder.firstResponderStorage as? any UIKeyInput
    }

    /// A text control became or stopped being first responder.
    static func editingStateChanged() {
        if textResponder != nil { startTextInput?() } else { stopTextInput?() }
        updateInputRect()
    }

    /// Tells the host where the caret is (the candidate window goes below it).
    static func updateInputRect() {
        guard let setInputRect, let input = textResponder as? (any UITextInput), let view = input as? UIView,
              let window = view.window, let range = input.selectedTextRange else { return }
        let caret = input.caretRect(for: range.end)
        let inWindow = input.textInputView.convert(caret, to: window)
        setInputRect(inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY))
    }

    /// Committed text from the keyboard or an input method: inserted into the first responder.
    static func deliver(text: String) {
        guard let responder = textResponder, !text.isEmpty else { return }
        responder.insertText(text)
        updateInputRect()
    }

    /// Composition in progress: the first responder's marked text becomes `text` with `selectedRange`
    /// selected in it (empty text ends the composition without committing anything).
    static func deliver(markedText text: String, selectedRange: NSRange) {
        guard let input = textResponder as? (any UITextInput) else { return }
        if text.isEmpty, input.markedTextRange == nil { return }
        input.setMarkedText(text, selectedRange: selectedRange)
        if text.isEmpty { input.unmarkText() }
        updateInputRect()
    }
}

extension HostInput {
    /// Text typed or committed by an input method (SDL's `SDL_TEXTINPUT`), inserted into the first
    /// responder when it adopts `UIKeyInput`.
    public func text(_ text: String) {
        TextInputSystem.deliver(text: text)
    }

    /// Input-method composition (SDL's `SDL_TEXTEDITING`): the first responder's marked text.
    public func markedText(_ text: String, selectedRange: NSRange) {
        TextInputSystem.deliver(markedText: text, selectedRange: selectedRange)
    }

    /// Whether printable key presses insert their characters (see `TextInputSystem.keysInsertCharacters`).
    public static var keysInsertCharacters: Bool {
        get { TextInputSystem.keysInsertCharacters }
        set { TextInputSystem.keysInsertCharacters = newValue }
    }
}

/// A responder whose editing ends without its delegate's consent when it leaves the window (text
/// fields and views: UIKit forces the end, and `didEndEditing` still comes).
@MainActor
protocol ForcedEndEditing: AnyObject {
    func forceEndEditing()
}

extension UITextField: ForcedEndEditing {}
