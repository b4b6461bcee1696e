import Foundation

/// Whether spell checking is on, with UIKit's raw values. Stored; OpenUIKit has no spell checker.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
