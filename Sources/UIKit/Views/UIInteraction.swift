import Foundation

/// Something a view does in response to the user, attached with `UIView.addInteraction(_:)`, as UIKit's
/// `UIInteraction` protocol (iOS 11): context menus (`UIContextMenuInteraction`) and the like install
/// their gesture recognizers when they move to a view and remove them when they leave it.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to, or `nil`.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (`nil`: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (`nil`: it was removed).
    func didMove(to view: UIView?)
}
