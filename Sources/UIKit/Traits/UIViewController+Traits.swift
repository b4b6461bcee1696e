import Foundation

// MARK: - UITraitEnvironment, UITraitChangeObservable

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitReporting {}

extension UIViewController {
    /// - Complexity: O(1) when computed since the last change.
    var traitCollectionImplementation: UITraitCollection {
        let state = traitState
        if let cached = state.cached { return cached }
        var base: UITraitCollection
        if let superview = viewStorage?.superviewStorage {
            base = superview.traitCollection
        } else if let parentStorage {
            base = parentStorage.traitCollection
        } else {
            base = UIScreen.main.traitCollection
        }
        if let parentStorage, let forChild = parentStorage.childTraitOverrides[ObjectIdentifier(self)] {
            base = UITraitCollection(traitsFrom: [base, forChild])
        }
        let computed = state.applyingOverrides(to: base)
        state.cached = computed
        if state.reported == nil, viewStorage?.windowStorage == nil { state.reported = computed }
        return computed
    }

    func performSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.invalidateTraits()
    }

    /// Forgets the computed traits of this controller, its view's subtree and its children, and queues a report.
    func invalidateTraits() {
        markTraitsStale(includingView: true)
        TraitUpdates.enqueue(self, state: traitState)
    }

    /// Marks this controller (with its view's subtree when `includingView`) and its children.
    func markTraitsStale(includingView: Bool) {
        traitState.invalidate()
        if includingView, let viewStorage { viewStorage.markTraitsStale() }
        for child in childStorage where child.viewStorage?.superviewStorage == nil { child.markTraitsStale(includingView: true) }
    }
}
