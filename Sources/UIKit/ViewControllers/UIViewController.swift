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

    /// The title shown by containers (navigation bars, tab bars).
    open var title: String?

    /// Whether the controller is in editing mode. Default false; setting it is `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; subclasses override it to update their views (call super).
    /// `UITableViewController` passes it to its table view.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditingStorage = editing }

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

    // MARK: Forwards to AutoLayout/UIViewController+AutoLayout.swift

    /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`: 16 points
    /// leading and trailing in views narrower than 414 points, 20 in wider ones (iOS's compact and
    /// wider/regular widths), 0 top and bottom. UIKit parity: `systemMinimumLayoutMargins` (iOS 11);
    /// UIKit documents no numbers, these are iOS's observed values, chosen here by the root view's width.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumLayoutMarginsImplementation }

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
