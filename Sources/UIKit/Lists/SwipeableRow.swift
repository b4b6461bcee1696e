import Foundation

/// A row that swipes to reveal contextual actions (`ListSwipeController`): a list cell of a collection
/// view or a table view cell. Not public API.
@MainActor
protocol SwipeableRow: UIView {
    /// The configuration bookkeeping (its `swipeOffset` slides the row's content; `isSwiped` its state).
    var configurationStorage: CellConfigurationStorage { get }
    /// The view whose presentation shows where the sliding content is.
    var swipeContentView: UIView { get }
    /// The row's swipe controller.
    var swipeController: ListSwipeController { get }
    /// The actions revealed on one side, or nil.
    func swipeActionsConfiguration(leading: Bool) -> UISwipeActionsConfiguration?
    /// The row of the same container (collection or table view) whose actions are open.
    var openSwipeRowInContainer: (any SwipeableRow)? { get set }
    /// Requests a configuration update (the swiped state changed).
    func setNeedsUpdateConfiguration()
    /// Told when the row starts showing actions (true) or finished closing (false).
    func swipeStateChanged(_ swiped: Bool)
}
