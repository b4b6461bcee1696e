import Foundation

extension UITextField {
    /// Handles the presses that are editing keys while editing; returns the ones left for the chain.
    func handlePresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isEditing else { return presses }
        editMenu.dismiss()
        showsSelectionHandles = false
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard let key = press.key else { unhandled.insert(press); continue }
            switch engine.handle(key, multiline: false, copyAllowed: !isSecureTextEntry) {
            case .handled:
                break
            case .returnKey:
                returnPressed()
            case .tab(let backward):
                moveFocus(backward: backward)
            case .escape, .notHandled:
                unhandled.insert(press)
            }
        }
        return unhandled
    }

    /// A touch or click went down: begin editing and place the caret; a second and third tap select the
    /// word and the whole text (a finger's, with the selection handles); shift+click extends the
    /// selection; a finger on a shown handle starts dragging it.
    func trackingBegan(_ touch: UITouch) -> Bool {
        if !isFirstResponder {
            guard becomeFirstResponder() else { return false }
        } else if beginSelectionHandleDrag(touch) {
            return true
        } else if touch.tapCount == 1, !HostInput.heldModifierFlags.contains(.shift), editMenu.handleTap(at: touch.location(in: self)) {
            return true
        }
        let offset = offset(atFieldPoint: touch.location(in: self))
        showsSelectionHandles = touch.type == .direct && touch.tapCount >= 2
        switch touch.tapCount {
        case 2: engine.selectWord(at: offset)
        case 3...: engine.selectAll()
        default:
            if HostInput.heldModifierFlags.contains(.shift) {
                engine.extendSelection(to: offset)
            } else {
                engine.select(offset..<offset)
            }
        }
        engine.breakTypingRun()
        return true
    }

    /// The touch moved: a finger on a selection handle moves that end; otherwise the selection extends
    /// from where the touch went down (a single tap's drag).
    func trackingMoved(_ touch: UITouch) -> Bool {
        if selectionHandleDrag != nil {
            moveSelectionHandle(touch)
            return true
        }
        guard isEditing, touch.tapCount <= 1 else { return true }
        engine.extendSelection(to: offset(atFieldPoint: touch.location(in: self)))
        return true
    }
}
