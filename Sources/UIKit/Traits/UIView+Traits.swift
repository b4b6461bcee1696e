import Foundation

// MARK: - UITraitEnvironment, UITraitChangeObservable

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitReporting {}

extension UIView {
    /// The view's trait state, created on first use.
    var traitState: TraitEnvironmentState {
        if let traitStateStorage { return traitStateStorage }
        let state = TraitEnvironmentState()
        traitStateStorage = state
        return state
    }

    /// - Complexity: O(1) when computed since the last change; otherwise O(depth to a computed ancestor).
    var traitCollectionImplementation: UITraitCollection {
        let state = traitState
        if let cached = state.cached { return cached }
        let computed = state.applyingOverrides(to: inheritedTraitCollection())
        state.cached = computed
        if state.reported == nil, windowStorage == nil { state.reported = computed }
        return computed
    }

    /// A root view has its controller's traits, another view its superview's; a view outside any
    /// hierarchy has the screen's.
    func defaultInheritedTraitCollection() -> UITraitCollection {
        if let owningViewController { return owningViewController.traitCollection }
        if let superviewStorage { return superviewStorage.traitCollection }
        return UIScreen.main.traitCollection
    }

    var overrideUserInterfaceStyleImplementation: UIUserInterfaceStyle {
        get { traitStateStorage?.overrideStyle ?? .unspecified }
        set {
            guard newValue != traitState.overrideStyle else { return }
            traitState.overrideStyle = newValue
            invalidateTraits()
        }
    }

    var traitOverridesImplementation: UITraitOverrides {
        get { traitStateStorage?.overrides ?? UITraitOverrides() }
        set {
            traitState.overrides = newValue
            invalidateTraits()
        }
    }

    func performUpdateTraitsIfNeeded() { TraitUpdates.flush() }

    func performUnregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStateStorage?.registrations.removeAll { $0 === registration }
    }

    /// Forgets the computed traits of this view's subtree (and its controllers) and queues a report.
    /// - Complexity: O(subtree).
    func invalidateTraits() {
        markTraitsStale()
        TraitUpdates.enqueue(self)
    }

    /// Marks this view, its controller and its subtree for a trait update.
    func markTraitsStale() {
        owningViewController?.markTraitsStale(includingView: false)
        // Views outside a window that never computed traits have nothing to forget or report.
        (windowStorage != nil ? traitState : traitStateStorage)?.invalidate()
        for sub in subviewStorage { sub.markTraitsStale() }
    }

    /// Records whether a `layoutSubviews()` or `tintColorDidChange()` run used the appearance: a dynamic
    /// colour resolved or a colour trait read since `reads` (a view that did is run again when the
    /// appearance changes, so `layer.borderColor = UIColor.label.cgColor` written there follows dark mode).
    func noteAppearanceUse(since reads: Int, _ flag: ReferenceWritableKeyPath<TraitEnvironmentState, Bool>) {
        if UIColor.dynamicResolutions != reads {
            traitState[keyPath: flag] = true
        } else if let state = traitStateStorage, state[keyPath: flag] {
            state[keyPath: flag] = false
        }
    }

    /// UIKit's reaction to a trait change: with a change of a colour-affecting trait the background
    /// colour is resolved again, a view that drew with dynamic colours redraws and a cell updates its
    /// configurations, as iOS does; views that use no dynamic colour do nothing.
    func defaultTraitsDidChange(from previous: UITraitCollection, changes: TraitChanges) {
        if changes.contains(UITraitPreferredContentSizeCategory.self), let cell = self as? any ConfigurationHostingCell {
            cell.requestConfigurationUpdate()
        }
        guard changes.affectsColor else { return }
        // iOS runs these again with the new traits current when the appearance changes (Apple's "Supporting
        // Dark Mode in your interface"); here only for views whose last run used the appearance.
        if let state = traitStateStorage {
            if state.layoutUsesAppearance { setNeedsLayout() }
            if state.tintUsesAppearance { tintColorDidChange() }
        }
        if let background = backgroundColorStorage, background.isDynamic {
            layer.backgroundColor = background.resolvedColor(with: traitCollection).cgColor
        }
        if drawsWithDynamicColors { setNeedsDisplay() }
        // Cells and other configuration hosts restyle for the new traits, as iOS updates configurations.
        if let cell = self as? any ConfigurationHostingCell { cell.requestConfigurationUpdate() }
    }
}
