import Foundation

/// A view controller whose view is a table view, that is the table view's data source and delegate, as
/// UIKit's `UITableViewController` (the class Xcode's template subclasses).
///
/// **Overriding.** Every method of `UITableViewDataSource`, `UITableViewDelegate` and
/// `UIScrollViewDelegate` is declared here as an `open` method, so a subclass writes
/// `override func tableView(_:numberOfRowsInSection:)`, `override func scrollViewDidScroll(_:)` and so
/// on, exactly as on iOS. Each behaves as UIKit does when the method is missing (it forwards to the
/// protocol's default): one section, no rows; `tableView(_:cellForRowAt:)` traps with UIKit's
/// "unrecognized selector" text if it is ever asked without being overridden.
///
/// **Refresh control.** `refreshControl` is the table view's (`UIScrollView.refreshControl`).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table view (also UIKit's `init()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive (a plain table view).
    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the root view when it is a table view. Reading it loads the view; setting it
    /// replaces the view and makes the controller its data source and delegate where those are nil.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows. Default true (no delegate calls).
    open var clearsSelectionOnViewWillAppear: Bool = true

    /// The table view's pull-to-refresh control (iOS 6).
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? pendingRefreshControl }
        set {
            pendingRefreshControl = newValue
            (viewIfLoaded as? UITableView)?.refreshControl = newValue
        }
    }

    private var pendingRefreshControl: UIRefreshControl?

    /// A storyboard's static cells (`dataMode="static"`), which the data source methods below serve.
    var staticTableContent: NibStaticTableContent?

    /// The root view; a table view set here gets the controller as data source and delegate where unset.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            if let table = newValue as? UITableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
                if let pendingRefreshControl, table.refreshControl == nil { table.refreshControl = pendingRefreshControl }
            }
        }
    }

    /// Creates a `UITableView(frame:style:)` the size of the screen with flexible width and height, the
    /// controller as data source and delegate, and makes it the view (UIKit parity).
    open override func loadView() {
        if loadsViewFromDocument {
            // A storyboard scene's or nib's table view; the controller serves it where the document does not say.
            super.loadView()
            if let table = viewIfLoaded as? UITableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
            }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear`, then calls super.
    open override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
        }
        super.viewWillAppear(animated)
    }

    /// Enters or leaves editing mode, and the table view with it (the Edit button's action).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// The number of rows in `section`: the static cells a storyboard gives, else 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticTableContent.map { section < $0.sections.count ? $0.sections[section].cells.count : 0 } ?? 0
    }

    /// The cell for the row: a storyboard's static cell; else a subclass with rows overrides it. Not
    /// overridden, it traps as UIKit does.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let staticTableContent { return staticTableContent.cell(at: indexPath) }
        raiseCollectionViewException("-[\(String(reflecting: type(of: self))) tableView:cellForRowAtIndexPath:]: unrecognized selector sent to instance",
                                     name: "NSInvalidArgumentException")
    }

    /// The number of sections: a storyboard's static sections, else 1.
    open func numberOfSections(in tableView: UITableView) -> Int {
        staticTableContent?.sections.count ?? TableViewProtocolDefaults.shared.numberOfSections(in: tableView)
    }

    /// The title of `section`'s header (shown when the delegate gives no header view): a static
    /// section's `headerTitle`, else nil.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let sections = staticTableContent?.sections { return section < sections.count ? sections[section].headerTitle : nil }
        return TableViewProtocolDefaults.shared.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The title of `section`'s footer: a static section's `footerTitle`, else nil.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        if let sections = staticTableContent?.sections { return section < sections.count ? sections[section].footerTitle : nil }
        return TableViewProtocolDefaults.shared.tableView(tableView, titleForFooterInSection: section)
    }

    /// Whether the row can be edited (shows its editing control in editing mode). Default true.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, canEditRowAt: indexPath)
    }

    /// Whether the row can be moved (shows the reorder grip in editing mode). Default false (see the type).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// The titles of the section index shown along the trailing edge (plain style). Default nil.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        TableViewProtocolDefaults.shared.sectionIndexTitles(for: tableView)
    }

    /// The section an index title jumps to. Default: `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        TableViewProtocolDefaults.shared.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }

    /// The user committed an insertion or deletion of the row (the editing control or a swipe's Delete);
    /// update the model, then call `deleteRows`/`insertRows`. Default: nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// The user moved a row with its reorder grip; update the model. Default: nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UITableViewDelegate

    /// A cell is about to be displayed.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// A header view is about to be displayed.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        TableViewProtocolDefaults.shared.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// A footer view is about to be displayed.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        TableViewProtocolDefaults.shared.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// A cell was removed from display.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// A header view was removed from display.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        TableViewProtocolDefaults.shared.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// A footer view was removed from display.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        TableViewProtocolDefaults.shared.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    /// The row's height. Default: the table view's `rowHeight` (`automaticDimension`: the cell sizes itself).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let sections = staticTableContent?.sections, indexPath.section < sections.count, indexPath.row < sections[indexPath.section].rowHeights.count,
           let height = sections[indexPath.section].rowHeights[indexPath.row] {
            return height   // a static cell's custom row height
        }
        return TableViewProtocolDefaults.shared.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The header's height. Default: `sectionHeaderHeight` (`automaticDimension`: the style's height).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableViewProtocolDefaults.shared.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The footer's height. Default: `sectionFooterHeight` (`automaticDimension`: the style's height).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        TableViewProtocolDefaults.shared.tableView(tableView, heightForFooterInSection: section)
    }

    /// The estimated height of a row not yet measured. Default: `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableViewProtocolDefaults.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// The estimated header height. Default: `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        TableViewProtocolDefaults.shared.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }

    /// The estimated footer height. Default: `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        TableViewProtocolDefaults.shared.tableView(tableView, estimatedHeightForFooterInSection: section)
    }

    /// A custom header view (dequeue a `UITableViewHeaderFooterView`, or any view). Default nil: the data
    /// source's title, if any, in a standard header.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        TableViewProtocolDefaults.shared.tableView(tableView, viewForHeaderInSection: section)
    }

    /// A custom footer view. Default nil: the data source's footer title, if any.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        TableViewProtocolDefaults.shared.tableView(tableView, viewForFooterInSection: section)
    }

    /// The detail button (`.detailButton`, `.detailDisclosureButton`) of the row was tapped.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Whether the row may highlight on touch down. Default true.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// The row highlighted.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// The row stopped being highlighted.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// The row is about to be selected: return it, another index path to select instead, or nil to
    /// prevent the selection. Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        TableViewProtocolDefaults.shared.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// The row is about to be deselected: return it, another index path, or nil to keep it selected.
    /// Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        TableViewProtocolDefaults.shared.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// The user selected the row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The user deselected the row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didDeselectRowAt: indexPath)
    }

    /// The row's editing style. Default: `.delete` for a row the data source lets edit while the table is
    /// editing, `.none` otherwise (Apple's documentation: "if the delegate doesn't implement this method and
    /// the cell is editable, the cell has the delete style" — editable meaning in editing mode; so outside
    /// editing mode a swipe offers Delete only when the delegate answers `.delete`).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        TableViewProtocolDefaults.shared.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    /// The title of the delete confirmation button. Default "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        TableViewProtocolDefaults.shared.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The actions a swipe toward the trailing edge reveals on the leading side (iOS 11). Default nil.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableViewProtocolDefaults.shared.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The actions a swipe toward the leading edge reveals (iOS 11). Default nil: a Delete action when the
    /// row's editing style is `.delete`.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableViewProtocolDefaults.shared.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// Whether the row's content indents while editing. Default true.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    /// A swipe opened the row's actions.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, willBeginEditingRowAt: indexPath)
    }

    /// The row's swipe actions closed.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        TableViewProtocolDefaults.shared.tableView(tableView, didEndEditingRowAt: indexPath)
    }

    /// Where a row being reordered may go. Default: the proposal.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        TableViewProtocolDefaults.shared.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    /// The row's indentation level. Default 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        TableViewProtocolDefaults.shared.tableView(tableView, indentationLevelForRowAt: indexPath)
    }

    /// Whether the row can take keyboard focus. Default true.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, canFocusRowAt: indexPath)
    }

    /// Whether focusing the row selects it (iOS 15). Default: the table view's `selectionFollowsFocus`.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }

    /// Whether a two-finger pan may start multiple selection at the row (iOS 13). Default false.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        TableViewProtocolDefaults.shared.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// A multiple-selection interaction began at the row.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        TableViewProtocolDefaults.shared.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// The multiple-selection interaction ended.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        TableViewProtocolDefaults.shared.tableViewDidEndMultipleSelectionInteraction(tableView)
    }

    /// The context menu for a long press on the row (iOS 13). Default nil: no menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        TableViewProtocolDefaults.shared.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    /// The preview to lift for the menu (iOS 13). Default nil: the row's cell.
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        TableViewProtocolDefaults.shared.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// The preview the menu shrinks back into (iOS 13). Default nil: the row's cell.
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        TableViewProtocolDefaults.shared.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    /// The user tapped the menu's preview (iOS 13). Default: nothing.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {
        TableViewProtocolDefaults.shared.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    /// The menu is about to appear (iOS 14). Default: nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {
        TableViewProtocolDefaults.shared.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    /// The menu is about to disappear (iOS 14). Default: nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {
        TableViewProtocolDefaults.shared.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    // MARK: UIScrollViewDelegate

    /// The content offset changed, whatever the cause (drag, deceleration, animation, code). Default: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidScroll(scrollView)
    }

    /// The zoom scale changed. Default: nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidZoom(scrollView)
    }

    /// A drag is about to begin (the pan was recognized). Default: nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewWillBeginDragging(scrollView)
    }

    /// The finger lifted after a drag. `velocity` is in points per millisecond (in the offset's
    /// direction); writing `targetContentOffset.pointee` changes where the view comes to rest (ignored
    /// for paging scroll views, as UIKit). Default: nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        TableViewProtocolDefaults.shared.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    /// The drag ended; `decelerate` tells whether the view keeps moving (deceleration, page snap or
    /// bounce back). Default: nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        TableViewProtocolDefaults.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    /// The view starts moving on its own after a drag. Default: nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewWillBeginDecelerating(scrollView)
    }

    /// The view came to rest after decelerating. Default: nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidEndDecelerating(scrollView)
    }

    /// An animation started by `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` or
    /// `zoom(to:animated:)` finished (never sent without animation). Default: nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidEndScrollingAnimation(scrollView)
    }

    /// The view to scale when zooming; `nil` (the default) disables zooming.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        TableViewProtocolDefaults.shared.viewForZooming(in: scrollView)
    }

    /// Zooming of `view` is about to begin. Default: nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        TableViewProtocolDefaults.shared.scrollViewWillBeginZooming(scrollView, with: view)
    }

    /// Zooming ended at `scale`. Default: nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        TableViewProtocolDefaults.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }

    /// Whether a scroll-to-top request may scroll this view. Default: true.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        TableViewProtocolDefaults.shared.scrollViewShouldScrollToTop(scrollView)
    }

    /// The view finished scrolling to the top after a scroll-to-top request. Default: nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidScrollToTop(scrollView)
    }

    /// `adjustedContentInset` changed (iOS 11). Default: nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        TableViewProtocolDefaults.shared.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}
