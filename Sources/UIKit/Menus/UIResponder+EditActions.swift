import Foundation

/// The standard edit actions' plumbing: finding the responder that performs an action and sending it
/// the action named by a selector.
extension UIResponder {
    /// The responder that performs `action`: this one when it can, otherwise the next one's target.
    /// - Complexity: O(responder chain).
    func findTarget(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Sends the standard edit action `action` to this responder; returns false for other selectors
    /// (which Linux cannot send by name).
    @discardableResult
    func performStandardEditAction(_ action: Selector, sender: Any?) -> Bool {
        switch action.name {
        case "cut:": cut(sender)
        case "copy:": copy(sender)
        case "paste:": paste(sender)
        case "delete:": delete(sender)
        case "select:": select(sender)
        case "selectAll:": selectAll(sender)
        default: return false
        }
        return true
    }
}

// MARK: - UIResponderStandardEditActions

extension UIResponder: UIResponderStandardEditActions {}
