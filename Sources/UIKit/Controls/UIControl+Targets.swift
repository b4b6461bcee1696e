import Foundation

/// Target-action without selectors: OpenUIKit's documented replacement for UIKit's
/// `addTarget(_:action:for:)` and `removeTarget(_:action:for:)`, which take a `Selector` that Linux does
/// not have.
///
/// The usual UIKit line
///
///     button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
///
/// becomes a method reference (the three selector signatures `()`, `(sender)` and `(sender, event)` are
/// all accepted, and the sender parameter can be any control type, such as `UIButton`):
///
///     button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)
///
/// or a closure that receives the control and the touch event:
///
///     button.addTarget(self, action: { control, event in … }, for: .touchUpInside)
///
/// As in UIKit, the control holds the target weakly: once the target is deallocated its closures are
/// skipped (and dropped); the control never keeps the target alive. The method-reference forms also do
/// not retain the target through the closure. A `nil` target means the closure has no owner and always
/// runs (UIKit would send a nil-targeted selector up the responder chain; a closure needs no search).
/// Handlers run in registration order, interleaved with `UIAction`s.
extension UIControl {
    /// Registers `action` to run for `controlEvents`, owned by `target` (held weakly): THE replacement
    /// for `addTarget(_:action:for:)`. The closure gets the control and the touch event (`nil` when the
    /// events were sent with `sendActions(for:)`). It is skipped once `target` is deallocated; a `nil`
    /// target always runs. Registering the same target again adds another closure (closures cannot be
    /// compared, unlike selectors).
    /// - Complexity: O(1).
    public func addTarget(_ target: AnyObject?, action: @escaping @MainActor (UIControl, UIEvent?) -> Void,
                          for controlEvents: UIControl.Event) {
        eventHandlers.append(ControlEventHandler(kind: .target(WeakTargetBox(target), hasTarget: target != nil, closure: action),
                                                 events: controlEvents))
    }

    /// Registers a method of `target` taking the sender, as `#selector(method(_:))` does:
    /// `addTarget(self, action: ViewController.tapped, for: .touchUpInside)` with
    /// `func tapped(_ sender: UIButton)`. The target is held weakly; the method is skipped when the
    /// control is not a `Sender`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let box = WeakTargetBox(target)
        addHandler(box, for: controlEvents) { control, _ in
            guard let target = box.object as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Registers a method of `target` taking no arguments, as `#selector(method)` does. The target is held
    /// weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: UIControl.Event
    ) {
        let box = WeakTargetBox(target)
        addHandler(box, for: controlEvents) { _, _ in
            guard let target = box.object as? Target else { return }
            action(target)()
        }
    }

    /// Registers a method of `target` taking the sender and the event, as
    /// `#selector(method(_:forEvent:))` does. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let box = WeakTargetBox(target)
        addHandler(box, for: controlEvents) { control, event in
            guard let target = box.object as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Removes `target`'s closures from `controlEvents` (they stay for their other events), as UIKit's
    /// `removeTarget(_:action:for:)` with a `nil` action; a `nil` target removes every closure target
    /// from those events. `UIAction`s are not affected (use `removeAction`).
    public func removeTarget(_ target: AnyObject?, for controlEvents: UIControl.Event) {
        for index in eventHandlers.indices.reversed() {
            guard case .target(let box, _, _) = eventHandlers[index].kind else { continue }
            guard target == nil || box.object === target else { continue }
            eventHandlers[index].events.subtract(controlEvents)
            if eventHandlers[index].events.isEmpty { eventHandlers.remove(at: index) }
        }
    }

    var allTargetsImplementation: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for handler in eventHandlers where !handler.isOrphaned {
            guard case .target(let box, let hasTarget, _) = handler.kind else { continue }
            if !hasTarget {
                targets.insert(NSNull())
            } else if let object = box.object as? NSObject {
                targets.insert(object)
            } else if let object = box.object {
                targets.insert(ObjectIdentifier(object))
            }
        }
        return targets
    }

    /// Appends a target entry whose liveness is `box`.
    private func addHandler(_ box: WeakTargetBox, for controlEvents: UIControl.Event,
                            _ closure: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        eventHandlers.append(ControlEventHandler(kind: .target(box, hasTarget: true, closure: closure), events: controlEvents))
    }
}
