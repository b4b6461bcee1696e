import Foundation

extension UITextField {
    func configureField() {
        contentView.field = self
        contentView.clipsToBounds = true
        contentView.isUserInteractionEnabled = false
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        contentView.contentMode = .redraw
        addSubview(contentView)
        contentView.addSubview(caretView)
        installSelectionHandles()
        textLoupe = TextLoupeGesture(control: self)
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Text and style

    func setFieldText(_ attributed: NSAttributedString) {
        let wasEditing = isEditing
        if wasEditing { inputDelegate?.textWillChange(self) }
        engine.setText(attributed)
        horizontalScroll = 0
        textLayoutDidChange()
        if wasEditing { inputDelegate?.textDidChange(self) }
    }

    /// The font, colour and alignment changed.
    func styleDidChange() {
        engine.attributesDidChange()
        textLayoutDidChange()
        setNeedsDisplay()
    }

    /// The text or its look changed: redraw, re-place the caret, remeasure.
    func textLayoutDidChange() {
        contentView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateCaret()
    }

    var defaultTextAttributesImplementation: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: style]
    }

    func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { fontStorage = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        styleDidChange()
    }

    /// Line breaks typed or pasted into a field become spaces (a field has one line).
    func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\u{2029}", with: " ")
    }

    // MARK: Beginning and ending

    /// The field just became first responder.
    func beginEditing() {
        isEditingStorage = true
        endReason = .committed
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            engine.setText(NSAttributedString(string: ""))
        }
        engine.select(engine.length..<engine.length, notify: false)
        typingAttributesStorage = nil
        horizontalScroll = 0
        layoutField()
        contentView.setNeedsDisplay()
        updateCaret()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        TextInputSystem.editingStateChanged()
    }

    /// The field just resigned first responder.
    func endEditingSession() {
        engine.unmarkText()
        engine.breakTypingRun()
        isEditingStorage = false
        editMenu.dismiss()
        showsSelectionHandles = false
        updateSelectionHandles()
        horizontalScroll = 0
        caretView.isActive = false
        layoutField()
        contentView.setNeedsDisplay()
        let reason = endReason
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: reason.rawValue])
        TextInputSystem.editingStateChanged()
    }

    /// Ends editing whatever the delegate says (the field is leaving its window).
    func forceEndEditing() {
        endsEditingForcibly = true
        endReason = .cancelled
        resignFirstResponder()
        endsEditingForcibly = false
    }

    // MARK: Return, clear, tab

    /// Return: asks `textFieldShouldReturn`, then sends end-on-exit and the primary action.
    func returnPressed() {
        if enablesReturnKeyAutomatically, !hasText { return }
        engine.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsOnExit, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button was tapped.
    func clearButtonTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        inputDelegate?.textWillChange(self)
        engine.setText(NSAttributedString(string: ""))
        horizontalScroll = 0
        textLayoutDidChange()
        inputDelegate?.textDidChange(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Tab moves to the next (shift+Tab: previous) text input of the window, ordered top to bottom, then
    /// left to right by their frames in window coordinates, wrapping around.
    /// - Complexity: O(views in the window).
    func moveFocus(backward: Bool) {
        guard let window else { return }
        var inputs: [(view: UIView, frame: CGRect)] = []
        func collect(_ view: UIView) {
            if view.isHidden || view.alpha <= 0 { return }
            if view is any UIKeyInput, view.canBecomeFirstResponder { inputs.append((view, view.convert(view.bounds, to: window))) }
            for subview in view.subviews { collect(subview) }
        }
        collect(window)
        inputs.sort { a, b in
            a.frame.minY != b.frame.minY ? a.frame.minY < b.frame.minY : a.frame.minX < b.frame.minX
        }
        guard inputs.count > 1, let index = inputs.firstIndex(where: { $0.view === self }) else { return }
        let next = inputs[(index + (backward ? inputs.count - 1 : 1)) % inputs.count].view
        next.becomeFirstResponder()
    }
}

// MARK: - TextEditingClient

extension UITextField {
    /// The field's text laid out on one unwrapped line (what it draws, and its caret and hit-testing use).
    var fieldLayoutKey: TextLayoutKey {
        TextLayoutKey(content: engine.displayContent, width: nil, numberOfLines: 1, lineBreakMode: .byClipping)
    }

    var editingLayout: any TextEditingLayout { WholeTextEditingLayout(key: fieldLayoutKey) }

    func editingTextDidChange() {
        editMenu.dismiss()
        textLayoutDidChange()
        inputDelegate?.textDidChange(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func editingSelectionDidChange() {
        editMenu.dismiss()
        layoutField()
        contentView.setNeedsDisplay()
        updateCaret()
        TextInputSystem.updateInputRect()
        delegate?.textFieldDidChangeSelection(self)
    }

}

// MARK: - TextEditMenuClient

extension UITextField {
    var editMenuAllowsEditing: Bool { isEnabled }

    func editMenuFromDelegate(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }

    func editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }
}
