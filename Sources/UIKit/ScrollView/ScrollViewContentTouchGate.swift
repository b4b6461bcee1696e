import Foundation

/// Holds touches that begin on a scroll view's content back for 150 ms (`delaysContentTouches`, UIKit's
/// private `UIScrollViewDelayedTouchesBeganGestureRecognizer`), then asks
/// `touchesShouldBegin(_:with:in:)`: yes releases the touch to the content view (the recognizer fails),
/// no swallows it (the recognizer "recognizes" and its view never hears of the touch). A drag recognized
/// first makes it fail with the touch claimed by the pan, so the content never sees it. A touch that
/// lifts before the delay is decided at once (a quick tap still reaches a button: began, then ended).
/// Without `delaysContentTouches` it decides when the touch begins. It never prevents other recognizers.
/// Not public API.
@MainActor
final class ScrollViewContentTouchGate: UIGestureRecognizer {
    /// The delay before content views get a touch, in seconds (UIKit's is about 150 ms, undocumented).
    static let delay: TimeInterval = 0.15

    /// The scroll view that owns the recognizer.
    weak var scrollView: UIScrollView?
    /// Whether the current touch was released to a content view (a drag must then ask to cancel it).
    private(set) var contentHasTouches = false
    private var touch: UITouch?
    private var touchEvent: UIEvent?

    /// Creates the gate.
    override init() {
        super.init()
        cancelsTouchesInView = true
        delaysTouchesEnded = true
    }

    /// Holds (or decides at once) a touch on a content view; touches on the scroll view itself pass.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touch == nil, let first = touches.first else { return }
        guard let scrollView, let view = first.view, view !== scrollView else {
            state = .failed
            return
        }
        touch = first
        touchEvent = event
        if delaysTouchesBegan {
            GestureTimers.shared.schedule(at: event.timestamp + ScrollViewContentTouchGate.delay, owner: self) { [weak self] in
                self?.decide()
            }
        } else {
            decide()
        }
    }

    /// A touch that lifts before the delay is decided now.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchEvent = event
        decide()
    }

    /// A cancelled touch is let go.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Asks `touchesShouldBegin(_:with:in:)` and releases or swallows the touch.
    private func decide() {
        guard state == .possible, let scrollView, let touch, let view = touch.view else { return }
        if scrollView.touchesShouldBegin([touch], with: touchEvent, in: view) {
            contentHasTouches = true
            state = .failed
        } else {
            state = .ended
        }
    }

    /// The gate never makes another recognizer fail.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Forgets the touch.
    override func reset() {
        super.reset()
        touch = nil
        touchEvent = nil
        contentHasTouches = false
    }
}
