import Foundation

extension UITabBarController {
    /// The scroll view whose bottom edge the tab bar follows: the selected content's (through a
    /// navigation controller, its top controller's).
    var selectedContentScrollView: UIScrollView? {
        guard let selected = displayedStorage else { return nil }
        let content = (selected as? UINavigationController)?.topViewController ?? selected
        return NavigationLargeTitleTracker.scrollView(of: content)
    }

    /// Follows the selected content's scroll view and sets the tab bar's scroll-edge progress, so the bar
    /// is transparent while the content's end is above it and the material once content runs under it.
    func updateTabBarScrollEdge() {
        let scroll = selectedContentScrollView
        if scrollEdgeFollower?.scrollView !== scroll {
            scrollEdgeFollower?.stop()
            scrollEdgeFollower = scroll.map { ScrollViewFollower(scrollView: $0) { [weak self] in self?.viewIfLoaded?.setNeedsLayout() } }
        }
        tabBarStorage.backgroundProgress = ScrollViewFollower.bottomEdgeProgress(of: scrollEdgeFollower?.scrollView)
    }
}
