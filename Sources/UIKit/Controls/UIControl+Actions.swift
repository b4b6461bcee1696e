import Foundation

extension UIControl {
    func performAddAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            eventHandlers[index].kind = .action(action)
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
        }
    }

    func performRemoveAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    func performRemoveAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let index = eventHandlers.firstIndex(where: { $0.action?.identifier == actionIdentifier }) else { return }
        eventHandlers[index].events.subtract(controlEvents)
        if eventHandlers[index].events.isEmpty { eventHandlers.remove(at: index) }
    }

    var allControlEventsImplementation: UIControl.Event {
        eventHandlers.filter { !$0.isOrphaned }.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    func performEnumerateEventHandlers(
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
