import Foundation

extension UITabBar {
    /// How a tab bar places its items, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on a compact width, centred on a regular one.
        case automatic = 0
        /// The items share the whole width.
        case fill = 1
        /// The items are centred with the appearance's width and spacing.
        case centered = 2
    }
}
