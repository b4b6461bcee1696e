import Foundation

extension UIViewController {
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
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
    }

    // MARK: Appearance

    /// Starts an appearance transition by hand (for custom containers), calling `viewWillAppear` or
    /// `viewWillDisappear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != isAppeared || pendingAppearance != nil else { return }
        pendingAppearance = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends the appearance transition started by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        isAppeared = appearing
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    func beginAppearanceTransitionForWindowChange(appearing: Bool) {
        beginAppearanceTransition(appearing, animated: false)
    }

    func endAppearanceTransitionForWindowChange() { endAppearanceTransition() }

    // MARK: Children

    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { childStorage }

    /// The parent view controller, if this is a child.
    public var parent: UIViewController? { parentStorage }

    /// Adds a child: calls `child.willMove(toParent: self)`; the caller adds its view and then calls
    /// `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ childController: UIViewController) {
        guard childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }
}
