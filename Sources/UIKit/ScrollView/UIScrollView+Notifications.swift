import Foundation

/// A registered scroll observer (weak). Not public API.
@MainActor
final class ScrollObserverEntry {
    let id: Int
    weak var observer: (any UIScrollViewDelegate)?
    /// The observer's identity, still comparable while it deinitialises.
    let observerID: ObjectIdentifier
    var isRemoved = false

    init(id: Int, observer: any UIScrollViewDelegate) {
        self.id = id
        self.observer = observer
        observerID = ObjectIdentifier(observer)
    }
}

extension UIScrollView {
    // MARK: Dispatch

    /// Calls `body` for each live observer registered before this call, in the order they were added.
    /// Observers removed during the loop are skipped; ones added during it wait for the next event;
    /// deallocated ones are dropped.
    /// - Complexity: O(observers).
    func forEachScrollObserver(_ body: (any UIScrollViewDelegate) -> Void) {
        let entries = scrollObserverEntries
        guard !entries.isEmpty else { return }
        var sawDead = false
        for entry in entries where !entry.isRemoved {
            guard let observer = entry.observer else { sawDead = true; continue }
            body(observer)
        }
        if sawDead { scrollObserverEntries.removeAll { $0.observer == nil } }
    }

    /// `didScroll()`, the delegate's `scrollViewDidScroll`, the observers'.
    func notifyDidScroll() {
        didScroll()
        delegate?.scrollViewDidScroll(self)
        forEachScrollObserver { $0.scrollViewDidScroll(self) }
    }

    /// The zoom changed.
    func notifyDidZoom() {
        didZoom()
        delegate?.scrollViewDidZoom(self)
        forEachScrollObserver { $0.scrollViewDidZoom(self) }
    }

    /// A drag begins.
    func notifyWillBeginDragging() {
        willBeginDragging()
        delegate?.scrollViewWillBeginDragging(self)
        forEachScrollObserver { $0.scrollViewWillBeginDragging(self) }
    }

    /// The finger lifted: the subclass and the delegate may change `target`; observers see the result
    /// through a copy (their writes are ignored).
    func notifyWillEndDragging(velocity: CGPoint, target: inout CGPoint) {
        willEndDragging(withVelocity: velocity, targetContentOffset: &target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let final = target
        forEachScrollObserver { observer in
            var copy = final
            observer.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &copy)
        }
    }

    /// The drag ended.
    func notifyDidEndDragging(willDecelerate decelerate: Bool) {
        didEndDragging(willDecelerate: decelerate)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        forEachScrollObserver { $0.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
    }

    /// Deceleration begins.
    func notifyWillBeginDecelerating() {
        willBeginDecelerating()
        delegate?.scrollViewWillBeginDecelerating(self)
        forEachScrollObserver { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// Deceleration ended.
    func notifyDidEndDecelerating() {
        didEndDecelerating()
        delegate?.scrollViewDidEndDecelerating(self)
        forEachScrollObserver { $0.scrollViewDidEndDecelerating(self) }
    }

    /// An animation ended.
    func notifyDidEndScrollingAnimation() {
        didEndScrollingAnimation()
        delegate?.scrollViewDidEndScrollingAnimation(self)
        forEachScrollObserver { $0.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Whether the subclass and the delegate both allow scrolling to the top.
    func askShouldScrollToTop() -> Bool {
        guard shouldScrollToTop() else { return false }
        return delegate?.scrollViewShouldScrollToTop(self) ?? true
    }

    /// Scrolling to the top finished.
    func notifyDidScrollToTop() {
        didScrollToTop()
        delegate?.scrollViewDidScrollToTop(self)
        forEachScrollObserver { $0.scrollViewDidScrollToTop(self) }
    }

    /// Zooming begins.
    func notifyWillBeginZooming(with view: UIView?) {
        willBeginZooming(with: view)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        forEachScrollObserver { $0.scrollViewWillBeginZooming(self, with: view) }
    }

    /// Zooming ended.
    func notifyDidEndZooming(with view: UIView?, atScale scale: CGFloat) {
        didEndZooming(with: view, atScale: scale)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        forEachScrollObserver { $0.scrollViewDidEndZooming(self, with: view, atScale: scale) }
    }

    /// The adjusted inset changed (called by `adjustedContentInsetDidChange()`).
    func notifyDidChangeAdjustedContentInset() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        forEachScrollObserver { $0.scrollViewDidChangeAdjustedContentInset(self) }
    }
}
