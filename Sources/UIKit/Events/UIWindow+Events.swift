import Foundation

extension UIWindow {
    func performSendEvent(_ event: UIEvent) {
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
