import Foundation

extension UISwipeGestureRecognizer {
    /// The directions a swipe may go, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a direction set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right (1 << 0).
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left (1 << 1).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward (1 << 2).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward (1 << 3).
        public static let down = Direction(rawValue: 1 << 3)
    }
}
