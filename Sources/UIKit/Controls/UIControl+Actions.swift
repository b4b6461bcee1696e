import Foundation

extension UIControl {
    /// Adds `action` for `controlEvents` (iOS 14). Actions are unique by identifier: when the control
    /// already has an action with `action.identifier`, the new action replaces it (for all the events the
    /// old one had) and also runs for `controlEvents`; so the same action can be added for several events
    /// in several calls, as UIKit documents.
    /// - Complexity: O(n) in the number of registered handlers.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            eventHandlers[index].kind = .action(action)
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
        }
    }

    /// Removes the action with `action`'s identifier from `controlEvents`; it stays registered for its
    /// other events.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`; it stays registered for its other
    /// events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let index = eventHandlers.firstIndex(where: { $0.action?.identifier == actionIdentifier }) else { return }
        eventHandlers[index].events.subtract(controlEvents)
        if eventHandlers[index].events.isEmpty { eventHandlers.remove(at: index) }
    }

    /// Every event some action or target is registered for.
    public var allControlEvents: UIControl.Event {
        eventHandlers.filter { !$0.isOrphaned }.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    /// Calls `iterator` for each handler registered when the call starts, in registration order (iOS 14):
    /// an action handler gets `actionHandler` set; a closure target-action (the selector replacement)
    /// gets `targetAction` set with its target (`nil` for a `nil` target) and closure. `controlEvent` is
    /// every event the handler runs for. Set `stop` to true to end the enumeration. Deallocated targets
    /// are skipped.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?,
                     _ targetAction: (target: Any?, action: @MainActor (UIControl, UIEvent?) -> Void)?,
                     _ controlEvent: UIControl.Event,
                     _ stop: inout Bool) -> Void
    ) {
        var stop = false
        for handler in eventHandlers where !handler.isOrphaned {
            switch handler.kind {
            case .action(let action):
                iterator(action, nil, handler.events, &stop)
            case .target(let box, _, let closure):
                iterator(nil, (box.object, closure), handler.events, &stop)
            }
            if stop { return }
        }
    }
}
