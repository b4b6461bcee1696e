import Foundation

extension UITabBarController {
    // MARK: Children and selection

    func performSetViewControllers(_ controllers: [UIViewController]?) {
        let previous = selectedStorage
        let previousIndex = selectedIndex
        for old in viewControllerStorage ?? [] where !(controllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === previous, let view = old.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            old.removeFromParent()
            old.containerSafeAreaInsets = nil
        }
        for controller in controllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        for controller in controllers ?? [] { controller.containerSafeAreaInsets = tabBarSafeAreaAddition }
        viewControllerStorage = controllers
        tabBarStorage.setItems(controllers?.map(\.tabBarItem), animated: false)
        let list = controllers ?? []
        let next: UIViewController?
        if let previous, list.contains(where: { $0 === previous }) {
            next = previous
        } else if previousIndex != NSNotFound, list.indices.contains(previousIndex) {
            next = list[previousIndex]
        } else {
            next = list.first
        }
        selectedStorage = nil
        if let next { select(next) } else { tabBarStorage.selectedItem = nil }
    }

    /// Shows `controller` (one of the children) in place of the selected one.
    func select(_ controller: UIViewController) {
        guard let controllers = viewControllerStorage, controllers.contains(where: { $0 === controller }) else { return }
        let old = selectedStorage
        selectedStorage = controller
        tabBarStorage.selectedItem = controller.tabBarItem
        guard old !== controller, let container = viewIfLoaded else { return }
        let inWindow = container.window != nil
        let oldView = old?.viewIfLoaded
        if inWindow, let oldView, oldView.superview === container { UIViewController.beginAppearance(in: oldView, appearing: false, animated: false) }
        let newView: UIView = controller.view
        newView.frame = container.bounds
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if inWindow { UIViewController.beginAppearance(in: newView, appearing: true, animated: false) }
        UIViewController.withoutWindowAppearance {
            if let oldView, oldView.superview === container { oldView.removeFromSuperview() }
            container.insertSubview(newView, belowSubview: tabBarStorage)
        }
        if inWindow {
            if let oldView { UIViewController.endAppearance(in: oldView) }
            UIViewController.endAppearance(in: newView)
        }
        container.setNeedsLayout()
    }

    /// The user tapped `item`: the delegate may refuse; otherwise the tab is selected and the delegate
    /// told (also when it was already selected).
    func userSelected(_ item: UITabBarItem) {
        guard let controller = viewControllerStorage?.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(controller)
        tabBar(tabBarStorage, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: Layout

    func tabBarDidLoadView() {
        view.addSubview(tabBarStorage)
        if let selected = selectedStorage {
            let childView: UIView = selected.view
            childView.frame = view.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(childView, belowSubview: tabBarStorage)
        }
    }

    /// What the tab bar adds to a child's safe area: its 49 points at the bottom (the controller's own
    /// bottom safe area comes through the container view).
    var tabBarSafeAreaAddition: UIEdgeInsets {
        tabBarStorage.isHidden ? .zero : UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.itemsHeight, right: 0)
    }

    /// The tab bar's height: 49 points plus the bottom safe area of the controller's view.
    var tabBarHeight: CGFloat { UITabBar.itemsHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0) }

    /// Places the tab bar along the bottom and the selected child's view over the whole bounds.
    func layoutTabBarContent() {
        guard let container = viewIfLoaded else { return }
        let height = tabBarHeight
        tabBarStorage.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        container.bringSubviewToFront(tabBarStorage)
        selectedStorage?.viewIfLoaded?.frame = container.bounds
        selectedStorage?.containerSafeAreaInsets = tabBarSafeAreaAddition
        updateTabBarScrollEdge()
    }
}
