import Testing
import UIKitTesting
@testable import UIKit

/// Records a split view delegate's calls, as a developer's print statements would.
@MainActor
final class RecordingSplitDelegate: UISplitViewControllerDelegate {
    let log: CallbackLog
    var topColumn: UISplitViewController.Column?
    var target: UISplitViewController.DisplayMode = .automatic
    var takesCollapse = false
    init(log: CallbackLog) { self.log = log }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.append("willChangeTo(\(displayMode))")
    }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        log.append("topColumnForCollapsing(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        log.append("displayModeForExpanding(\(proposedDisplayMode))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.append("willShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.append("willHide(\(column))") }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        log.append("collapseSecondary(\(secondaryViewController.title ?? "?"))")
        return takesCollapse
    }
}

/// A landscape iPad-like window (regular width): 800×600 at 2x.
@MainActor
func wideHost() -> HeadlessHost { HeadlessHost(size: CGSize(width: 800, height: 600), scale: 2) }

@MainActor
struct SplitViewControllerTests {
    func makeDoubleColumn(log: CallbackLog) -> (UISplitViewController, NavLoggingController, NavLoggingController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = NavLoggingController("Sidebar", log: log)
        let secondary = NavLoggingController("Detail", log: log)
        secondary.view.backgroundColor = .systemBackground
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    /// A double-column split view with a recording delegate, shown in `host`.
    func showDoubleColumn(in host: HeadlessHost) -> (UISplitViewController, NavLoggingController, NavLoggingController, RecordingSplitDelegate, CallbackLog) {
        let log = CallbackLog()
        let (split, primary, secondary) = makeDoubleColumn(log: log)
        let delegate = RecordingSplitDelegate(log: log)
        split.delegate = delegate
        host.show(split)
        return (split, primary, secondary, delegate, log)
    }

    /// The display-mode button's view in `bar`, in window coordinates.
    func displayModeButtonCenter(in bar: UINavigationBar) -> CGPoint? {
        guard let view = bar.contentView?.leftViews.first else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func columnsAreWrappedInNavigationControllersAndTiledSideBySide() throws {
        let host = wideHost()
        let log = CallbackLog()
        let (split, primary, secondary) = makeDoubleColumn(log: log)
        host.show(split)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) === secondary)
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(primaryNavigation !== secondaryNavigation)
        #expect(split.viewControllers.map { ObjectIdentifier($0) } == [ObjectIdentifier(primaryNavigation), ObjectIdentifier(secondaryNavigation)])
        #expect(primary.splitViewController === split && secondary.splitViewController === split && primaryNavigation.parent === split)
        #expect(split.isCollapsed == false)
        #expect(split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary, "a landscape window tiles one sidebar beside the secondary")
        #expect(split.primaryColumnWidth == 320)
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 480, height: 600))
        let separator = try #require(split.chrome.separators.first)
        #expect(separator.superview === split.view && separator.frame == CGRect(x: 319.5, y: 0, width: 0.5, height: 600))
        #expect(secondaryNavigation.navigationBar.containerLeadingItems.first === split.displayModeButtonItem,
                "the display-mode button leads the secondary column's bar")
        #expect(primaryNavigation.navigationBar.containerLeadingItems.isEmpty)
        #expect(split.displayModeButtonItem.image != nil)
        let appearance = log.entries.filter { $0.hasSuffix("Appear") }
        #expect(Set(appearance) == ["Sidebar.viewWillAppear", "Detail.viewWillAppear", "Sidebar.viewDidAppear", "Detail.viewDidAppear"]
                && appearance.count == 4, "each column appears once")
        #expect(appearance.prefix(2).allSatisfy { $0.hasSuffix("WillAppear") }, "both columns' viewWillAppear come before either viewDidAppear")
        ReferenceImage.expectMatch(host.snapshot(), named: "split-double-column")
    }

    @Test func sizingPropertiesDefaultToAutomaticDimensionAndResolveAsUIKitDocuments() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(UISplitViewController.automaticDimension == -CGFloat(Float.greatestFiniteMagnitude))
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredDisplayMode == .automatic && split.preferredSplitBehavior == .automatic)
        #expect(split.presentsWithGesture && !split.showsSecondaryOnlyButton && split.primaryEdge == .leading)
        #expect(UISplitViewController.columnWidth(points: split.preferredPrimaryColumnWidth, fraction: 0.5, minimum: split.minimumPrimaryColumnWidth,
                                                  maximum: split.maximumPrimaryColumnWidth, total: 800) == 400)
        #expect(UISplitViewController.columnWidth(points: split.preferredPrimaryColumnWidth, fraction: 0.5, minimum: split.minimumPrimaryColumnWidth,
                                                  maximum: 300, total: 800) == 300, "the maximum limits the fraction")
        #expect(UISplitViewController.columnWidth(points: 200, fraction: 0.5, minimum: 250, maximum: split.maximumPrimaryColumnWidth, total: 800) == 250,
                "points win over the fraction, and the minimum over both")
        let host = wideHost()
        let log = CallbackLog()
        let (tiled, _, secondary) = makeDoubleColumn(log: log)
        tiled.preferredPrimaryColumnWidthFraction = 0.25
        host.show(tiled)
        #expect(tiled.primaryColumnWidth == 200)
        #expect(secondary.navigationController?.view.frame == CGRect(x: 200, y: 0, width: 600, height: 600))
    }

    @Test func tappingTheDisplayModeButtonHidesAndShowsTheSidebarTellingTheDelegate() throws {
        let host = wideHost()
        let (split, primary, secondary, delegate, log) = showDoubleColumn(in: host)
        _ = log.take()
        let bar = try #require(secondary.navigationController?.navigationBar)
        let button = try #require(displayModeButtonCenter(in: bar))
        #expect(button.x > 320 && button.x < 320 + 60 && button.y < 44, "the button is at the leading end of the secondary's bar")
        host.tap(at: button)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.take() == ["willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar.viewWillDisappear"])
        host.advance(by: 0.15)
        let midway = try #require(primary.navigationController?.view.layer.presentation()?.frame)
        #expect(midway.minX < 0 && midway.minX > -320, "the sidebar slides out toward the leading edge")
        #expect(host.runUntilIdle())
        #expect(primary.navigationController?.view.window == nil, "the hidden sidebar leaves the window")
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(log.take() == ["Sidebar.viewDidDisappear"], "viewDidDisappear once the slide ends")
        let again = try #require(displayModeButtonCenter(in: bar))
        host.tap(at: again)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.take() == ["willChangeTo(oneBesideSecondary)", "willShow(primary)", "Sidebar.viewWillAppear", "Sidebar.viewDidAppear"])
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        delegate.target = .oneOverSecondary
        host.tap(at: try #require(displayModeButtonCenter(in: bar)))
        #expect(split.displayMode == .oneBesideSecondary, "the tile behaviour has no overlay: the delegate's target is made to fit")
    }

    @Test func portraitWindowOverlaysTheSidebarOverTheDimmedSecondary() throws {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024), scale: 1)
        let (split, primary, secondary, delegate, log) = showDoubleColumn(in: host)
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly)
        #expect(primary.navigationController?.view.window == nil)
        _ = log.take()
        split.show(.primary)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.take() == ["willChangeTo(oneOverSecondary)", "willShow(primary)", "Sidebar.viewWillAppear", "Sidebar.viewDidAppear"])
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024), "the secondary stays under the sidebar")
        #expect(split.chrome.dimmingView.window != nil)
        let pixel = try #require(host.snapshot().pixel(x: 600, y: 600))
        #expect(pixel.red < 240 && pixel.red > 200, "the secondary is dimmed (white under 10 % black)")
        host.tap(at: CGPoint(x: 600, y: 600))
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .secondaryOnly, "a tap on the dimmed secondary hides the sidebar")
        #expect(split.chrome.dimmingView.window == nil && primary.navigationController?.view.window == nil)
        #expect(split.delegate === delegate, "the split view holds its delegate weakly; the test keeps it")
    }

    @Test func compactWindowCollapsesOntoThePrimaryStackAndWideningExpandsIt() throws {
        let host = wideHost()
        let (split, primary, secondary, delegate, log) = showDoubleColumn(in: host)
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        _ = log.take()
        host.resize(to: CGSize(width: 390, height: 844))
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(split.isCollapsed)
        #expect(log.entries.prefix(1) == ["topColumnForCollapsing(secondary)"])
        #expect(log.entries.contains("didCollapse"))
        #expect(log.entries.firstIndex(of: "topColumnForCollapsing(secondary)")! < log.entries.firstIndex(of: "didCollapse")!)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === primaryNavigation)
        #expect(primaryNavigation.viewControllers == [primary, secondary], "the secondary is pushed onto the primary's stack")
        #expect(secondary.navigationController === primaryNavigation && secondaryNavigation.viewControllers.isEmpty)
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(secondaryNavigation.viewIfLoaded?.window == nil)
        #expect(primaryNavigation.navigationBar.backItem?.title == "Sidebar", "the secondary shows a back button to the sidebar")
        #expect(primaryNavigation.navigationBar.containerLeadingItems.isEmpty && secondaryNavigation.navigationBar.containerLeadingItems.isEmpty)
        _ = log.take()
        host.resize(to: CGSize(width: 800, height: 600))
        #expect(!split.isCollapsed)
        let entries = log.take()
        #expect(entries.filter { !$0.contains(".") } == ["displayModeForExpanding(oneBesideSecondary)", "didExpand"])
        #expect(primaryNavigation.viewControllers == [primary] && secondaryNavigation.viewControllers == [secondary])
        #expect(secondary.navigationController === secondaryNavigation)
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 480, height: 600))
        #expect(secondaryNavigation.navigationBar.containerLeadingItems.first === split.displayModeButtonItem)
        #expect(split.delegate === delegate, "the split view holds its delegate weakly; the test keeps it")
    }

    @Test func delegateChoosingThePrimaryTopColumnCollapsesToTheSidebarAndShowPushesTheSecondary() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let log = CallbackLog()
        let (split, primary, secondary) = makeDoubleColumn(log: log)
        let delegate = RecordingSplitDelegate(log: log)
        delegate.topColumn = .primary
        split.delegate = delegate
        host.show(split)
        #expect(split.isCollapsed)
        let navigation = try #require(primary.navigationController)
        #expect(navigation.viewControllers == [primary])
        #expect(log.entries.contains("topColumnForCollapsing(secondary)") && log.entries.contains("didCollapse"))
        split.show(.secondary)
        #expect(host.runUntilIdle())
        #expect(navigation.viewControllers == [primary, secondary])
        #expect(secondary.view.window != nil)
        split.show(.primary)
        #expect(host.runUntilIdle())
        #expect(navigation.viewControllers == [primary])
    }

    @Test func compactColumnReplacesTheColumnsInACompactWindow() throws {
        let host = wideHost()
        let log = CallbackLog()
        let (split, primary, _) = makeDoubleColumn(log: log)
        let compact = NavLoggingController("Compact", log: log)
        split.setViewController(compact, for: .compact)
        host.show(split)
        #expect(compact.view.window == nil && compact.parent === split)
        host.resize(to: CGSize(width: 390, height: 844))
        #expect(split.isCollapsed && split.viewControllers.first === compact)
        #expect(compact.view.window != nil && compact.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(primary.navigationController?.view.window == nil)
        host.resize(to: CGSize(width: 800, height: 600))
        #expect(compact.view.window == nil && primary.view.window != nil)
    }

    @Test func showDetailReplacesTheSecondaryExpandedAndPushesItCollapsed() throws {
        let host = wideHost()
        let log = CallbackLog()
        let (split, primary, secondary) = makeDoubleColumn(log: log)
        host.show(split)
        let secondaryNavigation = try #require(secondary.navigationController)
        let next = NavLoggingController("Next", log: log)
        primary.showDetailViewController(next, sender: nil)
        #expect(host.runUntilIdle())
        #expect(split.viewController(for: .secondary) === next)
        #expect(secondaryNavigation.viewControllers == [next] && next.view.window != nil && secondary.parent == nil)
        host.resize(to: CGSize(width: 390, height: 844))
        let primaryNavigation = try #require(primary.navigationController)
        #expect(primaryNavigation.viewControllers == [primary, next])
        let last = NavLoggingController("Last", log: log)
        primary.showDetailViewController(last, sender: nil)
        #expect(host.runUntilIdle())
        #expect(primaryNavigation.viewControllers == [primary, last], "collapsed, the new detail replaces the old one on the stack")
        // show(_:sender:) from the primary pushes in its own column.
        host.resize(to: CGSize(width: 800, height: 600))
        #expect(secondaryNavigation.viewControllers == [last])
        let pushed = NavLoggingController("Pushed", log: log)
        primary.show(pushed, sender: nil)
        #expect(host.runUntilIdle())
        #expect(primaryNavigation.viewControllers == [primary, pushed])
    }

    @Test func tripleColumnTilesThreeColumnsAndCollapsesAllStacks() throws {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 1)
        let log = CallbackLog()
        let split = UISplitViewController(style: .tripleColumn)
        let primary = NavLoggingController("Mailboxes", log: log)
        let supplementary = NavLoggingController("Inbox", log: log)
        let secondary = NavLoggingController("Message", log: log)
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        split.showsSecondaryOnlyButton = true
        host.show(split)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.supplementaryColumnWidth == 320)
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 768))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 384, height: 768))
        #expect(split.chrome.separators.filter { $0.superview != nil }.map(\.frame.minX) == [319.5, 639.5])
        let bar = try #require(secondary.navigationController?.navigationBar)
        #expect(bar.containerLeadingItems.count == 2, "the display-mode and secondary-only buttons")
        split.hide(.primary)
        #expect(host.runUntilIdle())
        #expect(split.displayMode == .oneBesideSecondary && primary.navigationController?.view.window == nil)
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        host.resize(to: CGSize(width: 390, height: 844))
        let navigation = try #require(primary.navigationController)
        #expect(navigation.viewControllers == [primary, supplementary, secondary])
        host.resize(to: CGSize(width: 1024, height: 768))
        #expect(supplementary.navigationController?.viewControllers == [supplementary] && secondary.navigationController?.viewControllers == [secondary])
    }

    @Test func trailingPrimaryEdgeMirrorsTheColumns() {
        let host = wideHost()
        let log = CallbackLog()
        let (split, primary, secondary) = makeDoubleColumn(log: log)
        split.primaryEdge = .trailing
        host.show(split)
        #expect(primary.navigationController?.view.frame == CGRect(x: 480, y: 0, width: 320, height: 600))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 480, height: 600))
        #expect(split.chrome.separators.first?.frame == CGRect(x: 480, y: 0, width: 0.5, height: 600))
    }

    @Test func presentsWithGestureOffHidesTheButtonInTheTileBehaviour() {
        let host = wideHost()
        let log = CallbackLog()
        let (split, _, secondary) = makeDoubleColumn(log: log)
        split.presentsWithGesture = false
        host.show(split)
        #expect(secondary.navigationController?.navigationBar.containerLeadingItems.isEmpty == true)
    }

    @Test func classicSplitViewCollapsesTheSecondaryOntoANavigationPrimary() throws {
        let host = wideHost()
        let log = CallbackLog()
        let master = NavLoggingController("Master", log: log)
        let detail = NavLoggingController("Detail", log: log)
        let masterNavigation = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        let delegate = RecordingSplitDelegate(log: log)
        split.delegate = delegate
        split.viewControllers = [masterNavigation, detail]
        host.show(split)
        #expect(split.style == .unspecified && split.viewControllers.count == 2 && detail.splitViewController === split)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 480, height: 600))
        host.resize(to: CGSize(width: 390, height: 844))
        #expect(log.entries.contains("collapseSecondary(Detail)"))
        #expect(split.isCollapsed && split.viewControllers == [masterNavigation])
        #expect(masterNavigation.viewControllers == [master, detail])
        host.resize(to: CGSize(width: 800, height: 600))
        #expect(split.viewControllers == [masterNavigation, detail] && masterNavigation.viewControllers == [master])
        #expect(detail.parent === split && detail.view.frame == CGRect(x: 320, y: 0, width: 480, height: 600))
        // A delegate that merges the secondary itself keeps the primary's stack as it is.
        delegate.takesCollapse = true
        host.resize(to: CGSize(width: 390, height: 844))
        #expect(masterNavigation.viewControllers == [master] && detail.view.window == nil)
    }
}
