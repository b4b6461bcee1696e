import Foundation

/// When the keyboard turns on Shift automatically, with UIKit's raw values. Stored by text controls; a desktop keyboard has no automatic Shift, so OpenUIKit never capitalises on its own.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence (the default of text fields and views).
    case sentences = 2
    /// Always.
    case allCharacters = 3
}
