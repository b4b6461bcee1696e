import Foundation

/// Follows a scroll view for a bar: calls `onScroll` whenever it scrolls, and measures how far its
/// content runs under a bar at its top or bottom edge, so bars can cross-fade from their scroll-edge
/// appearance to their standard one (iOS 15). Not public API.
@MainActor
final class ScrollViewFollower: UIScrollViewDelegate {
    /// The distance over which a bar cross-fades from its scroll-edge appearance to its standard one as
    /// content scrolls under it (iOS fades the material in gradually; Apple publishes no figure, 12
    /// points matches the look).
    static let fadeDistance: CGFloat = 12

    private(set) weak var scrollView: UIScrollView?
    private var token: UIScrollView.ScrollObserverToken?
    @preconcurrency private let onScroll: @MainActor () -> Void

    @preconcurrency init(scrollView: UIScrollView, onScroll: @escaping @MainActor () -> Void) {
        self.scrollView = scrollView
        self.onScroll = onScroll
        token = scrollView.addScrollObserver(self)
    }

    func stop() {
        if let token { scrollView?.removeScrollObserver(token) }
        token = nil
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll() }

    /// How far a top bar is from its scroll-edge look: 0 while the content is at its top (or there is no
    /// scroll view, as iOS 15), 1 once it scrolled `fadeDistance` beyond `collapse` points (a large
    /// title's collapse happens first).
    static func topEdgeProgress(of scroll: UIScrollView?, after collapse: CGFloat = 0) -> CGFloat {
        guard let scroll else { return 0 }
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        return min(max((scrolled - collapse) / fadeDistance, 0), 1)
    }

    /// How far a bottom bar is from its scroll-edge look: 0 while the content's bottom edge is above the
    /// bar (or there is no scroll view), 1 once `fadeDistance` of content is under it.
    static func bottomEdgeProgress(of scroll: UIScrollView?) -> CGFloat {
        guard let scroll else { return 0 }
        let visibleBottom = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
        return min(max((scroll.contentSize.height - visibleBottom) / fadeDistance, 0), 1)
    }
}
