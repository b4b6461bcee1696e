import Foundation

/// Where an animator's animations ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values (a reversed animator, or `finishAnimation(at: .start)`).
    case start = 1
    /// Where they were when finished.
    case current = 2
}
