import Foundation

extension UIViewController {
    /// The nearest split view controller among the controller's parents.
    /// - Complexity: O(depth).
    var splitViewControllerImplementation: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
