import Foundation

/// Everything a scroll view moves by itself, plus the drag in progress. Not public API.
struct ScrollMotionState {
    /// Which axis a directional-lock drag is held to.
    enum Lock {
        case none
        case horizontal
        case vertical
    }

    /// Decelerations and springs per axis.
    var x = ScrollAxisMotion()
    var y = ScrollAxisMotion()
    /// An offset (and zoom) animation in progress.
    var animation: ScrollAnimation?
    /// Where wheel scrolling is heading, and when the last wheel frame ran.
    var wheelTarget: CGPoint?
    var lastWheelTime: Double?
    /// Whether the axes move only to settle after a touch stopped the view (no delegate events).
    var isSilentSettle = false

    /// The pan translation when the drag began (the content moves from there, without the hysteresis).
    var translationAtBegin = CGPoint.zero
    /// The unbanded offset the drag started from.
    var dragRawStart = CGPoint.zero
    /// The offset when the drag began (paging moves at most one page from it).
    var dragStartOffset = CGPoint.zero
    var lock = Lock.none
    /// Whether two fingers are pinching (the pinch moves the offset; the pan only follows along).
    var isPinching = false
    /// Whether a pinch happened during the current drag (its release then does not fling).
    var pinchedDuringDrag = false

    /// Whether anything moves the offset by itself.
    var isMoving: Bool { x.isActive || y.isActive || animation != nil || wheelTarget != nil }

    /// Stops every motion where it is.
    mutating func stopAll() {
        x.stop()
        y.stop()
        animation = nil
        wheelTarget = nil
        lastWheelTime = nil
        isSilentSettle = false
    }
}

/// An animated offset (and optionally zoom) change. Not public API.
struct ScrollAnimation {
    /// What started it, which decides the callback at its end.
    enum Kind {
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keyboard scrolling:
        /// `scrollViewDidEndScrollingAnimation`.
        case programmatic
        /// A scroll-to-top request: `scrollViewDidScrollToTop`.
        case scrollToTop
        /// `setZoomScale(_:animated:)` / `zoom(to:animated:)`, and a pinch's bounce back:
        /// `scrollViewDidEndZooming`.
        case zoom
    }

    var kind: Kind
    var from: CGPoint
    var to: CGPoint
    var fromScale: CGFloat
    var toScale: CGFloat
    var start: Double
    var duration: Double

    /// The length of offset animations, in seconds (UIKit's is about this; not documented).
    static let standardDuration: Double = 0.3
}
