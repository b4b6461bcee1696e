import Foundation

extension UIGestureRecognizer {
    /// Identifies a handler added with `addAction(_:)`, for `removeAction(_:)`. OpenUIKit's replacement
    /// for the target/selector pair UIKit removes with `removeTarget(_:action:)`.
    public struct ActionToken: Hashable, Sendable {
        /// The handler's number, unique within the process.
        let id: Int
    }

    private static var nextActionID = 0

    /// Creates a recognizer whose action is `handler`, which receives the recognizer typed as its own
    /// class: `UIPanGestureRecognizer { pan in … pan.translation(in: nil) … }`. The replacement for
    /// UIKit's `init(target:action:)` (selectors do not exist on Linux).
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds `handler` as an action, run for began, changed, ended (recognized) and cancelled, after the
    /// handlers added before it. The replacement for UIKit's `addTarget(_:action:)`. The recognizer holds
    /// the handler strongly: capture the owner weakly (`[weak self]`) to avoid a cycle.
    /// - Returns: A token for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) -> ActionToken {
        UIGestureRecognizer.nextActionID += 1
        let id = UIGestureRecognizer.nextActionID
        actionHandlers.append((id, { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }))
        return ActionToken(id: id)
    }

    /// Removes the handler `token` names; nothing happens for an unknown or removed token. The
    /// replacement for UIKit's `removeTarget(_:action:)`.
    public func removeAction(_ token: ActionToken) {
        actionHandlers.removeAll { $0.id == token.id }
    }

    /// Removes every handler, as UIKit's `removeTarget(nil, action: nil)`.
    public func removeAllActions() {
        actionHandlers.removeAll()
    }

    /// Runs the handlers for `state` (the engine calls this at the end of a dispatch).
    func sendActions(for state: State) {
        let handlers = actionHandlers
        guard !handlers.isEmpty else { return }
        let previous = reportedState
        reportedState = state
        for entry in handlers where actionHandlers.contains(where: { $0.id == entry.id }) {
            entry.handler(self)
        }
        reportedState = previous
    }
}
