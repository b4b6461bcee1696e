import Foundation

/// Follows the scroll view of a navigation controller's top controller, so the large title collapses
/// into the standard bar as the content scrolls up and stretches when it is pulled down, and the bars
/// cross-fade from their scroll-edge appearance to their standard one as content scrolls under them.
/// Not public API.
///
/// The large area shows `52 − (contentOffset.y + adjustedContentInset.top)` points: all 52 at rest at
/// the top, less as the content scrolls up (none once it scrolled 52 points), more when pulled down.
/// Deviation: the controller's safe area keeps the expanded bar's height while the title collapses (iOS
/// shrinks it and moves the content offset to match); content scrolls under the bar either way.
@MainActor
final class NavigationLargeTitleTracker {
    weak var controller: UINavigationController?
    private let follower: ScrollViewFollower
    var scrollView: UIScrollView? { follower.scrollView }

    init(controller: UINavigationController, scrollView: UIScrollView) {
        self.controller = controller
        follower = ScrollViewFollower(scrollView: scrollView) { [weak controller] in controller?.viewIfLoaded?.setNeedsLayout() }
    }

    func stop() { follower.stop() }

    /// The height of the large area for the scroll view's offset now.
    var extent: CGFloat {
        guard let scrollView else { return UINavigationBar.largeTitleHeight }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return max(0, UINavigationBar.largeTitleHeight - scrolled)
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
        return largeTitleTracker?.extent ?? UINavigationBar.largeTitleHeight
    }
}

extension UINavigationController {
    /// How far the navigation bar is from its scroll-edge look (see `ScrollViewFollower`); with a large
    /// title, the fade starts once the title has collapsed.
    var navigationBarScrollEdgeProgress: CGFloat {
        let collapse = navigationBar.topItemWantsLargeTitle ? UINavigationBar.largeTitleHeight : 0
        return ScrollViewFollower.topEdgeProgress(of: largeTitleTracker?.scrollView, after: collapse)
    }

    /// How far the toolbar is from its scroll-edge look (see `ScrollViewFollower`).
    var toolbarScrollEdgeProgress: CGFloat { ScrollViewFollower.bottomEdgeProgress(of: largeTitleTracker?.scrollView) }
}
