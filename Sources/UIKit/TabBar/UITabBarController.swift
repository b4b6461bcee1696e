import Foundation

/// A container that shows one of its child view controllers at a time, chosen with the tab bar along
/// its bottom edge, as UIKit's `UITabBarController`.
///
/// The selected child's view fills the controller's view, under the tab bar; the others' views are
/// out of the hierarchy. The bar is 49 points tall above the bottom safe area (83 on a phone with a home
/// indicator). A user's tap asks the delegate's `shouldSelect`, selects and tells `didSelect`; selecting
/// in code tells nobody, as UIKit. Switching tabs calls the old child's `viewWillDisappear`, the new
/// child's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`.
///
/// With more than five children the bar shows the first four and a "More" tab (as on an iPhone): its
/// `moreNavigationController` lists the others, and choosing one pushes it there. The More list's Edit
/// button (while some of `customizableViewControllers` are children) shows the configure sheet, where
/// the user drags items onto the bar; Done puts the children in the bar's order. Documented difference:
/// iPad-width bars also switch to More beyond five tabs.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var viewControllerStorage: [UIViewController]?
    weak var selectedStorage: UIViewController?
    var scrollEdgeFollower: ScrollViewFollower?
    let tabBarStorage = UITabBar()
    /// The controller whose view fills the container (the More navigation controller for the ones it
    /// lists).
    weak var displayedStorage: UIViewController?
    var moreNavigationStorage: UINavigationController?
    var moreItemStorage: UITabBarItem?
    var customizableStorage: [UIViewController]?

    /// Creates a tab bar controller without children.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.delegate = self
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.delegate = self
    }

    /// The children shown by the tabs, in tab order.
    open var viewControllers: [UIViewController]? {
        get { viewControllerStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children: the previous selection stays selected if it is still there, else the one
    /// at the same index, else the first, as UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        performSetViewControllers(viewControllers)
    }

    /// The selected child: one of `viewControllers` (also one the More list shows), or the
    /// `moreNavigationController` while its list itself is selected. Setting a child the More list holds
    /// selects the More tab with that child pushed.
    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set { if let newValue { select(newValue) } }
    }

    /// The index of the selected child (`NSNotFound` without children, or while the More list itself is
    /// selected, as UIKit).
    open var selectedIndex: Int {
        get { viewControllerStorage?.firstIndex { $0 === selectedStorage } ?? NSNotFound }
        set {
            guard let controllers = viewControllerStorage, controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    /// The navigation controller of the "More" tab, listing the children beyond the fourth when there
    /// are more than five (created on first use, as UIKit's).
    open var moreNavigationController: UINavigationController { moreNavigationControllerImplementation }

    /// The children the user may rearrange (UIKit's default: all of `viewControllers`, set with them).
    open var customizableViewControllers: [UIViewController]? {
        get { customizableStorage }
        set { customizableStorage = newValue; updateMoreEditButton() }
    }

    /// The tab bar (do not change its delegate or items directly, as UIKit says).
    open var tabBar: UITabBar { tabBarStorage }

    /// The delegate asked about and told of the user's selections.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The tab bar's delegate method: the user selected `item`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The tab bar's delegate method: customizing begins; tells the delegate `willBeginCustomizing`.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { tabBarWillBeginCustomizing() }

    /// The tab bar's delegate method: the configure sheet is up.
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    /// The tab bar's delegate method: customizing ends; the children take the bar's order, then the
    /// delegate hears `willEndCustomizing`.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        tabBarWillEndCustomizing(changed: changed)
    }

    /// The tab bar's delegate method: the sheet is gone; tells the delegate `didEndCustomizing`.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        tabBarDidEndCustomizing(changed: changed)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBarDidLoadView()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutTabBarContent()
    }
}
