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
    /// The trait system's state for this controller (see `Traits/`); created when first needed.
    var traitStateStorage: TraitEnvironmentState?
    /// The traits set with `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
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

    /// Deinitialises; a trait update still queued for this controller skips it.
    deinit {
        traitStateStorage?.ownerIsAlive = false
    }

    // MARK: The view

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// Creates the root view, as UIKit's default does: from the storyboard scene the controller came
    /// from, else from the nib `nibName` (when nil, a nib named like the class without its
    /// `Controller` suffix, then like the class, if the bundle has one), else a plain `UIView` the size of
    /// the screen. Override to assign your own view to `view`, without calling super.
    open func loadView() { performLoadView() }

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

    // MARK: Presenting view controllers (forwards to Presentation/UIViewController+Presentation.swift)

    /// The presentation links and settings of this controller (see `PresentationState`).
    var presentationState = PresentationState()

    /// Presents `viewControllerToPresent` modally in the style of its `modalPresentationStyle`, animating
    /// with its `modalTransitionStyle` (or its transitioning delegate's animator) when `flag` is true, then
    /// calls `completion` after the presented controller's `viewDidAppear(_:)`, as UIKit.
    ///
    /// The presenting controller is the nearest ancestor that is a window's root or itself presented
    /// (for `.currentContext`/`.overCurrentContext`, the nearest that `definesPresentationContext`).
    /// Traps with UIKit's messages when the controller is this one, is already presented or has a parent;
    /// prints UIKit's warning and presents nothing when the presenter already presents another controller,
    /// a transition is in progress or its view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or an ancestor) presents, with every controller it presents in
    /// turn; when it presents nothing, asks its presenting controller to dismiss it, as UIKit. `completion`
    /// runs after the dismissal ends (after the presented controller's `viewDidDisappear(_:)`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// The object that supplies the animators (and, for `.custom`, the presentation controller) of
    /// this controller's presentation and dismissal. Held weakly, as UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The controller this one presents, or that the nearest presenting ancestor presents, as UIKit.
    open var presentedViewController: UIViewController? { presentedViewControllerImplementation }

    /// The controller that presented this one, or one of its ancestors, as UIKit.
    open var presentingViewController: UIViewController? { presentingViewControllerImplementation }

    /// Whether this controller's view is covered by `.currentContext`/`.overCurrentContext` presentations
    /// made by it or its descendants. Default false, as UIKit.
    open var definesPresentationContext: Bool {
        get { presentationState.definesPresentationContext }
        set { presentationState.definesPresentationContext = newValue }
    }

    /// Whether a context presentation this controller defines uses this controller's
    /// `modalTransitionStyle` instead of the presented one's. Default false, as UIKit.
    open var providesPresentationContextTransitionStyle: Bool {
        get { presentationState.providesPresentationContextTransitionStyle }
        set { presentationState.providesPresentationContextTransitionStyle = newValue }
    }

    /// How this controller is shown when presented. Default `.automatic` (a page sheet), as since iOS 13.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { presentationState.modalPresentationStyle }
        set { presentationState.modalPresentationStyle = newValue }
    }

    /// The animation of a presentation without a custom animator. Default `.coverVertical`, as UIKit.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { presentationState.modalTransitionStyle }
        set { presentationState.modalTransitionStyle = newValue }
    }

    /// Whether the user is kept from dismissing a sheet interactively (swiping it down), as iOS 13's
    /// `isModalInPresentation`; an attempt tells the presentation controller's delegate
    /// `presentationControllerDidAttemptToDismiss(_:)`. Default false.
    open var isModalInPresentation: Bool {
        get { presentationState.isModalInPresentation }
        set { presentationState.isModalInPresentation = newValue }
    }

    /// Whether the controller is being presented (between `present` and the end of its transition).
    open var isBeingPresented: Bool { presentationState.isBeingPresented }

    /// Whether the controller is being dismissed (between `dismiss` and the end of its transition).
    open var isBeingDismissed: Bool { presentationState.isBeingDismissed }

    /// The presentation controller that manages this controller's presentation: during and after a
    /// presentation the one in use; before, the one its `modalPresentationStyle` would use, created on
    /// first access, as UIKit. `nil` for a controller that is neither presented nor presentable (a child
    /// with a presented ancestor answers with that ancestor's).
    open var presentationController: UIPresentationController? { presentationControllerImplementation }

    /// The presentation controller as a sheet, when `modalPresentationStyle` is `.pageSheet`, `.formSheet`
    /// or `.automatic` (iOS 15), else nil.
    open var sheetPresentationController: UISheetPresentationController? { sheetPresentationControllerImplementation }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover` (for an alert
    /// controller, when it is an action sheet), else nil: before a presentation the one it will use,
    /// made on first access, as UIKit. Configure its source before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? { popoverPresentationControllerImplementation }

    /// Whether this controller presents in a popover in regular width (internal: `UIAlertController`
    /// overrides).
    var usesPopoverPresentation: Bool { modalPresentationStyle == .popover }

    /// Makes this controller's popover presentation controller (internal: `UIAlertController` overrides).
    func makePopoverPresentationController(presenting: UIViewController?) -> UIPopoverPresentationController {
        UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
    }

    /// The presentation controller a presentation of this controller uses when neither a transitioning
    /// delegate nor an existing matching one gives it (internal: `UIAlertController` overrides).
    func makeBuiltInPresentationController(presenting: UIViewController?) -> UIPresentationController {
        builtInPresentationController(presenting: presenting)
    }

    /// Whether `controller` (created earlier) still suits this controller's current style.
    func builtInPresentationControllerMatches(_ controller: UIPresentationController) -> Bool {
        presentationControllerMatchesStyle(controller)
    }

    /// Presents `vc` in the primary context: a container up the parent chain that overrides this method
    /// (navigation controllers push); without one, presents it modally, as UIKit.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }

    /// Presents `vc` in the secondary (detail) context: a split view controller up the parent chain
    /// shows it as its secondary column; without one, `show(_:sender:)`, as UIKit.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }

    // MARK: Tab bars (forwards to TabBar/UIViewController+TabBar.swift)

    var tabBarItemStorage: UITabBarItem?

    /// The item that represents this controller in a tab bar controller, created on first access with
    /// the controller's `title`, as UIKit.
    open var tabBarItem: UITabBarItem! {
        get { tabBarItemImplementation }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { tabBarControllerImplementation }

    // MARK: Split views (forwards to SplitView/UIViewController+SplitView.swift)

    /// The nearest ancestor that is a split view controller (a column's navigation controller counts
    /// as the way there), or `nil`.
    open var splitViewController: UISplitViewController? { splitViewControllerImplementation }

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

    // MARK: Forwards to Traits/UIViewController+Traits.swift

    /// The controller's traits: its view's superview's (its parent's, or the screen's, when the view is
    /// not in a hierarchy), with the parent's `overrideTraitCollection(forChild:)`,
    /// `overrideUserInterfaceStyle` and `traitOverrides` applied, as UIKit's (iOS 17 inherits through the
    /// view's superview).
    open var traitCollection: UITraitCollection { traitCollectionImplementation }

    /// Tells the controller its traits changed, once per change; deprecated in iOS 17, still called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this controller and its views use (`.unspecified`, the default, inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleImplementation }
        set { overrideUserInterfaceStyleImplementation = newValue }
    }

    /// Traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { traitOverridesImplementation }
        set { traitOverridesImplementation = newValue }
    }

    /// Applies pending trait changes now, as UIKit's `updateTraitsIfNeeded()`.
    open func updateTraitsIfNeeded() { performUpdateTraitsIfNeeded() }

    /// Ends a `registerForTraitChanges` registration.
    open func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        performUnregisterForTraitChanges(registration)
    }

    /// Sets traits for a child controller (`nil` removes them), as UIKit's
    /// `setOverrideTraitCollection(_:forChild:)`; traits it does not specify are inherited.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        performSetOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Tells the controller its view is about to change to `size` (a resized window, a rotation); the
    /// default forwards to the children. Call super. Use `coordinator` to run changes alongside and after.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        performViewWillTransition(to: size, with: coordinator)
    }

    /// Tells the controller its traits are about to change to `newCollection` (size classes of a resized
    /// window); the default forwards to the children. Call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        performWillTransition(to: newCollection, with: coordinator)
    }

    /// UIKit's own reaction to a trait change, before `traitCollectionDidChange(_:)`. Not public API.
    func traitsDidChange(from previous: UITraitCollection, changes: TraitChanges) {}

    // MARK: Storyboards (forwards to Nib/UIViewController+Storyboard.swift)

    /// The storyboard, view template and segues of the scene the controller was instantiated from.
    var storyboardScene: StoryboardSceneLink?

    /// The storyboard the controller was instantiated from, or nil.
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// Performs the segue `identifier` of the controller's storyboard scene: instantiates the destination,
    /// calls `prepare(for:sender:)`, then performs it. Traps with UIKit's "Receiver (…) has no segue with
    /// identifier '…'" when the scene has none. `shouldPerformSegue(withIdentifier:sender:)` is not
    /// consulted, as in UIKit (it is for segues triggered by controls).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether a segue a control triggers should happen; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed (and for embed segues while the view loads).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
