import Foundation

/// A direction on screen for moving in text, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable, Hashable {
    /// Toward the right.
    case right = 2
    /// Toward the left.
    case left = 3
    /// Up a line.
    case up = 4
    /// Down a line.
    case down = 5
}
