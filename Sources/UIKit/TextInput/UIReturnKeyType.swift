import Foundation

/// The title of the keyboard's Return key, with UIKit's raw values. Stored: a hardware Return key has no title; Return behaves the same whatever the type.
public enum UIReturnKeyType: Int, Sendable, Hashable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue" (iOS 9).
    case `continue` = 11
}
