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

/// The delegate of the scroll view's pan and pinch (private in UIKit too): decides whether a drag or a
/// pinch may begin, and lets the two run together. Not public API.
@MainActor
final class ScrollViewPanDelegate: UIGestureRecognizerDelegate {
    /// The scroll view that owns the recognizer.
    weak var scrollView: UIScrollView?

    /// Asks the scroll view: `panShouldBegin(translation:touchView:)` for the pan, `canZoom` for the pinch.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        if gestureRecognizer === scrollView.scrollPinch { return scrollView.isScrollEnabled && scrollView.canZoom }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return scrollView.panShouldBegin(translation: pan.translation(in: nil), touchView: pan.activeTouches.first?.view)
    }

    /// The pan and the pinch of one scroll view work together (two fingers pan while they pinch).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        let mine: [UIGestureRecognizer] = [scrollView.scrollPan, scrollView.scrollPinch]
        return mine.contains { $0 === gestureRecognizer } && mine.contains { $0 === otherGestureRecognizer }
    }
}
