import Foundation

/// Scroll to top (iOS: a tap on the status bar). Not public API: OpenUIKit's hosts have no status bar,
/// so the system request is `UIScrollView.requestScrollToTop(in:)`, for hosts and tests.
extension UIScrollView {
    /// The system's scroll-to-top request for `window`: like iPhone, it acts only when exactly one
    /// visible scroll view in the window has `scrollsToTop`; that view asks `shouldScrollToTop()` and
    /// the delegate, scrolls to its top animated (`didScroll` per frame), then calls
    /// `scrollViewDidScrollToTop` (at once when it is already there). Returns whether a view scrolled.
    @discardableResult
    static func requestScrollToTop(in window: UIWindow) -> Bool {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for sub in view.subviews { visit(sub) }
        }
        visit(window)
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        return scrollView.scrollToTopFromSystem()
    }

    /// Scrolls this view to the top after asking; see `requestScrollToTop(in:)`.
    func scrollToTopFromSystem() -> Bool {
        guard askShouldScrollToTop() else { return false }
        var target = contentOffset
        target.y = minimumOffset.y
        startOffsetAnimation(to: target, kind: .scrollToTop)
        return true
    }
}
