import Foundation

/// Manages a view hierarchy: loads its root view lazily, receives appearance and layout callbacks, and
/// contains child view controllers, as UIKit's `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    var viewStorage: UIView?
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    /// The appearance transition in progress: `true` appearing, `false` disappearing.
    var pendingAppearance: Bool?
    /// Whether the view is currently in a window (after `viewDidAppear` and before `viewWillDisappear`).
    var isAppeared = false
    /// The coordinator of the transition this controller is in (set by its container for the transition).
    var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
    /// Navigation state (see Navigation/UIViewController+Navigation.swift).
    var navigationItemStorage: UINavigationItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    var editButtonItemStorage: UIBarButtonItem?
    /// Set while a container runs this controller's appearance callbacks itself (window changes of its
    /// view then call none).
    var containerManagesAppearance = false
    /// The safe-area insets a container's bars add to the root view (a navigation bar, a toolbar): when
    /// set, the root view fills the container's view and its safe area is the container view's plus
    /// these, whatever transform a transition gives the view.
    var containerSafeAreaInsets: UIEdgeInsets? {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            if (oldValue == nil) != (containerSafeAreaInsets == nil) {
                UIViewController.controllersWithAdditionalInsets += containerSafeAreaInsets == nil ? -1 : 1
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The nib the view loads from, if any.
    open private(set) var nibName: String?
    /// The bundle of the nib.
    open private(set) var nibBundle: Bundle?

    /// Creates a view controller whose view loads from `nibName` in `bundle` (XIB loading comes with
    /// `UINib`; without a nib the view is a plain `UIView`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive: no nib, as with `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a view controller without a nib, as `UIViewController()` does.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// Creates the root view; the default makes a plain `UIView` the size of the screen. Override to
    /// assign your own view to `view`, without calling super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view loads.
    open func viewDidLoad() {}

    /// Called before the view is added to a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Auto Layout (overridable; see AutoLayout/UIViewController+AutoLayout.swift)

    /// Updates the controller's constraints in the update pass, after its root view's
    /// `updateConstraints()`; overrides call super as their last step.
    open func updateViewConstraints() {}

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Extra insets added to the root view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if (oldValue == .zero) != (additionalSafeAreaInsets == .zero) {
                UIViewController.controllersWithAdditionalInsets += additionalSafeAreaInsets == .zero ? -1 : 1
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// How many controllers have non-zero `additionalSafeAreaInsets` (never decremented for controllers
    /// that go away with them set, which only turns off a fast path). With none, and a window without
    /// unsafe edges, every safe area is zero without walking the tree.
    nonisolated(unsafe) static var controllersWithAdditionalInsets = 0

    /// The title shown by containers (navigation bars, tab bars); setting it sets the navigation item's.
    open var title: String? { didSet { titleDidChangeForNavigation() } }

    /// Whether the controller is in editing mode. Default false; setting it is `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; subclasses override it to update their views (call super).
    /// `UITableViewController` passes it to its table view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        updateEditButtonItem()
    }

    var isEditingStorage = false

    /// The size the controller prefers inside a container.
    open var preferredContentSize: CGSize = .zero

    /// The next responder: the root view's superview, as on iOS.
    open override var next: UIResponder? { viewStorage?.superview }

    // MARK: Children (overridable notifications)

    /// Called before the controller is added to or removed from a parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether appearance callbacks go to children automatically (true, as in UIKit).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Forwards to UIViewController+Lifecycle.swift

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() { performLoadViewIfNeeded() }

    /// Starts an appearance transition by hand (for custom containers), calling `viewWillAppear` or
    /// `viewWillDisappear`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends the appearance transition started by `beginAppearanceTransition(_:animated:)`.
    open func endAppearanceTransition() { performEndAppearanceTransition() }

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// The parent view controller, if this is a child.
    open var parent: UIViewController? { parentStorage }

    /// Adds a child: calls `child.willMove(toParent: self)`; the caller adds its view and then calls
    /// `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() { performRemoveFromParent() }

    // MARK: Transitions (forwards to Transitions/UIViewController+Transitions.swift)

    /// The coordinator of the transition the controller takes part in (a push, pop, presentation or
    /// dismissal), or of its parent's; `nil` outside transitions.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { transitionCoordinatorImplementation }

    // MARK: Navigation (forwards to Navigation/UIViewController+Navigation.swift)

    /// The nearest navigation controller among the controller's parents, or `nil`.
    open var navigationController: UINavigationController? { navigationControllerImplementation }

    /// What a navigation bar shows for the controller (created on first use with its `title`).
    open var navigationItem: UINavigationItem { navigationItemImplementation }

    /// The items a navigation controller's toolbar shows while the controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` (animated: the toolbar fades the new items in).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        performSetToolbarItems(toolbarItems, animated: animated)
    }

    /// Whether a bottom bar (toolbar, tab bar) hides while the controller is pushed. Default `false`.
    /// Deviation: the navigation controller's toolbar does not read it yet.
    open var hidesBottomBarWhenPushed: Bool = false

    /// An Edit/Done item that toggles `isEditing` through `setEditing(_:animated:)`.
    open var editButtonItem: UIBarButtonItem { editButtonItemImplementation }

    // MARK: Forwards to AutoLayout/UIViewController+AutoLayout.swift

    /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`: 16 points
    /// leading and trailing in views narrower than 414 points, 20 in wider ones (iOS's compact and
    /// wider/regular widths), 0 top and bottom. UIKit parity: `systemMinimumLayoutMargins` (iOS 11);
    /// UIKit documents no numbers, these are iOS's observed values, chosen here by the root view's width.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumLayoutMarginsImplementation }
}
