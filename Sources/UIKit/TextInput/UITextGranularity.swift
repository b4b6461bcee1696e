import Foundation

/// A unit of text that the tokenizer moves and measures by, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable, Hashable {
    /// A user-perceived character (grapheme cluster).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A laid-out line.
    case line = 4
    /// The whole text.
    case document = 5
}
