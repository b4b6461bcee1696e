import Foundation

/// What a text control gives its edit menu: its engine and geometry (the `UITextInput` rectangles, in
/// its own coordinates), whether it is editable, and its delegate's say over the menu.
@MainActor
protocol TextEditMenuClient: UIView, UITextInput {
    var engine: TextEditingEngine { get }
    /// Whether the user may change the text (cut and paste need it).
    var editMenuAllowsEditing: Bool { get }
    /// Whether the text shows as bullets (no cut or copy).
    var editMenuIsSecure: Bool { get }
    /// The delegate's menu for the selection, or `nil` for the suggested one.
    func editMenuFromDelegate(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Tells the delegate the menu is about to appear.
    func editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating)
    /// Tells the delegate the menu is about to disappear.
    func editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating)
}

/// A text control's edit menu, as iOS's text fields and views show it: a tap on the caret or inside
/// the selection of the control being edited shows it (another such tap hides it), pointing at the
/// selection (or the caret); any edit, selection change, key or tap elsewhere hides it. Its commands
/// are the control's standard edit actions (`canPerformAction(_:withSender:)`), which the delegate can
/// change (`textField(_:editMenuForCharactersIn:suggestedActions:)`,
/// `textView(_:editMenuForTextIn:suggestedActions:)`). Choosing Select or Select All shows the menu
/// again for the new selection, as on iOS. Not public API.
@MainActor
final class TextEditMenu: UIEditMenuInteractionDelegate {
    unowned let client: any TextEditMenuClient
    private var interactionStorage: UIEditMenuInteraction?

    init(client: any TextEditMenuClient) {
        self.client = client
    }

    /// The interaction, made and attached to the control on first use.
    var interaction: UIEditMenuInteraction {
        if let interactionStorage { return interactionStorage }
        let made = UIEditMenuInteraction(delegate: self)
        made.keepsMenuForTouchesInView = true
        client.addInteraction(made)
        interactionStorage = made
        return made
    }

    /// Whether the menu is on screen.
    var isVisible: Bool { interactionStorage?.presentation != nil }

    /// The distance around the caret within which a tap counts as a tap on it.
    static let caretSlop: CGFloat = 12

    /// Whether `point` (the control's coordinates) is on the caret or inside the selection.
    func isOnSelectionOrCaret(_ point: CGPoint) -> Bool {
        guard let range = client.selectedTextRange else { return false }
        if range.isEmpty {
            return client.caretRect(for: range.start).insetBy(dx: -TextEditMenu.caretSlop, dy: -4).contains(point)
        }
        return client.selectionRects(for: range).contains { $0.rect.contains(point) }
    }

    /// A tap at `point` of the control being edited, before it moves the caret: returns true when the
    /// tap was on the caret or the selection and showed (or hid) the menu instead; otherwise hides it.
    func handleTap(at point: CGPoint) -> Bool {
        guard isOnSelectionOrCaret(point) else { dismiss(); return false }
        if isVisible { dismiss() } else { show(at: point) }
        return true
    }

    /// Shows the menu for the selection, its source at `point` (the selection's middle when `nil`).
    func show(at point: CGPoint? = nil) {
        let target = targetRect
        let source = point ?? CGPoint(x: target.midX, y: target.midY)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "com.openuikit.text-edit-menu", sourcePoint: source))
    }

    /// Hides the menu.
    func dismiss() {
        if isVisible { interactionStorage?.dismissMenu() }
    }

    /// Moves the menu with the text (a scroll).
    func followText() {
        if isVisible { interactionStorage?.updateVisibleMenuPosition(animated: false) }
    }

    /// The selection's bounding rectangle, or the caret's (the control's coordinates).
    var targetRect: CGRect {
        guard let range = client.selectedTextRange else { return .null }
        if range.isEmpty { return client.caretRect(for: range.start) }
        return client.selectionRects(for: range).map(\.rect).reduce(CGRect.null) { $0.union($1) }
    }

    // MARK: - UIEditMenuInteractionDelegate

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let selection = client.engine.selection
        return client.editMenuFromDelegate(for: NSRange(location: selection.lowerBound, length: selection.count), suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        targetRect
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        client.editMenuWillPresent(animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        client.editMenuWillDismiss(animator)
    }
}

// MARK: - The standard edit actions of text controls

extension TextEditMenuClient {
    /// Whether the control performs the standard edit action `action` now, as iOS's text controls
    /// answer: cut with a selection in editable, non-secure text; copy with a selection in non-secure
    /// text; paste in editable text when the pasteboard holds strings; select with a caret in text;
    /// select all unless everything is selected; `nil` for other actions (the control asks `super`).
    func textCanPerformAction(_ action: Selector) -> Bool? {
        let engine = self.engine
        let selected = !engine.selection.isEmpty
        switch action.name {
        case "cut:": return selected && editMenuAllowsEditing && !editMenuIsSecure
        case "copy:": return selected && !editMenuIsSecure
        case "paste:": return editMenuAllowsEditing && UIPasteboard.general.hasStrings
        case "delete:": return false
        case "select:": return !selected && engine.length > 0
        case "selectAll:": return engine.length > 0 && engine.selection.count < engine.length
        default: return nil
        }
    }

    /// Cut: the selection to the pasteboard, then deleted.
    func textCut() { if textCanPerformAction("cut:") == true { engine.cut() } }
    /// Copy: the selection to the pasteboard.
    func textCopy() { if textCanPerformAction("copy:") == true { engine.copy() } }
    /// Paste over the selection.
    func textPaste(singleLine: Bool) { if editMenuAllowsEditing { engine.paste(singleLine: singleLine) } }
    /// Delete: the selection removed without touching the pasteboard.
    func textDelete() {
        if editMenuAllowsEditing, !engine.selection.isEmpty { engine.replace(engine.selection, with: "", kind: .deletion) }
    }

    /// Select: the word at the caret (from the menu: the menu shows again for it).
    func textSelect(sender: Any?, menu: TextEditMenu) {
        engine.selectWord(at: engine.selection.lowerBound)
        if sender is UICommand { menu.show() }
    }

    /// Select All (from the menu: the menu shows again for it).
    func textSelectAll(sender: Any?, menu: TextEditMenu) {
        engine.selectAll()
        if sender is UICommand { menu.show() }
    }
}

// MARK: - Secondary click (the event layer's hook, `HostInput.touchDown`)

extension TextEditMenu {
    /// A secondary (right) click at `point` (window coordinates) that hit `view`: when `view` is, or is
    /// inside, a text field or text view that takes the caret, the control becomes first responder, the
    /// caret moves to the click unless it lands on the selection, and the edit menu shows at the pointer,
    /// as iPadOS's pointer does. Returns whether a text control took the click (the touch then goes no
    /// further).
    static func showForSecondaryClick(on view: UIView, atWindowPoint point: CGPoint) -> Bool {
        var current: UIView? = view
        while let candidate = current, !(candidate is UITextField || candidate is UITextView) { current = candidate.superview }
        let menu: TextEditMenu
        if let field = current as? UITextField, field.isEnabled {
            menu = field.editMenu
        } else if let textView = current as? UITextView, textView.isEditable || textView.isSelectable {
            menu = textView.editMenu
        } else {
            return false
        }
        let client = menu.client
        guard client.isFirstResponder || client.becomeFirstResponder() else { return false }
        let local = client.convert(point, from: nil)
        if !menu.isOnSelectionOrCaret(local), let position = client.closestPosition(to: local) {
            client.selectedTextRange = client.textRange(from: position, to: position)
        }
        menu.show(at: local)
        return true
    }
}
