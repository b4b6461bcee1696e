import Foundation

/// Whether autocorrection is on, with UIKit's raw values. Stored; OpenUIKit has no autocorrection.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
