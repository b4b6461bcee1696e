import Foundation

extension UIWindow {
    /// Dispatches an event to the window's views: touches go to the views they were bound to when they
    /// began (through the gesture recognizers on the way), presses to the first responder.
    public func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let mine = event.touchStorage.filter { $0.window === self && $0.phase != .stationary }
            TouchDelivery.deliver(event, changed: mine, in: self)
        case .presses:
            guard let pressesEvent = event as? UIPressesEvent else { return }
            PressDelivery.deliver(pressesEvent, in: self)
        default:
            break
        }
    }
}
