import Foundation

/// Receives a scroll view's scrolling, dragging, deceleration and zooming events, as UIKit's
/// `UIScrollViewDelegate`. Every method is optional through the defaults below (Swift's replacement for
/// `@objc optional`).
///
/// Order for a flick (Apple's UIScrollViewDelegate documentation): `scrollViewWillBeginDragging`, `scrollViewDidScroll` per finger
/// move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then (when it keeps moving)
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame and `scrollViewDidEndDecelerating`.
///
/// The same protocol types scroll observers (`UIScrollView.addScrollObserver(_:)`, an OpenUIKit
/// addition); observers' answers to the questions (`viewForZooming(in:)`,
/// `scrollViewShouldScrollToTop(_:)`) are not asked for, only the delegate answers.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, whatever the cause (drag, deceleration, animation, code). Default: nothing.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed. Default: nothing.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to begin (the pan was recognized). Default: nothing.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag. `velocity` is in points per millisecond (in the offset's
    /// direction); writing `targetContentOffset.pointee` changes where the view comes to rest (ignored
    /// for paging scroll views, as UIKit). Default: nothing.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the view keeps moving (deceleration, page snap or
    /// bounce back). Default: nothing.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The view starts moving on its own after a drag. Default: nothing.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The view came to rest after decelerating. Default: nothing.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` or
    /// `zoom(to:animated:)` finished (never sent without animation). Default: nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; `nil` (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming of `view` is about to begin. Default: nothing.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`. Default: nothing.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a scroll-to-top request may scroll this view. Default: true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The view finished scrolling to the top after a scroll-to-top request. Default: nothing.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed (iOS 11). Default: nothing.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: does nothing (the target stays the projected resting point).
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Default: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: `nil` (no zooming).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Default: does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
