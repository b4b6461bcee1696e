import Foundation

/// Where the edit menu's arrow points, as UIKit's `UIEditMenuArrowDirection` (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system decides: the menu goes above the target, or below it when there is no room above.
    case automatic = 0
    /// The arrow points up: the menu sits below the target.
    case up = 1
    /// The arrow points down: the menu sits above the target.
    case down = 2
    /// The arrow points left (treated as `automatic` on a phone-sized screen: the bar stays horizontal).
    case left = 3
    /// The arrow points right (treated as `automatic`, as `left`).
    case right = 4
}
