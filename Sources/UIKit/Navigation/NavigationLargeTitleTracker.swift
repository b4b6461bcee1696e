import Foundation

/// Follows the scroll view of a navigation controller's top controller, so the large title collapses
/// into the standard bar as the content scrolls up and stretches when it is pulled down, and the bars
/// cross-fade from their scroll-edge appearance to their standard one as content scrolls under them.
/// Not public API.
///
/// The large area shows `52 − (contentOffset.y + adjustedContentInset.top)` points: all 52 at rest at
/// the top, less as the content scrolls up (none once it scrolled 52 points), more when pulled down.
///
/// As on iOS, the controller's safe area follows the bar's current height (a view pinned to the safe
/// area's top moves up as the title collapses), while the scroll view that drives the collapse keeps
/// its `adjustedContentInset.top` at the expanded bar's height: the points the bar gives back are added
/// to that scroll view's inset (`UIScrollView.collapsedBarTopInset`). So its content never jumps, a
/// scroll to `-adjustedContentInset.top` expands the title again, and the collapse, measured against
/// that constant inset, cannot feed back on itself. A scroll view that sits below the bar (no top safe
/// area) gets no such addition: it moves with the safe area instead.
@MainActor
final class NavigationLargeTitleTracker {
    weak var controller: UINavigationController?
    private let follower: ScrollViewFollower
    var scrollView: UIScrollView? { follower.scrollView }

    init(controller: UINavigationController, scrollView: UIScrollView) {
        self.controller = controller
        follower = ScrollViewFollower(scrollView: scrollView) { [weak controller] in controller?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Stops following; the scroll view's inset goes back to its own safe area (which then grows to the
    /// expanded bar or loses the bar altogether).
    func stop() {
        follower.stop()
        scrollView?.collapsedBarTopInset = 0
    }

    /// How far the content has scrolled from its top edge (negative when pulled down).
    var scrolled: CGFloat {
        guard let scrollView else { return 0 }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// The height of the large area for the scroll view's offset now, once `searchCollapse` points of
    /// scrolling have hidden the search field.
    func extent(afterSearchCollapse searchCollapse: CGFloat) -> CGFloat {
        let s = scrolled
        let past = s <= 0 ? s : max(0, s - searchCollapse)
        return max(0, UINavigationBar.largeTitleHeight - past)
    }

    /// The scroll view that drives the large title of `controller`: its view when that is a scroll view,
    /// else the first scroll view found in its view's subviews, depth first (iOS's rule is not documented;
    /// this is the common reading).
    /// - Complexity: O(views in the controller's view) in the worst case.
    static func scrollView(of controller: UIViewController) -> UIScrollView? {
        guard let root = controller.viewIfLoaded else { return nil }
        if let scroll = root as? UIScrollView { return scroll }
        var queue = root.subviews
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let scroll = view as? UIScrollView { return scroll }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}

extension UINavigationController {
    /// Follows the top controller's scroll view (for the large title and the bars' scroll edges).
    func trackLargeTitle(of top: UIViewController) {
        largeTitleTracker?.stop()
        largeTitleTracker = nil
        guard let scroll = NavigationLargeTitleTracker.scrollView(of: top) else { return }
        largeTitleTracker = NavigationLargeTitleTracker(controller: self, scrollView: scroll)
    }

    /// The large area's height now: 0 unless the top item shows its title large; 52 expanded; the
    /// tracker's value while its scroll view moves.
    var currentLargeTitleExtent: CGFloat {
        guard navigationBar.topItemWantsLargeTitle else { return 0 }
        return largeTitleTracker?.extent(afterSearchCollapse: searchCollapseDistance) ?? UINavigationBar.largeTitleHeight
    }

    /// How many points the top item's bar has given up from its expanded height: the collapsed part of
    /// the large area and of a search field hiding while scrolling (never negative: a large title
    /// stretched by pulling down leaves the safe area at the expanded height). Zero while the bar is
    /// hidden.
    var barHeightCollapse: CGFloat {
        guard !isNavigationBarHiddenStorage, barHiddenFraction == 0 else { return 0 }
        let bar = navigationBar
        let large = bar.topItemWantsLargeTitle ? max(0, UINavigationBar.largeTitleHeight - bar.largeTitleExtent) : 0
        let search = stack.last?.navigationItem.searchController != nil ? max(0, UINavigationBar.searchAreaHeight - bar.searchExtent) : 0
        return large + search
    }

    /// How much scrolling hides the top item's search field first (52 points with
    /// `hidesSearchBarWhenScrolling`, else none).
    var searchCollapseDistance: CGFloat {
        guard let item = stack.last?.navigationItem, item.searchController != nil, item.hidesSearchBarWhenScrolling else { return 0 }
        return UINavigationBar.searchAreaHeight
    }

    /// The search area's height now: 52 points at rest, less as scrolling hides it (the search field
    /// hides before the large title collapses, as iOS), 52 while its search is active.
    var currentSearchExtent: CGFloat {
        guard let item = stack.last?.navigationItem, let search = item.searchController else { return 0 }
        guard !search.isActive, searchCollapseDistance > 0, let tracker = largeTitleTracker else { return UINavigationBar.searchAreaHeight }
        return min(max(UINavigationBar.searchAreaHeight - tracker.scrolled, 0), UINavigationBar.searchAreaHeight)
    }
}

extension UINavigationController {
    /// How far the navigation bar is from its scroll-edge look (see `ScrollViewFollower`); with a large
    /// title, the fade starts once the title has collapsed.
    var navigationBarScrollEdgeProgress: CGFloat {
        let collapse = (navigationBar.topItemWantsLargeTitle ? UINavigationBar.largeTitleHeight : 0) + searchCollapseDistance
        return ScrollViewFollower.topEdgeProgress(of: largeTitleTracker?.scrollView, after: collapse)
    }

    /// How far the toolbar is from its scroll-edge look (see `ScrollViewFollower`).
    var toolbarScrollEdgeProgress: CGFloat { ScrollViewFollower.bottomEdgeProgress(of: largeTitleTracker?.scrollView) }
}
