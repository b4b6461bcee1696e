import Foundation

/// The glue between a text control and its `TextEditingEngine`, written once for `UITextField` and
/// `UITextView`: the `UIKeyInput` and `UITextInput` members answered from the engine, the typing
/// attributes, the delegate's say over user changes. Each control's class body declares Apple's members
/// `open` (so subclasses override them) and forwards to these in one line; what differs between the two
/// (where the text box sits, which delegate, a field's single line) comes from the requirements.
/// Not public API.
@MainActor
protocol TextInputControl: TextEditMenuClient, TextEditingClient {
    /// The control's font (its line height sizes the caret of empty text).
    var fontStorage: UIFont { get }
    /// The attributes text has where it sets none: the control's font, colour and alignment.
    var baseTextAttributes: [NSAttributedString.Key: Any] { get }
    /// Attributes set through `typingAttributes`, over the base ones.
    var typingAttributesStorage: [NSAttributedString.Key: Any]? { get }
    /// The alignment (`setBaseWritingDirection(_:for:)` sets it).
    var textAlignment: NSTextAlignment { get set }
    /// Text as the control takes it in (a field turns line breaks into spaces).
    func acceptedInput(_ text: String) -> String
    /// Whether typed text and Backspace reach the text (a text view: while editable).
    var takesKeyInput: Bool { get }
    /// Whether the control has a selection to report (`selectedTextRange` is `nil` otherwise).
    var reportsSelection: Bool { get }
    /// The delegate's answer to whether the user may replace `range` with `replacement`.
    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool
    /// The caret offset nearest `point` (the control's own coordinates, those of `UITextInput`).
    func textOffset(atInputPoint point: CGPoint) -> Int
    /// A rectangle in text coordinates (the text box's top left at 0, 0) in the control's coordinates.
    func inputRect(fromText rect: CGRect) -> CGRect
    /// The writing direction selection rectangles report.
    var selectionWritingDirection: NSWritingDirection { get }
    /// How wide a selected line break's highlight is.
    var newlineSelectionWidth: Double { get }
}

// MARK: - UIKeyInput

extension TextInputControl {
    var textInputHasText: Bool { engine.length > 0 }

    func textInputInsert(_ text: String) { if takesKeyInput { engine.insert(acceptedInput(text)) } }

    func textInputDeleteBackward() { if takesKeyInput { engine.deleteBackward() } }
}

// MARK: - UITextInput: text, selection, marked text

extension TextInputControl {
    func textInputText(in range: UITextRange) -> String? { engine.text(in: range) }

    func textInputReplace(_ range: UITextRange, withText text: String) {
        guard let range = TextEditingEngine.range(range) else { return }
        engine.replace(range, with: acceptedInput(text), kind: .other)
    }

    func textInputShouldChange(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = TextEditingEngine.range(range) else { return false }
        return delegateAllowsChange(in: NSRange(location: range.lowerBound, length: range.count), replacement: text)
    }

    var textInputSelectedRange: UITextRange? { reportsSelection ? TextOffsetRange(engine.selection) : nil }

    /// Selects `range` (ignored when it is not one of the control's ranges); with `notifying`, tells the
    /// input delegate around the change.
    func setTextInputSelectedRange(_ range: UITextRange?, notifying: Bool) {
        guard let range = range.flatMap(TextEditingEngine.range) else { return }
        if notifying { inputDelegate?.selectionWillChange(self) }
        engine.select(range)
        if notifying { inputDelegate?.selectionDidChange(self) }
    }

    var textInputMarkedRange: UITextRange? { engine.markedRange.map(TextOffsetRange.init) }

    func textInputSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        engine.setMarkedText(markedText.map(acceptedInput), selectedRange: selectedRange)
    }

    func textInputUnmark() { engine.unmarkText() }
}

// MARK: - UITextInput: positions and ranges

extension TextInputControl {
    var textInputBeginning: UITextPosition { TextOffsetPosition(0) }

