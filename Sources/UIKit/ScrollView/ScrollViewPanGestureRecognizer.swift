import Foundation

/// The pan recognizer a scroll view drags with (UIKit's private `UIScrollViewPanGestureRecognizer`): a
/// `UIPanGestureRecognizer` that also tells its scroll view when the first finger lands (tracking
/// starts, motion stops) and when the gesture is over. Not public API; `panGestureRecognizer` exposes
/// it as a `UIPanGestureRecognizer`.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view that owns the recognizer.
    weak var scrollView: UIScrollView?

    /// Creates the recognizer.
    override init() { super.init() }

    /// Starts tracking on the first finger, then tracks the pan.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        if first { scrollView?.trackingBegan() }
    }

    /// Forgets the pan and ends tracking.
    override func reset() {
        super.reset()
        scrollView?.trackingEnded()
    }
}

/// The scroll view's pan delegate (private in UIKit too): decides whether a drag may begin. Not public API.
@MainActor
final class ScrollViewPanDelegate: UIGestureRecognizerDelegate {
    /// The scroll view that owns the recognizer.
    weak var scrollView: UIScrollView?

    /// Asks the scroll view (`panShouldBegin(translation:touchView:)`).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return scrollView.panShouldBegin(translation: pan.translation(in: nil), touchView: pan.activeTouches.first?.view)
    }
}
