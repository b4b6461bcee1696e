import Foundation

/// What a view or view controller keeps for the trait system: its overrides, its computed traits, the
/// traits last reported to it, and its change registrations. Not public API.
@MainActor
final class TraitEnvironmentState {
    /// `traitOverrides`.
    var overrides = UITraitOverrides()
    /// `overrideUserInterfaceStyle` (applied before `traitOverrides`).
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    /// The traits computed from the environment and the overrides, until something invalidates them.
    var cached: UITraitCollection?
    /// The traits the object was last told about (nil until the first report, which is silent).
    var reported: UITraitCollection?
    /// Whether the next trait update visits the object.
    var needsReport = false
    /// `registerForTraitChanges` registrations, in registration order.
    var registrations: [TraitChangeRegistrationRecord] = []
    /// Which of the view's last `layoutSubviews()` and `tintColorDidChange()` runs used the appearance (a
    /// dynamic colour or a colour trait).
    var appearanceUses: AppearanceUses = []
    /// Whether the view or view controller owning this state still exists: its `deinit` (nonisolated, so
    /// the flag is too) clears it, and a queued trait update then skips the object (see `PendingTraitRoot`).
    nonisolated(unsafe) var ownerIsAlive = true

    /// The state of a view or view controller (nil for other objects).
    static func of(_ object: AnyObject) -> TraitEnvironmentState? {
        if let view = object as? UIView { return view.traitState }
        if let controller = object as? UIViewController { return controller.traitState }
        return nil
    }

    /// `base` with the overrides applied (the same object when nothing is overridden).
    /// - Complexity: O(overridden traits).
    func applyingOverrides(to base: UITraitCollection) -> UITraitCollection {
        if overrideStyle == .unspecified, overrides.isEmpty { return base }
        var values = base.values
        if overrideStyle != .unspecified { values.set(UITraitUserInterfaceStyle.self, overrideStyle) }
        values.apply(overrides.values)
        return UITraitCollection(values: values)
    }

    /// Forgets the computed traits and asks for a report in the next trait update.
    func invalidate() {
        cached = nil
        needsReport = true
    }
}

/// The trait updates waiting for the next frame (or `updateTraitsIfNeeded()`), and the reporting walk.
/// Not public API.
///
/// A change marks the affected subtree (its computed traits forgotten) and queues its root; the update,
/// run before each frame's layout, walks each queued subtree top-down — a view controller before its
/// view, a view before its subviews — computes the new traits and tells each object whose traits changed,
/// once, with `UITraitCollection.current` set to them: UIKit's own appearance updates first (dynamic
/// colours re-resolved, drawings that used them redrawn, configurations updated), then
/// `traitCollectionDidChange(_:)`, then the registrations watching a changed trait.
/// - Complexity: O(1) when nothing is queued; otherwise O(marked objects).
@MainActor
enum TraitUpdates {
    /// Queued subtree roots (views and view controllers), not retained.
    private static var pending: [PendingTraitRoot] = []
    /// The last comparison, reused while a walk hands the same pair of collections down a tree.
    private static var lastComparison: (old: ObjectIdentifier, new: ObjectIdentifier, changes: TraitChanges)?

    /// Whether an update is queued.
    static var hasPending: Bool { !pending.isEmpty }

    /// Queues `root` (already marked, `state` its trait state) for the next update.
    static func enqueue(_ root: AnyObject, state: TraitEnvironmentState) {
        pending.append(PendingTraitRoot(object: root, state: state))
    }

    /// Runs the queued updates now.
    static func flush() {
        guard !pending.isEmpty else { return }
        var guardCount = 0
        while !pending.isEmpty, guardCount < 64 {
            guardCount += 1
            let roots = pending
            pending.removeAll(keepingCapacity: true)
            for box in roots {
                guard let root = box.object else { continue }
                if let view = root as? UIView { walk(view) } else if let controller = root as? UIViewController { walk(controller) }
            }
        }
        lastComparison = nil
    }

    private static func walk(_ view: UIView) {
        walk(view, controller: view.owningViewController)
    }

    /// `walk(_:)` with the view's controller already loaded (one weak load per view).
    private static func walk(_ view: UIView, controller: UIViewController?) {
        if let controller, controller.traitStateStorage?.needsReport == true { report(controller) }
        guard let state = view.traitStateStorage, state.needsReport else { return }
        report(view)
        for sub in view.subviewStorage {
            let subController = sub.owningViewController
            guard sub.traitStateStorage?.needsReport == true || subController?.traitStateStorage?.needsReport == true else { continue }
            walk(sub, controller: subController)
        }
    }

    private static func walk(_ controller: UIViewController) {
        if controller.traitStateStorage?.needsReport == true { report(controller) }
        if let view = controller.viewStorage, view.traitStateStorage?.needsReport == true { walk(view) }
        for child in controller.childStorage where child.traitStateStorage?.needsReport == true { walk(child) }
    }

