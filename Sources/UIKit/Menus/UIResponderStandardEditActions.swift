import Foundation

/// The standard editing actions, as UIKit's `UIResponderStandardEditActions` (the subset text controls
/// and the edit menu use): `UIResponder` adopts it, its implementations pass each action to the next
/// responder, and `UITextField` and `UITextView` implement them on their text. The edit menu
/// (`UIEditMenuInteraction`) offers an action when a responder on the chain answers true to
/// `canPerformAction(_:withSender:)` with its selector (`"cut:"`, `"copy:"`, `"paste:"`, `"delete:"`,
/// `"select:"`, `"selectAll:"`), and sends it to `target(forAction:withSender:)`.
///
/// Deviation: the methods are optional in UIKit (a responder that does not implement one is skipped
/// by `respondsToSelector:`); Swift on Linux has no optional requirements, so `UIResponder` implements
/// each, and a responder that performs an action overrides it (`override func copy(_ sender: Any?)`)
/// and answers for it in `canPerformAction(_:withSender:)`.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the pasteboard's contents.
    func paste(_ sender: Any?)
    /// Deletes the selection without touching the pasteboard.
    func delete(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
}
