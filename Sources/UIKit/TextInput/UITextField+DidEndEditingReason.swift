import Foundation

extension UITextField {
    /// Why editing ended (iOS 10), with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The user or the app ended editing normally.
        case committed = 0
        /// Editing was cancelled (the field left its window, for example).
        case cancelled = 1
    }
}
