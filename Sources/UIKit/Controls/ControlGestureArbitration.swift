import Foundation

/// Which gesture recognizers of other views a control refuses for touches on it, as UIKit's controls do
/// (Apple's UIGestureRecognizer documentation, "Interacting with other controls": "controls beat parent gesture recognizers for their default gesture"): buttons,
/// switches, segmented controls and steppers refuse single-finger single taps, sliders, switches and segmented controls refuse pans and swipes.
/// Recognizers attached to the control itself are never refused. Not public API.
@MainActor
enum ControlGestureArbitration {
    /// Whether `recognizer` is a single-finger single tap.
    static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `recognizer` is a pan or a swipe.
    static func isPanOrSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer
    }

    /// Whether a control that drags (segmented controls, switches) refuses `recognizer`: a single tap, a
    /// pan or a swipe of another view.
    static func dragControl(_ control: UIControl, refuses recognizer: UIGestureRecognizer) -> Bool {
        recognizer.view !== control && (isSingleTap(recognizer) || isPanOrSwipe(recognizer))
    }
}
