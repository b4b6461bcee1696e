import Foundation

/// Told when a search controller is presented and dismissed, as UIKit's `UISearchControllerDelegate`.
/// Every method is optional (has a default that does nothing).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search interface is about to show.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface has shown (after its animation).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to hide.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface has hidden.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
