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
