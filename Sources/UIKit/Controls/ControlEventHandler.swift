import Foundation

/// One entry of a control's dispatch table: a `UIAction`, or a closure target-action whose target is held
/// weakly, with the events it runs for. Not public API.
@MainActor
struct ControlEventHandler {
    /// What runs.
    enum Kind {
        /// A `UIAction`, performed with the control as its sender.
        case action(UIAction)
        /// A closure registered with a target: skipped (and dropped) once the target is gone; a `nil`
        /// target (`hasTarget == false`) always runs.
        case target(WeakTargetBox, hasTarget: Bool, closure: @MainActor (UIControl, UIEvent?) -> Void)
    }

    /// What runs.
    var kind: Kind
    /// The events it runs for.
    var events: UIControl.Event

    /// The action, for action entries.
    var action: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }

    /// Whether this is a target entry whose target has been deallocated.
    var isOrphaned: Bool {
        if case .target(let box, let hasTarget, _) = kind { return hasTarget && box.object == nil }
        return false
    }
}

/// A weak reference to a target object. Not public API.
final class WeakTargetBox {
    /// The target, or `nil` once it was deallocated.
    weak var object: AnyObject?

    /// Boxes `object` weakly.
    init(_ object: AnyObject?) { self.object = object }
}
