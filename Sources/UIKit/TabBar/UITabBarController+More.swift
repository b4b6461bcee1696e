import Foundation

extension UITabBarController {
    // MARK: The More tab

    /// How many children the bar shows before the More tab (UIKit's four on an iPhone).
    static let tabsBeforeMore = 4

    /// Whether the bar needs the More tab: more than five children, as UIKit.
    var showsMoreTab: Bool { (viewControllerStorage?.count ?? 0) > Self.tabsBeforeMore + 1 }

    /// The children the More list holds (beyond the fourth), none without the More tab.
    var overflowControllers: [UIViewController] {
        guard showsMoreTab, let controllers = viewControllerStorage else { return [] }
        return Array(controllers.dropFirst(Self.tabsBeforeMore))
    }

    /// The More tab's item (UIKit's `.more` system item).
    var moreItem: UITabBarItem {
        if let item = moreItemStorage { return item }
        let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreItemStorage = item
        return item
    }

    var moreNavigationControllerImplementation: UINavigationController {
        if let more = moreNavigationStorage { return more }
        let list = MoreListViewController(style: .plain)
        list.tabs = self
        list.title = "More"
        list.reload(overflowControllers)
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = moreItem
        more.title = "More"
        moreNavigationStorage = more
        addChild(more)
        more.didMove(toParent: self)
        more.containerSafeAreaInsets = tabBarSafeAreaAddition
        updateMoreEditButton()
        return more
    }

    /// The More list (nil before the More navigation controller exists).
    var moreListController: MoreListViewController? { moreNavigationStorage?.viewControllers.first as? MoreListViewController }

    /// Children the More navigation controller popped come back to the tab bar controller (so their
    /// `tabBarController` still answers), as the More navigation controller lends them out.
    func restoreChildren() {
        for controller in viewControllerStorage ?? [] where controller.parent !== self && (controller.parent == nil || controller.parent !== moreNavigationStorage) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// A row of the More list was chosen: the child is pushed onto the More navigation controller.
    func moreListDidSelect(_ controller: UIViewController) {
        select(controller, animated: viewIfLoaded?.window != nil)
    }
}

/// The More tab's list: a row per child beyond the fourth with its tab bar item's image and title and a
/// disclosure chevron, titled "More", as UIKit's. Not public API.
@MainActor
final class MoreListViewController: UITableViewController {
    weak var tabs: UITabBarController?
    private var controllers: [UIViewController] = []

    /// Lists `controllers`.
    func reload(_ controllers: [UIViewController]) {
        self.controllers = controllers
        if isViewLoaded { tableView.reloadData() }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { controllers.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let controller = controllers[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.imageView?.image = controller.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tabs?.moreListDidSelect(controllers[indexPath.row])
    }
}
