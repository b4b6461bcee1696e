import Foundation

extension UITabBarController {
    // MARK: Rearranging the tabs

    /// The More list's Edit button: the tab bar shows the configure sheet with the items of the
    /// `customizableViewControllers` that are children.
    func beginCustomizingTabs() {
        let children = viewControllerStorage ?? []
        let items = (customizableStorage ?? []).filter { vc in children.contains { $0 === vc } }.compactMap { $0.tabBarItem }
        guard !items.isEmpty else { return }
        tabBarStorage.beginCustomizingItems(items)
    }

    /// The Edit button of the More list: shown while some child is customizable, as UIKit.
    func updateMoreEditButton() {
        guard let list = moreListController else { return }
        let children = viewControllerStorage ?? []
        let any = (customizableStorage ?? []).contains { vc in children.contains { $0 === vc } }
        if !any {
            list.navigationItem.rightBarButtonItem = nil
        } else if list.navigationItem.rightBarButtonItem == nil {
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
                self?.beginCustomizingTabs()
            })
        }
    }

    /// The children in the order the customized bar gives: those on the bar in its order, then the rest
    /// (the More list) in their previous order.
    /// - Complexity: O(children²) with a handful of children.
    var customizedOrder: [UIViewController] {
        let children = viewControllerStorage ?? []
        let barItems = (tabBarStorage.items ?? []).filter { $0 !== moreItemStorage }
        let front = barItems.compactMap { item in children.first { $0.tabBarItem === item } }
        return front + children.filter { child in !front.contains { $0 === child } }
    }

    /// Customizing begins: the delegate hears `willBeginCustomizing` with the children.
    func tabBarWillBeginCustomizing() {
        delegate?.tabBarController(self, willBeginCustomizing: viewControllerStorage ?? [])
    }

    /// Customizing ends: with a change the children take the bar's order (the selection and
    /// `customizableViewControllers` stay), then the delegate hears `willEndCustomizing`.
    func tabBarWillEndCustomizing(changed: Bool) {
        if changed {
            let customizable = customizableStorage
            performSetViewControllers(customizedOrder)
            customizableStorage = customizable
            updateMoreEditButton()
        }
        delegate?.tabBarController(self, willEndCustomizing: viewControllerStorage ?? [], changed: changed)
    }

    /// The sheet is gone: the delegate hears `didEndCustomizing`.
    func tabBarDidEndCustomizing(changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: viewControllerStorage ?? [], changed: changed)
    }
}
