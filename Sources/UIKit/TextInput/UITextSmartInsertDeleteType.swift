import Foundation

/// Whether spaces are added and removed around pasted words (iOS 11), with UIKit's raw values. Stored only.
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
