import Foundation

extension UIViewController {
    func performLoadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { setView(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    func setView(_ newView: UIView?) {
        guard newView !== viewStorage else { return }
        if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
        viewStorage = newView
        newView?.owningViewController = self
        newView?.invalidateTraits()
    }

    // MARK: Appearance

    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != isAppeared || pendingAppearance != nil else { return }
        pendingAppearance = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    func performEndAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        isAppeared = appearing
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    func beginAppearanceTransitionForWindowChange(appearing: Bool) {
        guard !containerManagesAppearance, UIViewController.windowAppearanceSuspensions == 0 else { return }
        beginAppearanceTransition(appearing, animated: false)
    }

    func endAppearanceTransitionForWindowChange() {
        guard !containerManagesAppearance, UIViewController.windowAppearanceSuspensions == 0 else { return }
        endAppearanceTransition()
    }

    // MARK: Children

    func performAddChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    func performRemoveFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }
}
