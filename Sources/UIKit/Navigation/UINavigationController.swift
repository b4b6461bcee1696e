import Foundation

/// A stack of view controllers with a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the controller's view, under the translucent bar (and the toolbar when
/// shown), with a safe area that ends at the bars; pushing and popping slide the views as iOS does, with
/// the appearance callbacks, delegate calls and transition coordinator UIKit gives, and the leading
/// edge pan pops interactively.
///
/// Order of a push from A to B in a window (as UIKit's, see the tests): `B.willMove(toParent:)`
/// (with the push call), `A.viewWillDisappear`, `B.viewWillAppear`, the delegate's `willShow`, the
/// animation, the coordinator's completions, `A.viewDidDisappear`, `B.viewDidAppear`,
/// `B.didMove(toParent:)`, the delegate's `didShow`. A pop runs `B.willMove(toParent: nil)` first and
/// `B.didMove(toParent: nil)` after the appearance callbacks. A cancelled interactive pop ends with
/// A's `viewWillDisappear`/`viewDidDisappear` and B's `viewWillAppear`/`viewDidAppear`, without `didShow`.
/// Operations asked for during a transition run after it, in order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    /// The transition in progress.
    var activeTransition: ViewControllerTransitionContext?
    /// Operations asked for during a transition.
    @preconcurrency var pendingOperations: [@MainActor () -> Void] = []
    /// Set while the controller changes its bar's items (the bar's own push/pop then refuse).
    var isUpdatingBar = false
    var navigationBarStorage: UINavigationBar?
    var toolbarStorage: UIToolbar?
    /// The view the children's views are in (the transition's container).
    let transitionView = UIView()
    var isNavigationBarHiddenStorage = false
    var isToolbarHiddenStorage = true
    var interactivePopStorage: UIScreenEdgePanGestureRecognizer?
    /// The interaction driving the current interactive pop.
    var popInteraction: UIPercentDrivenInteractiveTransition?

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller (push a root, or set `viewControllers`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; with `animated`, a new top slides in as a push (or as a pop when it was in
    /// the stack), as UIKit does.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the top controller (a controller it presents counts once
    /// presentation lands).
    open var visibleViewController: UIViewController? { visibleViewControllerImplementation }

    /// Pushes `viewController` on top and shows it (sliding in from the trailing edge when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it (`nil` with only the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { performPop(animated: animated) }

    /// Pops every controller above the root and returns them (`nil` when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { performPopToRoot(animated: animated) }

    /// Pops the controllers above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPopTo(viewController, animated: animated)
    }

    /// The delegate that hears transitions and supplies custom animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    // MARK: Bars

    /// The navigation bar (created with the controller; its items follow the stack).
    open var navigationBar: UINavigationBar { navigationBarImplementation }

    /// Whether the navigation bar is hidden. Default `false`.
    open var isNavigationBarHidden: Bool {
        get { isNavigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; animated, it slides up out of (or down into) view over
    /// `UINavigationControllerHideShowBarDuration` and the safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { performSetNavigationBarHidden(hidden, animated: animated) }

    /// The toolbar at the bottom (shown when `isToolbarHidden` is false) with the top controller's
    /// `toolbarItems`.
    open var toolbar: UIToolbar! { toolbarImplementation }

    /// Whether the toolbar is hidden. Default `true`.
    open var isToolbarHidden: Bool {
        get { isToolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (animated: slides down out of view or up into it).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { performSetToolbarHidden(hidden, animated: animated) }

    /// The leading-edge pan that pops the top controller interactively (nil until the view loads).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return interactivePopStorage
    }

    /// Whether a vertical swipe hides and shows the bars (iOS 8). Default `false`.
    open var hidesBarsOnSwipe: Bool = false { didSet { barHidingSettingsDidChange() } }
    /// Whether a tap hides and shows the bars (iOS 8). Default `false`. Deviation: stored only.
    open var hidesBarsOnTap: Bool = false
    /// Whether the bars hide when the keyboard shows (iOS 8). Default `false`. Deviation: stored only.
    open var hidesBarsWhenKeyboardAppears: Bool = false
    /// Whether the bars hide in a vertically compact environment (iOS 8). Default `false`. Deviation:
    /// stored only.
    open var hidesBarsWhenVerticallyCompact: Bool = false
    /// The pan that hides the bars when `hidesBarsOnSwipe` (nil until the view loads).
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideOnSwipeImplementation }

    var barHideOnSwipeStorage: UIPanGestureRecognizer?
    /// The operations' resulting stack while they wait for a transition.
    var pendingStackStorage: [UIViewController]?
    /// The delegate of the controller's own recognizers (held here: recognizers hold delegates weakly).
    var gestureDelegateStorage: NavigationGestureDelegate?
    /// Watches the top controller's scroll view for the large title.
    var largeTitleTracker: NavigationLargeTitleTracker?
    /// The bars' positions while they hide or show: 0 shown, 1 hidden.
    var barHiddenFraction: CGFloat = 0
    var toolbarHiddenFraction: CGFloat = 1

    // MARK: The view

    /// Creates the container: the children's transition view, the bar and the toolbar.
    open override func loadView() { performLoadNavigationView() }

    /// Appearance of the controller's own view reaches the top child (its view is inside).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
}
