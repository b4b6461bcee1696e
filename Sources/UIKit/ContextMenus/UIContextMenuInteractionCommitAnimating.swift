import Foundation

/// The animator passed when the user taps a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating` (iOS 13): choose the commit style and add a completion that
/// shows the previewed content (typically pushing or presenting `previewViewController`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: `.pop` (the default) or `.dismiss`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
