import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct MoreTabTests {
    /// Seven tabs, as an app with more than five sections has.
    func makeSevenTabs(log: EventLog) -> (UITabBarController, [AppearanceLoggingController]) {
        let names = ["Home", "Search", "Library", "Radio", "Settings", "Help", "About"]
        let symbols = ["house", "magnifyingglass", "books.vertical", "radio", "gear", "book", "person.crop.circle"]
        let children = zip(names, symbols).map { name, symbol in
            let child = AppearanceLoggingController(name, log: log, color: .systemBackground)
            child.title = name
            child.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: symbol), tag: 0)
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test func moreThanFiveChildrenShowFourTabsAndMore() throws {
        let host = makePhoneHost()
        let log = EventLog()
        let (tabs, children) = makeSevenTabs(log: log)
        host.show(tabs)
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 5)
        #expect(items.prefix(4).map(\.title) == ["Home", "Search", "Library", "Radio"])
        #expect(items[4] === tabs.moreNavigationController.tabBarItem && items[4].title == "More" && items[4].image != nil)
        #expect(tabs.tabBar.itemViews.map(\.frame.width) == [78, 78, 78, 78, 78])
        #expect(tabs.customizableViewControllers?.count == 7, "UIKit's default: every child is customizable")
        #expect(tabs.moreNavigationController.parent === tabs)
        let list = try #require(tabs.moreNavigationController.viewControllers.first as? UITableViewController)
        #expect(list.title == "More")
        list.loadViewIfNeeded()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3, "Settings, Help and About are listed")
        #expect(children.allSatisfy { $0.tabBarController === tabs })
    }

    @Test func tappingMoreShowsTheListAndChoosingARowPushesTheChild() throws {
        let host = makePhoneHost()
        let log = EventLog()
        let (tabs, children) = makeSevenTabs(log: log)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate
        host.show(tabs)
        log.clear()
        host.tap(at: CGPoint(x: 390 - 39, y: 844 - 83 + 20))
        let more = tabs.moreNavigationController
        #expect(delegate.events == ["should More", "did More"], "the delegate hears of the More navigation controller")
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound, "UIKit: NSNotFound while the More list is selected")
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        #expect(more.view.window != nil && children[0].view.window == nil)
        #expect(log.events == ["Home willDisappear", "Home didDisappear"])
        let list = try #require(more.viewControllers.first as? UITableViewController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Help" && cell.accessoryType == .disclosureIndicator && cell.imageView?.image != nil)
        let rowCenter = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        host.tap(at: rowCenter)
        #expect(host.runUntilIdle())
        #expect(more.viewControllers.count == 2 && more.topViewController === children[5], "the chosen child is pushed")
        #expect(tabs.selectedViewController === children[5] && tabs.selectedIndex == 5)
        #expect(children[5].navigationController === more && children[5].tabBarController === tabs)
        #expect(log.events.suffix(2) == ["Help willAppear", "Help didAppear"])
        // Another tab, then More again: the pushed child is still on the More stack.
        host.tap(at: CGPoint(x: 39, y: 844 - 83 + 20))
        #expect(tabs.selectedIndex == 0 && more.view.window == nil)
        host.tap(at: CGPoint(x: 390 - 39, y: 844 - 83 + 20))
        #expect(more.topViewController === children[5])
        // A tap on the selected More tab goes back to the list.
        host.tap(at: CGPoint(x: 390 - 39, y: 844 - 83 + 20))
        #expect(host.runUntilIdle())
        #expect(more.viewControllers.count == 1 && tabs.selectedViewController === more)
        #expect(children[5].parent === tabs, "a child the More list gave back returns to the tab bar controller")
    }

    @Test func selectingAListedChildInCodeSelectsMoreWithItPushed() {
        let host = makePhoneHost()
        let log = EventLog()
        let (tabs, children) = makeSevenTabs(log: log)
        host.show(tabs)
        tabs.selectedViewController = children[6]
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(tabs.moreNavigationController.topViewController === children[6] && children[6].view.window != nil)
        #expect(tabs.selectedIndex == 6)
        tabs.viewControllers = Array(children.prefix(5))
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last === children[4].tabBarItem, "five children need no More tab")
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        #expect(children[6].parent == nil && children[4].parent === tabs)
    }
}
