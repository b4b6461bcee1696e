import Foundation

/// What happens to a context menu's preview when the user taps it, as UIKit's
/// `UIContextMenuInteractionCommitStyle` (iOS 13), with UIKit's raw values.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview dismiss, shrinking back to the view.
    case dismiss = 0
    /// The preview grows into the view controller the app shows (the default).
    case pop = 1
}
