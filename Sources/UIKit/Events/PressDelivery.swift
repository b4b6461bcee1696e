import Foundation

/// Delivers key presses to the first responder (or, without one, the key window's deepest first responder
/// candidate: the window itself), which forwards what it does not handle up the responder chain.
@MainActor
enum PressDelivery {
    static func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        let target: UIResponder = UIResponder.firstResponderStorage ?? window.rootViewController ?? window
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let group = event.pressStorage.filter { $0.phase == phase }
            guard !group.isEmpty else { continue }
            for press in group { press.responder = target }
            switch phase {
            case .began: target.pressesBegan(group, with: event)
            case .changed: target.pressesChanged(group, with: event)
            case .ended: target.pressesEnded(group, with: event)
            case .cancelled: target.pressesCancelled(group, with: event)
            default: break
            }
        }
    }
}
