import Foundation

/// The actions a swiped list row reveals.
///
/// Parity: UIKit's `UISwipeActionsConfiguration(actions:)`; `performsFirstActionWithFullSwipe` defaults
/// to true. The first action sits nearest the swiped edge.
/// - Complexity: O(1).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first nearest the edge.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with actions.
    /// - Complexity: O(1).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
