import Testing
import UIKitTesting
@testable import UIKit

final class RecordingTabDelegate: UITabBarControllerDelegate {
    var events: [String] = []
    var refuse: UIViewController?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("should \(viewController.title ?? "")")
        return viewController !== refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("did \(viewController.title ?? "")")
    }
}

@MainActor
struct TabBarControllerTests {
    func makeTabs(log: EventLog) -> (UITabBarController, [AppearanceLoggingController]) {
        let colors: [UIColor] = [.systemBackground, .secondarySystemBackground, .systemGroupedBackground]
        let children = ["Home", "Search", "Settings"].enumerated().map { i, name in
            let child = AppearanceLoggingController(name, log: log, color: colors[i])
            child.title = name
            return child
        }
        children[0].tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        children[1].tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        children[2].tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        children[2].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test func tabBarIs49PointsAboveTheBottomSafeAreaAndChildrenAreContained() {
        let host = makePhoneHost()
        let log = EventLog()
        let (tabs, children) = makeTabs(log: log)
        host.show(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(tabs.children.count == 3 && children.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the child's view extends under the bar")
        #expect(children[1].viewIfLoaded?.window == nil)
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0), "the bar adds its 49 points to the child's safe area")
        #expect(log.events == ["Home willAppear", "Home didAppear"])
        let itemViews = tabs.tabBar.itemViews
        #expect(itemViews.map(\.frame.width) == [130, 130, 130])
        #expect(itemViews[2].badgeView.isHidden == false && itemViews[2].badgeLabel.text == "3")
        ReferenceImage.expectMatch(host.snapshot(), named: "tab-bar")
    }

    @Test func tappingATabAsksTheDelegateSwitchesChildrenAndTellsIt() {
        let host = makePhoneHost()
        let log = EventLog()
        let (tabs, children) = makeTabs(log: log)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        host.show(tabs)
        log.clear()
        host.tap(at: CGPoint(x: 195, y: 844 - 83 + 20))
        #expect(delegate.events == ["should Search", "did Search"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(log.events == ["Home willDisappear", "Search willAppear", "Home didDisappear", "Search didAppear"])
        #expect(children[0].view.window == nil && children[1].view.window != nil)

        delegate.refuse = children[2]
        delegate.events = []
        host.tap(at: CGPoint(x: 325, y: 844 - 83 + 20))
        #expect(delegate.events == ["should Settings"])
        #expect(tabs.selectedIndex == 1)

        // Selection in code tells nobody.
        delegate.events = []
        tabs.selectedIndex = 2
        #expect(delegate.events.isEmpty && tabs.selectedViewController === children[2])
        #expect(tabs.tabBar.itemViews[2].titleLabel.textColor == UIColor.systemBlue)
        #expect(tabs.tabBar.itemViews[0].titleLabel.textColor == UIColor.systemGray)
    }

    @Test func replacingChildrenKeepsTheSelectionWhenItRemains() {
        let log = EventLog()
        let (tabs, children) = makeTabs(log: log)
        tabs.selectedIndex = 2
        tabs.viewControllers = [children[2], children[0]]
        #expect(tabs.selectedViewController === children[2] && tabs.selectedIndex == 0)
        #expect(children[1].parent == nil)
        let fresh = UIViewController()
        tabs.viewControllers = [children[0], fresh]
        #expect(tabs.selectedIndex == 0, "the previous index 0 is valid")
        #expect(fresh.tabBarItem.title == nil && tabs.tabBar.items?.count == 2)
    }
}
