import Foundation

extension UITextView {
    func configureTextView() {
        textContentView.textView = self
        textContainer.textView = self
        textContentView.isUserInteractionEnabled = false
        textContentView.isOpaque = false
        textContentView.backgroundColor = nil
        addSubview(textContentView)
        textContentView.addSubview(caretView)
        installSelectionHandles()
        textLoupe = TextLoupeGesture(control: self)
        backgroundColor = .systemBackground
    }

    /// The delegate when it is a text-view delegate.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    var defaultAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: style]
    }

    func setViewText(_ attributed: NSAttributedString) {
        engine.setText(attributed)
        textStyleDidChange()
    }

    func textStyleDidChange() {
        engine.attributesDidChange()
        paragraphLayout.invalidateLayouts()
        setNeedsTextDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Beginning and ending

    func beginTextEditing() {
        isEditingStorage = isEditable
        engine.select(engine.length..<engine.length, notify: false)
        typingAttributesStorage = nil
        layoutTextView()
        setNeedsTextDisplay()
        guard isEditable else { return }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        TextInputSystem.editingStateChanged()
    }

    func endTextEditing() {
        engine.unmarkText()
        engine.breakTypingRun()
        let wasEditing = isEditingStorage
        isEditingStorage = false
        caretView.isActive = false
        editMenu.dismiss()
        showsSelectionHandles = false
        updateSelectionHandles()
        setNeedsTextDisplay()
        guard wasEditing else { return }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        TextInputSystem.editingStateChanged()
    }

    func forceEndEditing() {
        endsEditingForcibly = true
        resignFirstResponder()
        endsEditingForcibly = false
    }

    // MARK: Keys and touches

    /// Editing keys while editing; a selectable, non-editable view takes movement, select-all and copy.
    func handleTextViewPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isFirstResponder else { return presses }
        editMenu.dismiss()
        showsSelectionHandles = false
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard let key = press.key else { unhandled.insert(press); continue }
            if !isEditable {
                let movement: Set<UIKeyboardHIDUsage> = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
                                                        .keyboardHome, .keyboardEnd]
                let letter = TextEditingEngine.isShortcutModifier(key.modifierFlags) ? TextEditingEngine.letter(of: key) : nil
                guard movement.contains(key.keyCode) || letter == "a" || letter == "c" else { unhandled.insert(press); continue }
            }
            switch engine.handle(key, multiline: true, copyAllowed: !isSecureTextEntry) {
            case .handled: break
            case .returnKey: engine.insert("\n")
            case .tab: engine.insert("\t")
            case .escape, .notHandled: unhandled.insert(press)
            }
        }
        return unhandled
    }

    func textTouchBegan(_ touch: UITouch) {
        guard isEditable || isSelectable else { return }
        if beginTextItemTouch(touch) { return }
        if isFirstResponder, beginSelectionHandleDrag(touch) { return }
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        } else if touch.tapCount == 1, !HostInput.heldModifierFlags.contains(.shift), editMenu.handleTap(at: touch.location(in: self)) {
            return
        }
        let offset = textOffset(atContentPoint: touch.location(in: self))
        showsSelectionHandles = touch.type == .direct && touch.tapCount >= 2
        switch touch.tapCount {
        case 2: engine.selectWord(at: offset)
        case 3...: engine.selectParagraph(at: offset)
        default:
            if HostInput.heldModifierFlags.contains(.shift) { engine.extendSelection(to: offset) } else { engine.select(offset..<offset) }
        }
        engine.breakTypingRun()
    }
}

// MARK: - TextEditingClient and TextInputControl

extension UITextView {
    var editingLayout: any TextEditingLayout { paragraphLayout }

    func editingTextDidReplace(_ range: Range<Int>, replacementLength: Int) {
        paragraphLayout.textDidReplace(range, replacementLength: replacementLength)
    }

    func editingTextDidReset() { paragraphLayout.textDidReset() }

    var baseTextAttributes: [NSAttributedString.Key: Any] { defaultAttributes }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func acceptedInput(_ text: String) -> String { text }

    var takesKeyInput: Bool { isEditable }

    var reportsSelection: Bool { isFirstResponder }

    func textOffset(atInputPoint point: CGPoint) -> Int { textOffset(atContentPoint: point) }

    /// Text coordinates → content coordinates (the view's own).
    func inputRect(fromText rect: CGRect) -> CGRect {
        let origin = textOriginInContent
        return rect.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Left to right (the paragraphs' own directions are not reported).
    var selectionWritingDirection: NSWritingDirection { .leftToRight }

    var newlineSelectionWidth: Double { UITextView.newlineSelectionWidth }

    /// Lays the text out at once (the edited paragraphs only); the caret is scrolled into view by the
    /// selection change that follows every edit.
    func editingTextDidChange() {
        editMenu.dismiss()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        layoutTextView()
        inputDelegate?.textDidChange(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// A caret move redraws nothing: only the caret view moves. A selection or marked-text change
    /// re-places the fragments at once (no layout pass), and only the fragments whose highlight changed
    /// redraw.
    func editingSelectionDidChange() {
        editMenu.dismiss()
        textContentView.selectionDidChange()
        updateTextCaret()
        updateSelectionHandles()
        scrollCaretVisible()
        TextInputSystem.updateInputRect()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func lineRanges() -> [Range<Int>] { paragraphLayout.lineRanges() }
}

// MARK: - TextEditMenuClient

extension UITextView {
    var editMenuAllowsEditing: Bool { isEditable }

    func editMenuFromDelegate(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }

    func editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }
}
