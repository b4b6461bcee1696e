import Testing
import UIKitTesting
@testable import UIKit

/// Records the customizing calls of a tab bar controller's delegate with the children's titles.
@MainActor
final class CustomizingTabDelegate: UITabBarControllerDelegate {
    var events: [String] = []
    private func titles(_ controllers: [UIViewController]) -> String { controllers.map { $0.title ?? "?" }.joined(separator: ",") }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        events.append("willBegin(\(viewControllers.count))")
    }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        events.append("willEnd(\(titles(viewControllers)), changed: \(changed))")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        events.append("didEnd(changed: \(changed))")
    }
}

@MainActor
struct MoreTabCustomizingTests {
    /// Seven tabs on a phone with the More list showing and a recording delegate.
    private func moreListShowing(configure: (UITabBarController) -> Void = { _ in })
        -> (HeadlessHost, UITabBarController, [AppearanceLoggingController], CustomizingTabDelegate) {
        let host = makePhoneHost()
        let (tabs, children) = MoreTabTests().makeSevenTabs(log: EventLog())
        configure(tabs)
        let delegate = CustomizingTabDelegate()
        tabs.delegate = delegate
        host.show(tabs)
        host.tap(at: CGPoint(x: 390 - 39, y: 844 - 83 + 20))
        host.runUntilIdle()
        return (host, tabs, children, delegate)
    }

    /// The centre of `view` in window coordinates.
    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// Taps the More list's Edit button and lets the configure sheet slide up.
    private func tapEdit(_ host: HeadlessHost, _ tabs: UITabBarController) throws -> TabBarCustomizeView {
        let bar = tabs.moreNavigationController.navigationBar
        let button = try #require(bar.contentView?.rightViews.first)
        host.tap(at: center(button))
        host.runUntilIdle()
        return try #require(tabs.tabBar.customizeSession)
    }

    @Test func editShowsTheConfigureSheetAndDraggingAnItemOntoATabReplacesIt() throws {
        let (host, tabs, children, delegate) = moreListShowing()
        let list = try #require(tabs.moreNavigationController.viewControllers.first)
        #expect(list.navigationItem.rightBarButtonItem?.title == "Edit")
        let sheet = try tapEdit(host, tabs)
        #expect(tabs.tabBar.isCustomizing && delegate.events == ["willBegin(7)"])
        #expect(sheet.navigationBar.topItem?.title == "Configure")
        #expect(sheet.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 83), "the sheet covers the window above the tab bar")
        #expect(sheet.cells.map { $0.item.title } == ["Home", "Search", "Library", "Radio", "Settings", "Help", "About"])
        // Drag Help onto the Search tab.
        host.drag(from: center(sheet.cells[5]), to: center(tabs.tabBar.itemViews[1]), duration: 0.4)
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Help", "Library", "Radio", "More"])
        #expect(sheet.superview?.subviews.contains { $0 is TabBarItemView } == false, "the dragged copy is gone")
        // Done ends customizing; the children take the bar's order, the rest stay in the More list.
        let done = try #require(sheet.navigationBar.contentView?.rightViews.first)
        host.tap(at: center(done))
        host.runUntilIdle()
        #expect(delegate.events == ["willBegin(7)", "willEnd(Home,Help,Library,Radio,Search,Settings,About, changed: true)", "didEnd(changed: true)"])
        #expect(!tabs.tabBar.isCustomizing && sheet.superview == nil)
        #expect(tabs.viewControllers?.map { $0.title } == ["Home", "Help", "Library", "Radio", "Search", "Settings", "About"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController, "the More list stays selected")
        let table = try #require((list as? UITableViewController)?.tableView)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Search")
        #expect(tabs.customizableViewControllers?.count == 7 && children[5].tabBarController === tabs)
    }

    @Test func draggingATabOntoAnotherSwapsThemAndDoneWithoutChangesSaysSo() throws {
        let (host, tabs, _, delegate) = moreListShowing()
        var sheet = try tapEdit(host, tabs)
        let done = { [self] in
            host.tap(at: center(try #require(sheet.navigationBar.contentView?.rightViews.first)))
            host.runUntilIdle()
        }
        try done()
        #expect(delegate.events == ["willBegin(7)", "willEnd(Home,Search,Library,Radio,Settings,Help,About, changed: false)", "didEnd(changed: false)"])
        sheet = try tapEdit(host, tabs)
        // Radio (on the bar) dropped onto Home swaps the two.
        host.drag(from: center(sheet.cells[3]), to: center(tabs.tabBar.itemViews[0]), duration: 0.4)
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.map(\.title) == ["Radio", "Search", "Library", "Home", "More"])
        // Dropping on the More tab does nothing.
        host.drag(from: center(sheet.cells[6]), to: center(tabs.tabBar.itemViews[4]), duration: 0.4)
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.map(\.title) == ["Radio", "Search", "Library", "Home", "More"])
        try done()
        #expect(tabs.viewControllers?.map { $0.title } == ["Radio", "Search", "Library", "Home", "Settings", "Help", "About"])
    }

    @Test func onlyCustomizableChildrenAreOfferedAndReplaced() throws {
        let (host, tabs, children, _) = moreListShowing { tabs in
            tabs.customizableViewControllers = Array(tabs.viewControllers!.dropFirst())
        }
        let sheet = try tapEdit(host, tabs)
        #expect(sheet.cells.map { $0.item.title } == ["Search", "Library", "Radio", "Settings", "Help", "About"])
        host.drag(from: center(sheet.cells[4]), to: center(tabs.tabBar.itemViews[0]), duration: 0.4)
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.first === children[0].tabBarItem, "Home is not customizable: it keeps its place")
        tabs.tabBar.endCustomizing(animated: false)
        // Without customizable children the More list has no Edit button.
        tabs.customizableViewControllers = []
        let list = try #require(tabs.moreNavigationController.viewControllers.first)
        #expect(list.navigationItem.rightBarButtonItem == nil)
        #expect(!tabs.tabBar.endCustomizing(animated: false), "not customizing any more")
    }
}
