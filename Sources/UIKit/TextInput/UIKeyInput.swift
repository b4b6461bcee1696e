import Foundation

/// The minimum a responder needs to take typed text, as UIKit's `UIKeyInput`: a responder that adopts it
/// and can become first responder receives the characters typed on the hardware keyboard (and, through
/// the platform host, committed input-method text) as `insertText(_:)`, and Backspace as
/// `deleteBackward()`, while it is first responder.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes one character backward (Backspace).
    func deleteBackward()
}
