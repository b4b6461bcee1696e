import Testing
import UIKitTesting
@testable import UIKit

/// A controller whose root view is a plain view holding a scroll view placed by `layout` and a view
/// pinned to the safe area's top edge, as an app built with Auto Layout pins its header.
@MainActor
final class PinnedHeaderController: UIViewController {
    let scroll = UIScrollView()
    let header = UIView()
    /// Places the scroll view in the root view's bounds, given the root view's safe area.
    let place: (CGRect, UIEdgeInsets) -> CGRect

    init(title: String, placeScroll: @escaping (CGRect, UIEdgeInsets) -> CGRect) {
        place = placeScroll
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        scroll.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scroll)
        header.backgroundColor = .red
        view.addSubview(header)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        scroll.frame = place(view.bounds, safe)
        header.frame = CGRect(x: 0, y: safe.top, width: view.bounds.width, height: 20)
    }
}

@MainActor
struct LargeTitleSafeAreaTests {
    /// A 390×600 phone (47-point status bar) showing `root` in a navigation controller with large titles.
    private func largeTitleScene(_ root: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        host.show(nav)
        return (host, nav)
    }

    @Test func safeAreaFollowsTheCollapsingBarWhileTheDrivingScrollViewKeepsItsInset() {
        let page = ScrollingPageController(title: "Inbox")
        let (host, nav) = largeTitleScene(page)
        let bar = nav.navigationBar
        let block = page.scroll.subviews[0]
        #expect(bar.frame.height == 96 && page.view.safeAreaInsets.top == 47 + 96)
        #expect(page.scroll.adjustedContentInset.top == 143 && page.scroll.contentOffset.y == -143)
        // Half-way through the collapse: the bar is 66 points and the safe area ends at its bottom edge,
        // while the scroll view's inset stays at the expanded height and its offset stays where the
        // finger put it: the content's top edge stays attached to the bar's bottom edge.
        page.scroll.contentOffset = CGPoint(x: 0, y: -143 + 30)
        host.renderFrame()
        #expect(bar.frame.height == 66 && page.view.safeAreaInsets.top == 47 + 66)
        #expect(page.scroll.adjustedContentInset.top == 143 && page.scroll.contentOffset.y == -113)
        #expect(block.convert(block.bounds, to: nil).minY == bar.frame.maxY)
        // Collapsed: the standard 44-point bar.
        page.scroll.contentOffset = CGPoint(x: 0, y: 200)
        host.renderFrame()
        #expect(bar.frame.height == 44 && page.view.safeAreaInsets.top == 91)
        #expect(page.scroll.adjustedContentInset.top == 143 && page.scroll.contentOffset.y == 200)
        // Another frame changes nothing (the collapse does not feed back on its own inset).
        host.renderFrame()
        #expect(bar.frame.height == 44 && page.scroll.adjustedContentInset.top == 143 && page.scroll.contentOffset.y == 200)
        // Scrolling back to -adjustedContentInset.top expands the title again.
        page.scroll.setContentOffset(CGPoint(x: 0, y: -page.scroll.adjustedContentInset.top), animated: false)
        host.renderFrame()
        #expect(bar.frame.height == 96 && page.view.safeAreaInsets.top == 143)
    }

    @Test func pullingDownStretchesTheBarButTheSafeAreaStaysAtTheExpandedHeight() {
        let page = ScrollingPageController(title: "Inbox")
        let (host, nav) = largeTitleScene(page)
        page.scroll.contentOffset = CGPoint(x: 0, y: -143 - 40)
        host.renderFrame()
        #expect(abs(nav.navigationBar.frame.height - (96 + 40)) < 0.001)
        #expect(page.view.safeAreaInsets.top == 143 && page.scroll.adjustedContentInset.top == 143)
    }

    @Test func additionalSafeAreaInsetsAddToTheBarsCurrentHeight() {
        let page = ScrollingPageController(title: "Inbox")
        page.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let (host, nav) = largeTitleScene(page)
        #expect(page.view.safeAreaInsets.top == 47 + 96 + 10 && page.scroll.adjustedContentInset.top == 153)
        page.scroll.contentOffset = CGPoint(x: 0, y: -153 + 52)
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(page.view.safeAreaInsets.top == 47 + 44 + 10 && page.scroll.adjustedContentInset.top == 153)
    }

