import Foundation

// MARK: - TextInputControl

/// What the shared text-input glue (`TextInputControl`) needs of the field: its single line, its
/// delegate's say and its geometry (the text box inside the content view, in the field's coordinates).
extension UITextField {
    var baseTextAttributes: [NSAttributedString.Key: Any] { defaultTextAttributes }

    /// Line breaks typed, pasted or composed become spaces.
    func acceptedInput(_ text: String) -> String { singleLine(text) }

    var takesKeyInput: Bool { true }

    var reportsSelection: Bool { isEditing }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func textOffset(atInputPoint point: CGPoint) -> Int { offset(atFieldPoint: point) }

    func inputRect(fromText rect: CGRect) -> CGRect { fieldRect(fromText: rect) }

    /// The direction of the field's one paragraph.
    var selectionWritingDirection: NSWritingDirection { textInputBaseWritingDirection }

    var newlineSelectionWidth: Double { 0 }
}

// MARK: - TextSelectionHandleHost, TextLoupeHost

/// The field's selection handles sit on the field itself (over the clipping content view, so their knobs
/// may reach past the field's top and bottom, as on iOS); a handle whose end is scrolled out of the text
/// rectangle hides. The field does not scroll vertically, so its long press never autoscrolls.
extension UITextField {
    var selectionHandleContainer: UIView { self }

    func selectionHandleCaretRect(at offset: Int, width: CGFloat) -> CGRect? {
        let rect = fieldRect(fromText: caretBox(at: offset, width: width))
        let visible = contentView.frame
        guard rect.midX >= visible.minX - 1, rect.midX <= visible.maxX + 1 else { return nil }
        return rect
    }

    func selectionHandleDragChanged(isDragging: Bool) {}

    var loupeMayBegin: Bool { isEnabled && selectionHandleDrag == nil }

    func loupeAutoscrollSpeed(fingerInWindow: CGPoint) -> CGFloat { 0 }

    func loupeScroll(by distance: CGFloat) -> Bool { false }
}
