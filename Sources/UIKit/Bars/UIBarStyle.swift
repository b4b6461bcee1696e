import Foundation

/// The bar's style, as UIKit's `UIBarStyle`: light (`.default`) or dark (`.black`) chrome.
public enum UIBarStyle: Int, Sendable {
    /// Light chrome with dark text.
    case `default` = 0
    /// Dark chrome with light text.
    case black = 1
}
