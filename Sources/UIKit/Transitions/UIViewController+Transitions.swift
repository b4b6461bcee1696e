import Foundation

extension UIViewController {
    /// The controller's own transition's coordinator, else its parent's, as UIKit looks it up.
    /// - Complexity: O(depth of the controller in its parents).
    var transitionCoordinatorImplementation: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let c = controller {
            if let coordinator = c.transitionCoordinatorStorage { return coordinator }
            controller = c.parentStorage
        }
        return nil
    }
}
