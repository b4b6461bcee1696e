import Foundation

/// Many listeners for one scroll view (OpenUIKit additions beyond UIKit).
extension UIScrollView {
    /// Adds `observer` to the objects that receive every scroll-delegate event (`scrollViewDidScroll`,
    /// dragging, deceleration, animation, zooming, scroll-to-top, adjusted insets), after the subclass
    /// methods and the delegate, without replacing `delegate`. Questions (`viewForZooming(in:)`,
    /// `scrollViewShouldScrollToTop(_:)`) are only asked of the delegate, and an observer's writes to
    /// `targetContentOffset` are ignored.
    ///
    /// The observer is held weakly (it stops receiving events when it is deallocated). Adding it again
    /// returns its existing token. Observers may add or remove observers (themselves included) during a
    /// callback: a removed observer gets no further calls, an added one starts with the next event.
    /// OpenUIKit addition.
    /// - Complexity: O(observers).
    @discardableResult
    public func addScrollObserver(_ observer: any UIScrollViewDelegate) -> ScrollObserverToken {
        scrollObserverEntries.removeAll { $0.observer == nil }
        if let existing = scrollObserverEntries.first(where: { $0.observer === observer && !$0.isRemoved }) {
            return ScrollObserverToken(id: existing.id)
        }
        nextScrollObserverID += 1
        scrollObserverEntries.append(ScrollObserverEntry(id: nextScrollObserverID, observer: observer))
        return ScrollObserverToken(id: nextScrollObserverID)
    }

    /// Removes the registration `token` names; nothing happens when it is already gone. OpenUIKit addition.
    /// - Complexity: O(observers).
    public func removeScrollObserver(_ token: ScrollObserverToken) {
        for entry in scrollObserverEntries where entry.id == token.id { entry.isRemoved = true }
        scrollObserverEntries.removeAll { $0.id == token.id }
    }

    /// Removes `observer` (also from its `deinit`); nothing happens when it is not registered. OpenUIKit
    /// addition.
    /// - Complexity: O(observers).
    public func removeScrollObserver(_ observer: any UIScrollViewDelegate) {
        let id = ObjectIdentifier(observer)
        for entry in scrollObserverEntries where entry.observerID == id { entry.isRemoved = true }
        scrollObserverEntries.removeAll { $0.isRemoved }
    }

    /// The live scroll observers, in the order they were added. OpenUIKit addition.
    public var scrollObservers: [any UIScrollViewDelegate] {
        scrollObserverEntries.compactMap { $0.isRemoved ? nil : $0.observer }
    }
}