    var textInputEnd: UITextPosition { TextOffsetPosition(engine.length) }

    func textInputRange(from: UITextPosition, to: UITextPosition) -> UITextRange? { engine.textRange(from: from, to: to) }

    func textInputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? { engine.position(from: position, offset: offset) }

    func textInputPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        engine.position(from: position, in: direction, offset: offset)
    }

    func textInputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { engine.compare(position, to: other) }

    func textInputOffset(from: UITextPosition, to: UITextPosition) -> Int { engine.offset(from: from, to: to) }

    func textInputPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        engine.position(within: range, farthestIn: direction)
    }

    func textInputCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        engine.characterRange(byExtending: position, in: direction)
    }

    /// The text's base direction, from its first strong character.
    /// - Complexity: O(text length) at worst.
    var textInputBaseWritingDirection: NSWritingDirection {
        TextEditingEngine.baseDirection(of: engine.units) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The alignment follows `writingDirection` (natural leaves it).
    func setTextInputBaseWritingDirection(_ writingDirection: NSWritingDirection) {
        if writingDirection == .rightToLeft { textAlignment = .right } else if writingDirection == .leftToRight { textAlignment = .left }
    }
}

// MARK: - UITextInput: geometry (the control's coordinates)

extension TextInputControl {
    /// The caret's rectangle (the caret's width, the line's height) at `offset`, in text coordinates.
    func caretBox(at offset: Int, width: CGFloat = TextCaretView.width) -> CGRect {
        let caret = engine.caretRect(at: offset)
        let height = caret.height > 0 ? caret.height : fontStorage.lineHeight
        return CGRect(x: caret.minX - width / 2, y: caret.minY, width: width, height: height)
    }

    func textInputCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = TextEditingEngine.offset(position) else { return .zero }
        return inputRect(fromText: caretBox(at: offset))
    }

    func textInputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = TextEditingEngine.range(range) else { return [] }
        let rects = editingLayout.selectionRects(for: engine.clamp(range), newlineWidth: newlineSelectionWidth)
        let direction = selectionWritingDirection
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: inputRect(fromText: rect), writingDirection: direction,
                                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func textInputFirstRect(for range: UITextRange) -> CGRect {
        guard let first = textInputSelectionRects(for: range).first else {
            return range.isEmpty ? textInputCaretRect(for: range.start) : .null
        }
        return first.rect
    }

    func textInputClosestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(textOffset(atInputPoint: point)) }

    func textInputClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = TextEditingEngine.range(range) else { return nil }
        return TextOffsetPosition(min(max(textOffset(atInputPoint: point), range.lowerBound), range.upperBound))
    }

    /// The character (caret stop range) under `point`: the one starting at the caret stop at or before it.
    func textInputCharacterRange(at point: CGPoint) -> UITextRange? {
        let offset = textOffset(atInputPoint: point)
        let caretX = inputRect(fromText: engine.caretRect(at: offset)).minX
        let start = caretX > point.x ? engine.boundaries.stop(before: offset) : offset
        return engine.characterRange(at: start).map(TextOffsetRange.init)
    }
}

// MARK: - TextEditingClient and TextEditMenuClient, shared parts

extension TextInputControl {
    var editingTypingAttributes: [NSAttributedString.Key: Any] {
        var attributes = baseTextAttributes
        if let typingAttributesStorage { attributes.merge(typingAttributesStorage) { $1 } }
        return attributes
    }

    var editingIsSecure: Bool { isSecureTextEntry }

    var editMenuIsSecure: Bool { isSecureTextEntry }

    /// The delegate decides; when it agrees, the input delegate hears that the text will change.
    func editingShouldChange(_ range: NSRange, replacement: String) -> Bool {
        guard delegateAllowsChange(in: range, replacement: replacement) else { return false }
        inputDelegate?.textWillChange(self)
        return true
    }

    var editingUndoManager: UndoManager? { undoManager }
}