    @Test func viewsPinnedToTheSafeAreaMoveUpWithTheCollapsingTitle() {
        let page = PinnedHeaderController(title: "Library") { bounds, _ in bounds }
        let (host, nav) = largeTitleScene(page)
        host.renderFrame()
        #expect(page.header.convert(page.header.bounds, to: nil).minY == 143)
        page.scroll.contentOffset = CGPoint(x: 0, y: -143 + 40)
        host.renderFrame()
        #expect(abs(nav.navigationBar.frame.maxY - (47 + 56)) < 0.001)
        #expect(abs(page.header.convert(page.header.bounds, to: nil).minY - 103) < 0.001)
        #expect(page.scroll.adjustedContentInset.top == 143 && abs(page.scroll.contentOffset.y + 103) < 0.001)
    }

    @Test func aScrollViewBelowTheBarGetsNoInsetAndMovesWithTheSafeArea() {
        let page = PinnedHeaderController(title: "Library") { bounds, safe in
            CGRect(x: 0, y: safe.top, width: bounds.width, height: bounds.height - safe.top)
        }
        let (host, nav) = largeTitleScene(page)
        host.renderFrame()
        #expect(page.scroll.frame.minY == 143 && page.scroll.adjustedContentInset.top == 0)
        page.scroll.contentOffset = CGPoint(x: 0, y: 30)
        host.renderFrame()
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 66)
        #expect(page.scroll.frame.minY == 113 && page.scroll.adjustedContentInset.top == 0 && page.scroll.contentOffset.y == 30)
    }

    @Test func afterAPushAndPopTheCollapsedListKeepsItsOffsetAndBar() {
        let page = ScrollingPageController(title: "Inbox")
        let (host, nav) = largeTitleScene(page)
        page.scroll.contentOffset = CGPoint(x: 0, y: 300)
        host.renderFrame()
        nav.pushViewController(UIViewController(), animated: false)
        host.renderFrame()
        nav.popViewController(animated: false)
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 44 && page.view.safeAreaInsets.top == 91)
        #expect(page.scroll.adjustedContentInset.top == 143 && page.scroll.contentOffset.y == 300)
    }
}

@MainActor
struct AutomaticContentInsetTests {
    /// A scroll view whose content (100 points tall) is shorter than it is.
    private func shortScroll() -> UIScrollView {
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 100)
        return scroll
    }

    @Test func shortContentUnderANavigationBarStartsBelowIt() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        let scroll = shortScroll()
        root.view = scroll
        host.show(UINavigationController(rootViewController: root))
        #expect(scroll.adjustedContentInset.top == 91 && scroll.adjustedContentInset.bottom == 34)
        #expect(scroll.contentOffset.y == -91)
        // .scrollableAxes adjusts only an axis that scrolls.
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 0)
        // Tall content scrolls, so .scrollableAxes adjusts it too.
        scroll.contentSize = CGSize(width: 390, height: 2000)
        #expect(scroll.adjustedContentInset.top == 91)
    }

    @Test func theRootViewsFirstSubviewCountsAsTheContentView() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        let first = shortScroll(), second = shortScroll()
        root.view.addSubview(first)
        root.view.addSubview(second)
        first.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        second.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        host.show(UINavigationController(rootViewController: root))
        host.renderFrame()
        #expect(first.adjustedContentInset.top == 91)
        #expect(second.adjustedContentInset.top == 0)
    }

    @Test func shortContentInATabIsInsetAboveTheTabBar() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        let scroll = shortScroll()
        root.view = scroll
        let tabs = UITabBarController()
        tabs.viewControllers = [root]
        host.show(tabs)
        host.renderFrame()
        #expect(scroll.adjustedContentInset.top == 47 && scroll.adjustedContentInset.bottom == 49 + 34)
    }

    @Test func aShortScrollViewOutsideContainersIsNotAdjusted() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        let scroll = shortScroll()
        root.view = scroll
        host.show(root)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset.top == 47 && scroll.adjustedContentInset.bottom == 34)
    }
}
