import Foundation

extension UINavigationController {
    /// The kind of a navigation transition, as UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A view controller was pushed.
        case push = 1
        /// A view controller was popped.
        case pop = 2
    }
}

/// How long `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` animate, as
/// UIKit's `UINavigationControllerHideShowBarDuration` (Apple does not document the value; 0.2 s is iOS's
/// observed one).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2
