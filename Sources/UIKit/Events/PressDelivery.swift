import Foundation

/// Delivers key presses to the first responder in the window; without one, to the innermost
/// keyboard-scrollable scroll view under the pointer (as iPadOS scrolls what the pointer is over when no
/// view has focus), else to the root view controller or the window. The target forwards what it does not
/// handle up the responder chain.
@MainActor
enum PressDelivery {
    /// The responder that gets key presses in `window` now.
    /// - Complexity: O(depth of the view tree under the pointer).
    static func target(in window: UIWindow) -> UIResponder {
        if let first = UIResponder.firstResponderStorage, isShown(first, in: window) { return first }
        if let point = HostInput.pointerLocation(in: window), let view = HostInput.pointerKeyTarget?(window, point) { return view }
        return window.rootViewController ?? window
    }

    /// Whether a responder is on screen in `window` (a first responder whose view left the window
    /// no longer takes keys).
    private static func isShown(_ responder: UIResponder, in window: UIWindow) -> Bool {
        if let view = responder as? UIView { return view.window === window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window === window }
        return true
    }

    static func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        let target = PressDelivery.target(in: window)
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            // Key commands up the responder chain take their presses first (UIKeyCommand+Dispatch).
            let group = KeyCommandDispatch.filter(event.pressStorage.filter { $0.phase == phase }, phase: phase, target: target)
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
