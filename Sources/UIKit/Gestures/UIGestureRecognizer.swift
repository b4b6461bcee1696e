import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: attached to a view, it sees
/// the touches of that view and its subviews before the views do and turns them into a gesture.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognized yet (the initial state).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (continuous) or was recognized (discrete).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5

        /// A discrete gesture's success, the same value as `ended`.
        public static var recognized: State { .ended }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// The current state. Only subclasses write it, as in UIKit.
    open var state: State = .possible

    /// Creates a recognizer with no action.
    public override init() { super.init() }
}
