import Foundation

/// Told about display, heights, header and footer views, selection, highlight, editing, swipe actions,
/// moves and focus in a table view; refines `UIScrollViewDelegate`.
///
/// Covariant delegate (documented Linux difference, as `UICollectionViewDelegate`): Swift cannot redeclare
/// `UITableView.delegate` with this narrower type, so `delegate` stays `UIScrollViewDelegate?` and the
/// table view casts what is assigned: assigning a `UITableViewDelegate` works as on iOS, it gets every
/// scroll-view callback, and the table view calls the methods below on it. Every method has a default
/// (the replacement for `@objc optional`) that matches UIKit's behaviour when the method is missing.
/// Heights: the defaults answer the table view's `rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`
/// and estimates, so a delegate that implements none of them gets the table view's properties.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: Display
    /// A cell is about to be displayed.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view is about to be displayed.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to be displayed.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A cell was removed from display.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header view was removed from display.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view was removed from display.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: Heights
    /// The row's height. Default: the table view's `rowHeight` (`automaticDimension`: the cell sizes itself).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height. Default: `sectionHeaderHeight` (`automaticDimension`: the style's height).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height. Default: `sectionFooterHeight` (`automaticDimension`: the style's height).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The estimated height of a row not yet measured. Default: `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The estimated header height. Default: `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The estimated footer height. Default: `estimatedSectionFooterHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views
    /// A custom header view (dequeue a `UITableViewHeaderFooterView`, or any view). Default nil: the data
    /// source's title, if any, in a standard header.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view. Default nil: the data source's footer title, if any.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // MARK: Accessories
    /// The detail button (`.detailButton`, `.detailDisclosureButton`) of the row was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Highlight and selection
    /// Whether the row may highlight on touch down. Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row stopped being highlighted.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected: return it, another index path to select instead, or nil to
    /// prevent the selection. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row is about to be deselected: return it, another index path, or nil to keep it selected.
    /// Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing
    /// The row's editing style. Default: `.delete` for a row the data source lets edit while the table is
    /// editing, `.none` otherwise (Apple's documentation: "if the delegate doesn't implement this method and
    /// the cell is editable, the cell has the delete style" — editable meaning in editing mode; so outside
    /// editing mode a swipe offers Delete only when the delegate answers `.delete`).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the delete confirmation button. Default "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions a swipe toward the trailing edge reveals on the leading side (iOS 11). Default nil.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe toward the leading edge reveals (iOS 11). Default nil: a Delete action when the
    /// row's editing style is `.delete`.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Whether the row's content indents while editing. Default true.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe opened the row's actions.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row being reordered may go. Default: the proposal.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The row's indentation level. Default 0.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // MARK: Context menus (iOS 13; defaults in UITableView+ContextMenu.swift)
    /// The context menu for a long press on the row at `point` (the table's coordinates). Default nil: no menu.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The preview to lift for the menu. Default nil: the row's cell.
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview the menu shrinks back into. Default nil: the row's cell.
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the menu's preview. Default: nothing.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to appear (iOS 14). Default: nothing.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to disappear (iOS 14). Default: nothing.
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)

    // MARK: Focus
    /// Whether the row can take keyboard focus. Default true.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether focusing the row selects it (iOS 15). Default: the table view's `selectionFollowsFocus`.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    // MARK: Multiple-selection interaction
    /// Whether a two-finger pan may start multiple selection at the row (iOS 13). Default false.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A multiple-selection interaction began at the row.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The multiple-selection interaction ended.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
}

extension UITableViewDelegate {
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Default: the table view's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Default: the table view's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// Default: the table view's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Default: the table view's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultEstimateAnswered(.row)
        return tableView.estimatedRowHeight
    }
    /// Default: the table view's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.noteDefaultEstimateAnswered(.header)
        return tableView.estimatedSectionHeaderHeight
    }
    /// Default: the table view's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.noteDefaultEstimateAnswered(.footer)
        return tableView.estimatedSectionFooterHeight
    }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Default: true.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Default: `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: `.delete` while editing for rows the data source lets edit, else `.none`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView.isEditing && (tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? false) ? .delete : .none
    }
    /// Default: "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Default: nil.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Default: true.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Default: the proposal.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    /// Default: 0.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Default: true.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: the table view's `selectionFollowsFocus`.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    /// Default: false.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
}
