import Foundation

extension UIContextMenuInteraction {
    /// How a context menu looks, as UIKit's `UIContextMenuInteraction.Appearance` (iOS 14), with UIKit's raw
    /// values.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// A lifted preview over a dimmed, blurred background with the menu beside it.
        case rich = 1
        /// A menu attached to its view without a preview (a button's menu).
        case compact = 2
    }
}
