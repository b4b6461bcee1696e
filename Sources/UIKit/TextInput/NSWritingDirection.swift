import Foundation

/// A base writing direction, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable, Hashable {
    /// The direction of the text's first strong character (Unicode bidirectional algorithm).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
