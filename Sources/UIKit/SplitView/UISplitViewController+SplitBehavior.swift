import Foundation

extension UISplitViewController {
    /// How the sidebars share the space with the secondary column, as UIKit's
    /// `UISplitViewController.SplitBehavior` (iOS 14). Each allows three display modes: `.tile`
    /// `secondaryOnly`/`oneBesideSecondary`/`twoBesideSecondary`, `.overlay`
    /// `secondaryOnly`/`oneOverSecondary`/`twoOverSecondary`, `.displace`
    /// `secondaryOnly`/`oneBesideSecondary`/`twoDisplaceSecondary`.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split view from its size (`splitBehavior` never reports it).
        case automatic = 0
        /// The sidebars and the secondary side by side; the secondary stays interactive.
        case tile = 1
        /// The sidebars over the dimmed secondary.
        case overlay = 2
        /// The sidebars push the dimmed secondary partly off screen.
        case displace = 3
    }
}
