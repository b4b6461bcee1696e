import Foundation

extension UISplitViewController {
    /// Whether the display-mode button shows in the secondary column's navigation bar, as UIKit's
    /// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5), with UIKit's raw values.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The split view decides: the button shows while expanded, except in the tile behaviour with
        /// `presentsWithGesture` off. The default.
        case automatic = 0
        /// The button never shows.
        case never = 1
        /// The button shows whenever the split view is expanded, even with `presentsWithGesture` off.
        case always = 2
    }
}