    /// Computes an object's traits and reports a change.
    private static func report(_ environment: some TraitReporting) {
        guard let state = environment.traitStateStorage else { return }
        state.needsReport = false
        let new = environment.traitCollection
        let previous = state.reported
        state.reported = new
        guard let previous, previous !== new else { return }
        let changes = compare(previous, new)
        guard !changes.keys.isEmpty else { return }
        new.performAsCurrent {
            environment.traitsDidChange(from: previous, changes: changes)
            environment.traitCollectionDidChange(previous)
            for registration in state.registrations where !registration.traits.isDisjoint(with: changes.keys) {
                registration.callback(environment, previous)
            }
        }
    }

    private static func compare(_ old: UITraitCollection, _ new: UITraitCollection) -> TraitChanges {
        let key = (ObjectIdentifier(old), ObjectIdentifier(new))
        if let last = lastComparison, last.old == key.0, last.new == key.1 { return last.changes }
        let found = new.values.changes(from: old.values)
        let changes = TraitChanges(keys: found.keys, affectsColor: found.affectsColor)
        lastComparison = (key.0, key.1, changes)
        return changes
    }
}

/// The passes of a view that used the appearance last time they ran. Not public API.
struct AppearanceUses: OptionSet {
    let rawValue: UInt8
    /// `layoutSubviews()`.
    static let layout = AppearanceUses(rawValue: 1)
    /// `tintColorDidChange()`.
    static let tint = AppearanceUses(rawValue: 2)
}

/// Which traits changed between two collections. Not public API.
struct TraitChanges {
    /// The changed traits, by `ObjectIdentifier` of their type.
    let keys: Set<ObjectIdentifier>
    /// Whether a changed trait affects dynamic colours.
    let affectsColor: Bool

    /// Whether `trait` changed.
    func contains(_ trait: UITrait) -> Bool { keys.contains(ObjectIdentifier(trait)) }
}

/// A view or view controller, which keeps a `TraitEnvironmentState`: the overrides and registrations
/// common to both live here, once. Not public API.
@MainActor
protocol TraitStateOwner: AnyObject {
    /// The state, nil until first needed.
    var traitStateStorage: TraitEnvironmentState? { get set }
    /// Forgets the computed traits of the object and what inherits from it, and queues a report.
    func invalidateTraits()
}

extension TraitStateOwner {
    /// The trait state, created on first use.
    var traitState: TraitEnvironmentState {
        if let traitStateStorage { return traitStateStorage }
        let state = TraitEnvironmentState()
        traitStateStorage = state
        return state
    }

    /// `overrideUserInterfaceStyle`.
    var overrideUserInterfaceStyleImplementation: UIUserInterfaceStyle {
        get { traitStateStorage?.overrideStyle ?? .unspecified }
        set {
            guard newValue != traitState.overrideStyle else { return }
            traitState.overrideStyle = newValue
            invalidateTraits()
        }
    }

    /// `traitOverrides`.
    var traitOverridesImplementation: UITraitOverrides {
        get { traitStateStorage?.overrides ?? UITraitOverrides() }
        set {
            traitState.overrides = newValue
            invalidateTraits()
        }
    }

    /// `updateTraitsIfNeeded()`: runs the queued trait updates now.
    func performUpdateTraitsIfNeeded() { TraitUpdates.flush() }

    /// `unregisterForTraitChanges(_:)`.
    /// - Complexity: O(registrations).
    func performUnregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStateStorage?.registrations.removeAll { $0 === registration }
    }
}

/// A view or view controller as the trait update sees it. Not public API.
@MainActor
protocol TraitReporting: UITraitEnvironment, TraitStateOwner {
    /// UIKit's own reaction to a trait change, before `traitCollectionDidChange(_:)`.
    func traitsDidChange(from previous: UITraitCollection, changes: TraitChanges)
}

/// A queued root, not retained so a pending update keeps nothing alive. Not `weak`: a weak reference gives
/// its target a side table for good, after which every retain and release of the view (its responder
/// chain, hit tests, layout) takes the runtime's slow path — and every view added to a superview is
/// queued here. The root's trait state (retained; no weak reference points at it) says whether the root
/// still exists. Not public API.
struct PendingTraitRoot {
    /// The view or view controller; valid while `state.ownerIsAlive`.
    unowned(unsafe) let storage: AnyObject
    /// The root's trait state.
    let state: TraitEnvironmentState

    init(object: AnyObject, state: TraitEnvironmentState) {
        storage = object
        self.state = state
    }

    /// The root while it exists, `nil` once it was deallocated.
    var object: AnyObject? { state.ownerIsAlive ? storage : nil }
}
