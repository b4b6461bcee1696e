import Foundation

extension UITabBarController {
    // MARK: Children and selection

    func performSetViewControllers(_ controllers: [UIViewController]?) {
        let previous = selectedStorage
        let previousIndex = selectedIndex
        let shownBefore = displayedStorage
        // The More list gives back the child it shows before the children change.
        if let more = moreNavigationStorage, more.viewControllers.count > 1 {
            more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
        }
        for old in viewControllerStorage ?? [] where !(controllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === shownBefore, let view = old.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            old.removeFromParent()
            old.containerSafeAreaInsets = nil
        }
        viewControllerStorage = controllers
        customizableStorage = controllers
        restoreChildren()
        let list = controllers ?? []
        for controller in list { controller.containerSafeAreaInsets = tabBarSafeAreaAddition }
        let shownItems: [UITabBarItem] = showsMoreTab ? list.prefix(Self.tabsBeforeMore).map { $0.tabBarItem } + [moreItem] : list.map { $0.tabBarItem }
        tabBarStorage.setItems(shownItems, animated: false)
        moreListController?.reload(overflowControllers)
        updateMoreEditButton()
        let next: UIViewController?
        if let previous, previous === moreNavigationStorage, showsMoreTab {
            next = previous
        } else if let previous, list.contains(where: { $0 === previous }) {
            next = previous
        } else if previousIndex != NSNotFound, list.indices.contains(previousIndex) {
            next = list[previousIndex]
        } else {
            next = list.first
        }
        selectedStorage = nil
        if let next { select(next) } else { tabBarStorage.selectedItem = nil }
    }

    /// Selects `controller`: one of the children (a child the More list holds is pushed onto the More
    /// navigation controller) or the More navigation controller itself.
    func select(_ controller: UIViewController, animated: Bool = false) {
        guard let controllers = viewControllerStorage else { return }
        let isMore = showsMoreTab && controller === moreNavigationStorage
        guard isMore || controllers.contains(where: { $0 === controller }) else { return }
        let listed = !isMore && overflowControllers.contains { $0 === controller }
        selectedStorage = controller
        tabBarStorage.selectedItem = isMore || listed ? moreItem : controller.tabBarItem
        if listed {
            let more = moreNavigationController
            if more.viewControllers.last !== controller {
                more.setViewControllers(Array(more.viewControllers.prefix(1)) + [controller], animated: animated)
            }
        }
        showDisplayed(isMore || listed ? moreNavigationController : controller)
        restoreChildren()
    }

    /// Puts `controller`'s view in the container in place of the one shown, with appearance callbacks.
    func showDisplayed(_ controller: UIViewController) {
        let old = displayedStorage
        displayedStorage = controller
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
        if item === moreItemStorage, showsMoreTab {
            let more = moreNavigationController
            if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return }
            // A tap on the selected More tab goes back to its list, as UIKit.
            if displayedStorage === more, more.viewControllers.count > 1 {
                more.popToRootViewController(animated: true)
                more.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in self?.restoreChildren() }
            }
            select(more)
            tabBar(tabBarStorage, didSelect: item)
            delegate?.tabBarController(self, didSelect: more)
            return
        }
        guard let controller = viewControllerStorage?.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(controller)
        tabBar(tabBarStorage, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: Layout

    func tabBarDidLoadView() {
        view.addSubview(tabBarStorage)
        if let selected = displayedStorage {
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
        displayedStorage?.viewIfLoaded?.frame = container.bounds
        displayedStorage?.containerSafeAreaInsets = tabBarSafeAreaAddition
        restoreChildren()
        updateTabBarScrollEdge()
    }
}
