import Foundation

/// Lets an edit menu's delegate animate alongside its appearance or disappearance, as UIKit's
/// `UIEditMenuInteractionAnimating` (iOS 16): animations added run with the menu's fade, completions
/// after it.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations that run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block that runs when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
