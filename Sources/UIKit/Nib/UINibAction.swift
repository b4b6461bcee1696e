import Foundation

/// One action a nib or storyboard may connect: a method of the target under its Interface Builder
/// selector (`"save:"`). OpenUIKit's replacement for selector lookup, which Linux has no runtime for:
/// `@IBAction func save(_ sender: Any)` compiles unchanged, and the class lists it once:
///
/// ```swift
/// extension ViewController: UINibActionTarget {
///     static var nibActions: [UINibAction] { [UINibAction("save:", save), UINibAction("reset", reset)] }
/// }
/// ```
///
/// The method reference is unapplied (`ViewController.save`), so no action retains its target; controls
/// hold their targets weakly, as UIKit's target-action does.
public struct UINibAction {
    /// The selector as Interface Builder writes it (`save:`, `save:forEvent:`, `reset`).
    public let selector: String
    /// Calls the method on `target` with the sender and event; false when `target` or the sender is not
    /// of the method's types.
    let invoke: @MainActor (AnyObject, Any?, UIEvent?) -> Bool

    /// A method taking the sender (`func save(_ sender: Any)`, or a typed sender such as `UIButton`).
    public init<Target: AnyObject, Sender>(_ selector: String, _ method: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void) {
        self.selector = selector
        invoke = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A method taking no arguments (`func reset()`).
    public init<Target: AnyObject>(_ selector: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.selector = selector
        invoke = { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A method taking the sender and the event (`func save(_ sender: Any, forEvent event: UIEvent)`).
    public init<Target: AnyObject, Sender>(_ selector: String, _ method: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void) {
        self.selector = selector
        invoke = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }
}
