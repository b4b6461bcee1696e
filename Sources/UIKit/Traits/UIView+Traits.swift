import Foundation

// MARK: - UITraitEnvironment, UITraitChangeObservable

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitReporting {}

extension UIView {
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

    /// Forgets the computed traits of this view's subtree (and its controllers) and queues a report.
    /// A view whose state (and controller's) asks for no report is not queued: the update would visit
    /// nothing below it (a view outside a window that never computed its traits, just built in code).
    /// - Complexity: O(subtree).
    func invalidateTraits() {
        markTraitsStale()
        if let state = traitStateStorage, state.needsReport {
            TraitUpdates.enqueue(self, state: state)
        } else if owningViewController?.traitStateStorage?.needsReport == true {
            TraitUpdates.enqueue(self, state: traitState)
        }
    }

    /// Marks this view, its controller and its subtree for a trait update.
    /// - Complexity: O(subtree); the window is looked up once, not per view (its weak reference costs a
    ///   retain and release of the window on each load).
    func markTraitsStale() { markTraitsStale(inWindow: windowStorage != nil) }

    /// `markTraitsStale()` for a view whose window (shared by its subtree) is known to exist or not.
    private func markTraitsStale(inWindow: Bool) {
        owningViewController?.markTraitsStale(includingView: false)
        // Views outside a window that never computed traits have nothing to forget or report.
        (inWindow ? traitState : traitStateStorage)?.invalidate()
        for sub in subviewStorage { sub.markTraitsStale(inWindow: inWindow) }
    }

    /// Records whether a `layoutSubviews()` or `tintColorDidChange()` run (`pass`) used the appearance: a
    /// dynamic colour resolved or a colour trait read since `reads` (a view that did is run again when the
    /// appearance changes, so `layer.borderColor = UIColor.label.cgColor` written there follows dark mode).
    /// - Complexity: O(1); the trait state is made only for a view that used the appearance.
    func noteAppearanceUse(since reads: Int, in pass: AppearanceUses) {
        if UIColor.dynamicResolutions != reads {
            traitState.appearanceUses.insert(pass)
        } else if let state = traitStateStorage, state.appearanceUses.contains(pass) {
            state.appearanceUses.remove(pass)
        }
    }

    /// UIKit's reaction to a trait change: with a change of a colour-affecting trait the background
    /// colour is resolved again, a view that drew with dynamic colours redraws and a cell updates its
    /// configurations, as iOS does; views that use no dynamic colour do nothing.
    func defaultTraitsDidChange(from previous: UITraitCollection, changes: TraitChanges) {
        if changes.contains(UITraitPreferredContentSizeCategory.self), let cell = self as? any ConfigurationHostingCell {
            cell.requestConfigurationUpdate()
        }
        // A new layout direction lays the view out again (sliders, switches and cells mirror their parts).
        if changes.contains(UITraitLayoutDirection.self) { setNeedsLayout() }
        guard changes.affectsColor else { return }
        // iOS runs these again with the new traits current when the appearance changes (Apple's "Supporting
        // Dark Mode in your interface"); here only for views whose last run used the appearance.
        if let state = traitStateStorage {
            if state.appearanceUses.contains(.layout) { setNeedsLayout() }
            if state.appearanceUses.contains(.tint) { tintColorDidChange() }
        }
        if let background = backgroundColorStorage, background.isDynamic {
            layer.backgroundColor = background.resolvedColor(with: traitCollection).cgColor
        }
        if drawsWithDynamicColors { setNeedsDisplay() }
        // Cells and other configuration hosts restyle for the new traits, as iOS updates configurations.
        if let cell = self as? any ConfigurationHostingCell { cell.requestConfigurationUpdate() }
    }
}
