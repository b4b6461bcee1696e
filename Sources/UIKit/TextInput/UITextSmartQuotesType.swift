import Foundation

/// Whether straight quotes become typographic ones as you type (iOS 11), with UIKit's raw values. Stored only.
public enum UITextSmartQuotesType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
