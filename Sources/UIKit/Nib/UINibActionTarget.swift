import Foundation

/// A class whose methods nibs and storyboards connect as actions: it lists them once in `nibActions`
/// (see `UINibAction`). OpenUIKit's one replacement for Objective-C selector lookup.
///
/// The loader connects `<action selector="save:" destination="-1">` to the destination's entry for
/// `save:`; it traps, naming the selector, the class and the document's file and line, when the
/// destination lists no such action. Actions sent to the First Responder placeholder go up the
/// responder chain when the event happens, to the first responder that lists the selector.
@preconcurrency @MainActor
public protocol UINibActionTarget: AnyObject {
    /// The actions documents may connect to this class, by selector.
    static var nibActions: [UINibAction] { get }
}

extension UINibActionTarget {
    /// The action for `selector`, or nil.
    /// - Complexity: O(actions).
    static func nibAction(for selector: String) -> UINibAction? { nibActions.first { $0.selector == selector } }
}

/// Looks actions up on any object.
@MainActor
enum NibActionLookup {
    /// The action `selector` of `target`, if its class lists it.
    static func action(_ selector: String, of target: AnyObject) -> UINibAction? {
        guard let target = target as? any UINibActionTarget else { return nil }
        return type(of: target).nibAction(for: selector)
    }

    /// Sends `selector` up the responder chain from `responder`; true when someone handled it.
    static func sendUpResponderChain(_ selector: String, from responder: UIResponder?, sender: Any?, event: UIEvent?) -> Bool {
        var current = responder
        while let candidate = current {
            if let action = action(selector, of: candidate), action.invoke(candidate, sender, event) { return true }
            current = candidate.next
        }
        return false
    }
}
