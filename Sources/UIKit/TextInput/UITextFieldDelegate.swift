import Foundation

/// The delegate of a `UITextField`, as UIKit's `UITextFieldDelegate`. Every method is optional in UIKit;
/// here each has a default implementation in a protocol extension (see `UITextField` for the order).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began; the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true by default; not asked when the end is forced).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (the pre-iOS 10 form; the default `textFieldDidEndEditing(_:reason:)` calls it).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason (iOS 10). UIKit calls only this one; its default implementation
    /// calls `textFieldDidEndEditing(_:)`, so a delegate implementing either is told.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change of the characters in `range` (UTF-16) to `string` is allowed.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; return whether the field does its default (end-on-exit) behaviour.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (iOS 16): `suggestedActions` are the field's standard
    /// actions; `nil` shows them, an empty menu shows nothing.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to appear (iOS 16).
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to disappear (iOS 16).
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// `nil`: the suggested actions.
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }
    /// Does nothing.
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
