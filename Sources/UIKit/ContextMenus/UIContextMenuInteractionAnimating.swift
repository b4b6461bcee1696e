import Foundation

/// The animator a context menu passes to its delegate's will-display and will-end callbacks, as UIKit's
/// `UIContextMenuInteractionAnimating` (iOS 13): add animations that run alongside the menu's own, and
/// completions that run when it finishes.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the preview provider made, or `nil` when the view itself is lifted.
    var previewViewController: UIViewController? { get }
    /// Adds an animation block that runs with the menu's appearance or dismissal animation.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block that runs when the menu's animation finishes.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
