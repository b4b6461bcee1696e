import Foundation

/// An object that can respond to and handle events, and a link of the responder chain.
///
/// The chain runs view → its view controller (for a controller's root view) or superview → … → window →
/// application, as on iOS. The default event methods pass the event to `next`, so an unhandled touch
/// travels up the chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The app's first responder (the receiver of key presses), held weakly.
    nonisolated(unsafe) static weak var firstResponderStorage: UIResponder?

    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain, or `nil` at its end. Subclasses override this, as UIKit's do.
    open var next: UIResponder? { nil }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (`nil` by default); UIKit matches a key press against
    /// the first responder's, then each next responder's (see `UIKeyCommand`).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Touches

    /// One or more touches began; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses

    /// Physical buttons (keys) went down; the default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Presses changed; the default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Presses ended; the default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled; the default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: First responder

    /// Whether this object can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Makes this object the first responder, asking the current one to resign. Returns false when this
    /// object cannot become first responder, the current one refuses to resign, or (for a view) it is not
    /// in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if UIResponder.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = UIResponder.firstResponderStorage, !current.resignFirstResponder() { return false }
        UIResponder.firstResponderStorage = self
        return true
    }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponderStorage === self { UIResponder.firstResponderStorage = nil }
        return true
    }

    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponderStorage === self }

    // MARK: Edit actions (UIResponderStandardEditActions; the plumbing is in Menus/UIResponder+EditActions.swift)

    /// Whether this responder performs `action` now (`Selector("copy:")`; see `Selector`). The base class
    /// performs none of the standard edit actions itself and returns false; text fields and text views
    /// answer for their text. Override it with the actions a subclass implements.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// The responder that performs `action`: this one when `canPerformAction(_:withSender:)` says so,
    /// otherwise the next responder's target (`nil` at the chain's end), as UIKit's.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { findTarget(forAction: action, withSender: sender) }
    /// Cut: passed to the next responder (override to perform it).
    open func cut(_ sender: Any?) { next?.cut(sender) }
    /// Copy: passed to the next responder (override to perform it).
    open func copy(_ sender: Any?) { next?.copy(sender) }
    /// Paste: passed to the next responder (override to perform it).
    open func paste(_ sender: Any?) { next?.paste(sender) }
    /// Delete: passed to the next responder (override to perform it).
    open func delete(_ sender: Any?) { next?.delete(sender) }
    /// Select: passed to the next responder (override to perform it).
    open func select(_ sender: Any?) { next?.select(sender) }
    /// Select All: passed to the next responder (override to perform it).
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }

    // MARK: Undo

    /// The undo manager for this responder's changes: by default the next responder's, ending at the
    /// window's own (as UIKit's window provides one); text fields and views register their edits here.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Nib loading and key-value coding (forwards to Nib/UIResponder+KeyValueCoding.swift)

    /// Called on every object a nib or storyboard created once all of the document's objects exist and
    /// every outlet and action is connected, as UIKit's `awakeFromNib()` (`NSObject(UINibLoadingAdditions)`
    /// on iOS; declared here because Swift cannot override NSObject members that Linux's Foundation lacks).
    /// Overrides call super. The File's Owner of a XIB does not receive it.
    open func awakeFromNib() {}

    /// Sets the property `key` to `value`, as key-value coding does: UIKit's own properties that
    /// documents set (see `UIResponder+KeyValueCoding.swift`), then `@Outlet` properties found by name,
    /// else `setValue(_:forUndefinedKey:)`. Nib loading sets outlets and runtime attributes through it,
    /// so a class may override it for its own keys (call super for the rest), as on iOS.
    open func setValue(_ value: Any?, forKey key: String) { performSetValue(value, forKey: key) }

    /// Sets the value at a dotted key path (`layer.cornerRadius`), as key-value coding does.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { performSetValue(value, forKeyPath: keyPath) }

    /// Called for a key no property answers; traps with `NSUnknownKeyException`'s reason as iOS words it
    /// ("… setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key …").
    open func setValue(_ value: Any?, forUndefinedKey key: String) { performSetValue(value, forUndefinedKey: key) }
}
