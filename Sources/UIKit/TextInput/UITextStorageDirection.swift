import Foundation

/// A direction in the text's logical (storage) order, with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable, Hashable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the beginning.
    case backward = 1
}
