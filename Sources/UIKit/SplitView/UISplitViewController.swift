import Foundation

/// A container of two or three columns side by side, as UIKit's `UISplitViewController`: iOS 14's
/// column style (`init(style:)` with `.doubleColumn` or `.tripleColumn`) and the classic one
/// (`viewControllers` as given).
///
/// Column style, as UIKit: each view controller set for the primary, supplementary and secondary
/// columns is wrapped in a `UINavigationController` (unless it is one); `viewController(for:)` returns
/// the controller as set, `viewControllers` the columns' navigation controllers. The `.compact` column's
/// controller is used as given (often a tab bar controller).
///
/// Expanded (a horizontally regular window), the columns are arranged by `displayMode` within the
/// `splitBehavior` (see `UISplitViewController+Arrangement.swift` for how the automatic values are
/// chosen and the widths resolved): the sidebars beside the secondary (`.tile`), over the dimmed
/// secondary (`.overlay`; a tap on the dimmed secondary hides them), or pushing it partly off screen
/// (`.displace`). A 0.5-point separator ends each sidebar; the primary column's background is the
/// sidebar grey. The `displayModeButtonItem` (the `sidebar.left` symbol) shows at the leading end of the
/// secondary column's navigation bar and toggles the sidebars.
///
/// Collapsed (a horizontally compact window, as the traits from the window size give), the split view
/// shows one column: the `.compact` column's controller when there is one; otherwise the primary's
/// navigation controller, with the supplementary's and secondary's stacks pushed onto it (up to the
/// column the delegate's `topColumnForCollapsingToProposedTopColumn` returns, proposed `.secondary`).
/// Widening the window again moves the stacks back into their columns. Delegate order on collapse:
/// `topColumnForCollapsingToProposedTopColumn`, then `splitViewControllerDidCollapse`; on expansion
/// `displayModeForExpandingToProposedDisplayMode`, then `splitViewControllerDidExpand`.
///
/// With `presentsWithGesture` (the default), a swipe in from the primary edge shows a sidebar and a
/// swipe toward the primary edge hides sidebars laid over the secondary (a tap on the dimmed secondary
/// hides them too); `displayModeButtonVisibility` decides whether the button shows.
///
/// Documented differences: display-mode changes from the button, the swipes, `show(_:)` and `hide(_:)`
/// animate over 0.3 s (iOS's spring is not reproduced), and a swiped-in sidebar slides in once the swipe
/// is recognized rather than following the finger.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    let styleStorage: Style
    /// The column-style controllers as set, by column.
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controllers the primary, supplementary and secondary columns show.
    var columnNavigations: [Column: UINavigationController] = [:]
    /// The classic style's controllers as set.
    var classicControllers: [UIViewController] = []
    /// The display mode set by `show(_:)`, `hide(_:)` and the button, until the size changes.
    var displayModeOverride: DisplayMode?
    /// The size the override was made for.
    var overrideSize: CGSize?
    var isCollapsedStorage = false
    /// What collapsing moved, to put back when expanding.
    var collapseRecord: SplitCollapseRecord?
    /// Separators, dimming and the sidebar background.
    let chrome = SplitViewChrome()
    var displayModeButtonStorage: UIBarButtonItem?
    var secondaryOnlyButtonStorage: UIBarButtonItem?
    /// The size the columns were last arranged for.
    var arrangedSize: CGSize?
    /// Set while the split view collapses, expands or arranges (their own layouts do nothing).
    var isRearranging = false
    /// Display-mode animations running.
    var columnAnimations = 0
    /// The swipes that show and hide the sidebars, and their delegate.
    var sidebarEdgeSwipeStorage: UIScreenEdgePanGestureRecognizer?
    var sidebarHidingSwipeStorage: UIPanGestureRecognizer?
    var gestureDelegateStorage: SplitGestureDelegate?
    /// The edge swipe showing a sidebar while the finger moves: the columns' paused animator, scrubbed
    /// by the swipe (see `handleSidebarEdgeSwipe`).
    var sidebarSwipeAnimator: UIViewPropertyAnimator?

    /// Creates a split view controller with `style`'s columns (iOS 14).
    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (`style` is `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller from an archive, with the style the archive gives (a storyboard's
    /// column style; `.unspecified` when it has none).
    public required init?(coder: NSCoder) {
        styleStorage = (coder as? NibDecoder)?.splitViewControllerStyle ?? .unspecified
        super.init(coder: coder)
    }

    /// The value the sizing properties take for the system's choice (`UISplitViewControllerAutomaticDimension`,
    /// `-FLT_MAX`).
    public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)

    // MARK: Columns

    /// The style the split view was created with.
    open var style: Style { styleStorage }

    /// The delegate told of display-mode changes, collapse and expansion.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Sets the controller of `column` (column style; wrapped in a navigation controller unless it is one
    /// or the column is `.compact`). Does nothing in the classic style, as UIKit logs and ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) { performSetViewController(vc, for: column) }

    /// The controller set for `column` (as set, not its navigation controller), or `nil`.
    open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

    /// Shows `column`: expanded, the display mode changes so it is visible; collapsed, its stack is pushed
    /// onto (or popped back to on) the primary's navigation controller.
    open func show(_ column: Column) { performShow(column) }

    /// Hides `column`: expanded, the display mode changes so it is not visible; collapsed, the primary's
    /// navigation controller pops back to the column before it.
    open func hide(_ column: Column) { performHide(column) }

    /// The shown columns' controllers: the classic style's as set (the primary alone while collapsed);
    /// the column style's navigation controllers (the one shown while collapsed).
    open var viewControllers: [UIViewController] {
        get { viewControllersImplementation }
        set { performSetViewControllers(newValue) }
    }

    // MARK: Display mode

    /// Whether the split view shows one column (a horizontally compact window).
    open var isCollapsed: Bool { isCollapsedStorage }

    /// The display mode asked for. Default `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { arrangementSettingsDidChange() } }

    /// The display mode in effect while expanded (never `.automatic`).
    open var displayMode: DisplayMode { displayModeImplementation }

    /// The split behaviour asked for (iOS 14). Default `.automatic`.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { arrangementSettingsDidChange() } }

    /// The split behaviour in effect (never `.automatic`).
    open var splitBehavior: SplitBehavior { splitBehaviorImplementation }

    /// The button that toggles the sidebars (shown in the secondary column's navigation bar).
    open var displayModeButtonItem: UIBarButtonItem { displayModeButtonItemImplementation }

    /// Whether swipes show and hide the sidebars: in from the primary edge to show one, toward it to hide
    /// the ones over the secondary. Default `true`. With `false` in the tile behaviour the display-mode
    /// button is hidden too (unless `displayModeButtonVisibility` is `.always`), as UIKit.
    open var presentsWithGesture: Bool = true { didSet { arrangementSettingsDidChange() } }

    /// Whether the display-mode button shows in the secondary column's bar (iOS 14.5). Default
    /// `.automatic`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { arrangementSettingsDidChange() } }

    /// Whether a triple-column split view shows a button in the secondary's bar that switches to
    /// `.secondaryOnly` (iOS 14). Default `false`.
    open var showsSecondaryOnlyButton: Bool = false { didSet { arrangementSettingsDidChange() } }

    /// The edge the primary column is on. Default `.leading`.
    open var primaryEdge: PrimaryEdge = .leading { didSet { arrangementSettingsDidChange() } }

    /// The background behind the primary column. Default `.none`.
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { arrangementSettingsDidChange() } }

    // MARK: Column widths

    /// The primary column's width as a fraction of the split view's (0...1). Default `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The primary column's width in points (iOS 14; wins over the fraction). Default `automaticDimension`.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The primary column's least width. Default `automaticDimension` (0 points).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The primary column's greatest width. Default `automaticDimension` (320 points).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The primary column's width in effect.
    open var primaryColumnWidth: CGFloat { primaryColumnWidthImplementation }

    /// The supplementary column's width as a fraction (iOS 14). Default `automaticDimension`.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The supplementary column's width in points (iOS 14). Default `automaticDimension`.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The supplementary column's least width (iOS 14). Default `automaticDimension` (0 points).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The supplementary column's greatest width (iOS 14). Default `automaticDimension` (320 points).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { arrangementSettingsDidChange() } }
    /// The supplementary column's width in effect (iOS 14).
    open var supplementaryColumnWidth: CGFloat { supplementaryColumnWidthImplementation }

    // MARK: The view

    /// The container view; the columns' views are placed in it at layout.
    open override func loadView() { performLoadSplitView() }

    /// Collapses or expands for the current horizontal size class, then arranges the columns.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        performLayoutSplitView()
    }

    /// A column-style split view sends `showDetailViewController(_:sender:)` to its secondary column
    /// (pushed onto the primary's stack while collapsed), after asking the delegate, as UIKit.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { performSplitShowDetail(vc, sender: sender) }
}
