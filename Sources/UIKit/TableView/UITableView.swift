import Foundation

/// A scroll view that shows rows in sections, creating cells only for the rows on screen and reusing
/// them as it scrolls.
///
/// UIKit parity: Apple's names, defaults and callback orders (reference B). Linux differences:
/// - `delegate` stays `UIScrollViewDelegate?` (Swift cannot narrow an inherited property's type): assign
///   a `UITableViewDelegate` as on iOS; the table casts it once per assignment and calls its table
///   methods, and it gets every scroll-view callback.
/// - cells leaving the screen stay in the view tree, hidden, while they wait in the reuse queue.
///
/// Geometry: each section keeps its rows as a uniform height plus a Fenwick tree of measured deltas
/// (`TableSectionExtent`), so a million rows cost no per-row memory until rows differ from the estimate,
/// and every position query is O(log n). Heights: with `estimatedRowHeight` non-zero (the default,
/// `automaticDimension`, estimates 44), rows are measured as they come on screen — the delegate's
/// `heightForRowAt` (default: `rowHeight`), and for `automaticDimension` the cell's fitting size
/// (`systemLayoutSizeFitting`); with `estimatedRowHeight == 0`, every row's `heightForRowAt` is asked
/// when the data loads, as UIKit does. Estimates: a delegate that implements
/// `estimatedHeightForRowAt` is asked per row, as UIKit asks it, for the first 10,000 rows when the data
/// loads and for the others a block of 64 rows at a time as they come within a screen of the visible
/// area (so a million-row reload does not call it a million times); rows not yet estimated count at the
/// estimate of their section's first row. `estimatedHeightForHeaderInSection`/`FooterInSection` (or a
/// positive `estimatedSectionHeaderHeight`/`FooterHeight`) defer the real header and footer heights in
/// the same way. When an estimate is replaced, the rows on screen stay put (the offset follows them).
/// - Complexity: a layout pass is O(visible · log n); `reloadData` is O(sections) with estimation on
///   (plus O(10,000 log n) with per-row estimates).
@MainActor
open class UITableView: UIScrollView {
    // MARK: Storage (internal)

    let styleStorage: Style
    weak var tableDelegateStorage: (any UITableViewDelegate)?
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cells, by reuse identifier (see `Nib/UITableView+Nib.swift`).
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Nibs registered for header and footer views, by reuse identifier.
    var headerFooterNibs: [String: UINib] = [:]
    var cellQueues: [String: [UITableViewCell]] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var visibleCellStorage: [IndexPath: UITableViewCell] = [:]
    var visibleHeaderStorage: [Int: UIView] = [:]
    var visibleFooterStorage: [Int: UIView] = [:]
    var geometry = TableGeometry()
    var dataLoaded = false
    /// Which estimates the delegate gives (found when the data loads; see `UITableView+Estimates.swift`).
    var estimatePolicy = TableEstimatePolicy()
    /// Visible cells that asked to be measured again (`selfSizingInvalidation`).
    var pendingSelfSizingCells: Set<ObjectIdentifier> = []
    /// Set while the table resizes those cells (their own invalidations are then ignored).
    var isResizingSelfSizingCells = false
    /// Set by the protocol defaults of the estimate methods while the table probes its delegate.
    var defaultEstimatesAnswered = (row: false, header: false, footer: false)
    var selectedStorage: Set<IndexPath> = []
    var selectionOrder: [IndexPath] = []
    var highlightedStorage: IndexPath?
    var touchTracking: IndexPath?
    var focusedStorage: IndexPath?
    var batch = BatchUpdateRecorder()
    var batchAnimationToken = 0
    var pendingRowAnimations = TableRowAnimations()
    var prefetched: Set<IndexPath> = []
    var lastPrefetchOffset: CGFloat = 0
    var reconfigureTarget: (path: IndexPath, cell: UITableViewCell)?
    var isUpdatingVisibleRows = false
    var explicitSeparatorInset: UIEdgeInsets?
    var isEditingStorage = false
    var lastLayoutOffset: CGFloat = .nan
    var sectionsWithoutHeaderView: Set<Int> = []
    var sectionsWithoutFooterView: Set<Int> = []
    /// Cells of deleted or reloaded rows animating out of a batch update (enqueued when they finish).
    var disappearingCells: [UITableViewCell] = []
    /// The row whose swipe actions are open (at most one), closed by a touch elsewhere or a scroll.
    weak var openSwipeRow: UITableViewCell?
    /// The row being reordered with its grip, if any.
    var reorder: TableReorder?
    /// The section index strip (plain style with index titles).
    var sectionIndexView: TableSectionIndexView?
    var sectionIndexTitlesStorage: [String]?
    /// Cells this table view created (OpenUIKit testing aid for reuse checks).
    var createdCellCount = 0

    // MARK: Initialisers

    /// Creates a table view of `style`.
    ///
    /// UIKit parity: the background is `systemBackground` (plain) or `systemGroupedBackground` (grouped
    /// styles); the table always bounces vertically.
    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
        configureTableView()
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a plain table view from an archive.
    public required init?(coder: NSCoder) {
        styleStorage = (coder as? NibDecoder)?.tableViewStyle ?? .plain
        super.init(coder: coder)
        configureTableView()
    }

    // MARK: Style, data source and delegate

    /// The style given at creation.
    open var style: Style { styleStorage }

    /// Supplies sections, rows and cells; held weakly as on iOS. Setting it reloads the data.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Told ahead of time which rows will be displayed; held weakly.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether prefetching happens (iOS 15). Default true.
    open var isPrefetchingEnabled: Bool = true

    /// The scroll-view delegate; a `UITableViewDelegate` assigned here also gets the table-view callbacks
    /// (see the type's documentation for this Linux difference).
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegateStorage = delegate as? any UITableViewDelegate
            if dataLoaded { reloadData() }
        }
    }

    // MARK: Heights

    /// The height of rows the delegate gives no height for. Default `automaticDimension` (rows size
    /// themselves; a standard cell with one line of body text is 44 pt).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// Whether self-sizing cells resize themselves when their content changes (iOS 16). Default
    /// `.enabled`: `invalidateIntrinsicContentSize()` on a visible cell or its `contentView`, or a new
    /// content configuration, measures the cell again in the next layout pass and animates its row to the
    /// new height; `.enabledIncludingConstraints` also follows Auto Layout changes inside the content view.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// The height of section headers. Default `automaticDimension`: the standard header's fitting height
    /// when the section has a title or header view, and the style's gap otherwise.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The height of section footers. Default `automaticDimension` (see `sectionHeaderHeight`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The estimated height of rows not yet shown. Default `automaticDimension` (44); 0 turns estimation
    /// off, so every row's height is asked when the data loads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The estimated header height. Default `automaticDimension`: unless the delegate gives estimates,
    /// header heights are computed for every section when the data loads (O(sections)); a positive value
    /// stands for the headers until they come near the visible area; 0 turns header estimation off.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The estimated footer height. Default `automaticDimension` (see `estimatedSectionHeaderHeight`).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// Padding above each section header (iOS 15). Default `automaticDimension`: 22 pt in the plain style
    /// above sections that have a header (measured on iOS 15, uikit-behavior-2 B.2), none in the grouped
    /// styles, whose header margins already space the groups.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The height of the empty "filler" rows a plain table draws separators for below its last row
    /// (iOS 15). Default `automaticDimension` (the row height, or 44).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

    // MARK: Separators

    /// How rows are separated. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshVisibleCellChrome() } }

    /// The separators' colour. Default `UIColor.separator`.
    open var separatorColor: UIColor? = .separator { didSet { refreshVisibleCellChrome() } }

    /// The default separator inset of the table's cells (only left and right are used). Default: the
    /// table's margin on the left (16 pt, 20 pt at 414 pt width and wider), 0 on the right.
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: tableMargin, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue; refreshVisibleCellChrome() }
    }

    /// What separator insets are measured from (iOS 11). Default `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { refreshVisibleCellChrome() } }

    // MARK: Backgrounds, table header and footer

    /// A view behind all content that does not scroll; sized to the bounds. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// A view above the first section, as wide as the table (its height is kept).
    open var tableHeaderView: UIView? {
        didSet { replaceChrome(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, as wide as the table (its height is kept). In the plain style it
    /// also hides the separators of the empty filler rows, as on iOS.
    open var tableFooterView: UIView? {
        didSet { replaceChrome(oldValue, with: tableFooterView) }
    }

    /// Whether cells' margins follow the readable width. Default false.
    open var cellLayoutMarginsFollowReadableWidth: Bool = false

    /// Whether cells' content views are inset by the safe area. Default true.
    open var insetsContentViewsToSafeArea: Bool = true { didSet { setNeedsLayout() } }

    // MARK: Section index

    /// The number of rows below which the section index is hidden. Default 0.
    open var sectionIndexMinimumDisplayRowCount: Int = 0 { didSet { reloadSectionIndexTitles() } }

    /// The index titles' colour. Default nil (the tint colour).
    open var sectionIndexColor: UIColor? { didSet { sectionIndexView?.applyColors() } }

    /// The index strip's background when not touched. Default nil (clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndexView?.applyColors() } }

    /// The index strip's background while touched. Default nil (clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { sectionIndexView?.applyColors() } }

    /// Asks the data source for the index titles again and redraws the index.
    open func reloadSectionIndexTitles() { performReloadSectionIndexTitles() }

    // MARK: Selection, editing and focus settings

    /// Whether the user can select rows (outside editing). Default true.
    open var allowsSelection: Bool = true {
        didSet { if !allowsSelection && !isEditing { clearSelection() } }
    }

    /// Whether the user can select several rows (taps toggle). Default false.
    open var allowsMultipleSelection: Bool = false {
        didSet { if !allowsMultipleSelection && selectedStorage.count > 1 && !isEditing { clearSelection() } }
    }

    /// Whether rows can be selected while editing. Default false.
    open var allowsSelectionDuringEditing: Bool = false

    /// Whether several rows can be selected while editing (shows selection circles). Default false.
    open var allowsMultipleSelectionDuringEditing: Bool = false

    /// Whether the table is in editing mode. Setting it is `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: visible rows show (or hide) their editing control — delete (red
    /// minus), insert (green plus) or the multiple-selection circle — their reorder grip and their editing
    /// accessory, the content indents, open swipe actions close and the selection is cleared.
    /// - Complexity: O(visible).
    open func setEditing(_ editing: Bool, animated: Bool) { performSetEditing(editing, animated: animated) }

    /// Whether rows take keyboard focus (arrow keys move it while the table is first responder). Default true.
    open var allowsFocus: Bool = true

    /// Whether rows take keyboard focus while editing. Default true.
    open var allowsFocusDuringEditing: Bool = true

    /// Whether moving focus selects the focused row. Default false.
    open var selectionFollowsFocus: Bool = false

    /// Whether the last focused index path is remembered. Default false.
    open var remembersLastFocusedIndexPath: Bool = false

    // MARK: Reloading

    /// Forgets counts, heights and cells; the next layout pass asks the data source again and shows the
    /// visible rows (visible cells go back to their queues with `didEndDisplaying`).
    /// - Complexity: O(visible) now; O(sections) when the data loads (O(rows) with estimation off).
    open func reloadData() { performReloadData() }

    // MARK: Counts

    /// The number of sections, from the data source's last answer.
    open var numberOfSections: Int { numberOfSectionsImplementation }

    /// The number of rows in `section`, from the data source's last answer; 0 out of range.
    open func numberOfRows(inSection section: Int) -> Int { performNumberOfRows(inSection: section) }

    // MARK: Geometry (UITableView+Queries.swift)

    /// The rectangle of `section`: padding, header, rows and footer (content coordinates).
    /// - Complexity: O(log n).
    open func rect(forSection section: Int) -> CGRect { performRect(forSection: section) }

    /// The rectangle of `section`'s header.
    open func rectForHeader(inSection section: Int) -> CGRect { performRectForHeader(inSection: section) }

    /// The rectangle of `section`'s footer.
    open func rectForFooter(inSection section: Int) -> CGRect { performRectForFooter(inSection: section) }

    /// The rectangle of the row at `indexPath` (`.zero` out of range).
    /// - Complexity: O(log n).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { performRectForRow(at: indexPath) }

    /// The row under `point` (content coordinates), or nil.
    /// - Complexity: O(log s + log n).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { performIndexPathForRow(at: point) }

    /// The index path of a visible `cell`, or nil. - Complexity: O(visible).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { performIndexPath(for: cell) }

    /// The rows intersecting `rect`, in order; nil when there are none.
    /// - Complexity: O(log n + k) for k rows.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { performIndexPathsForRows(in: rect) }

    /// The visible cell of the row at `indexPath`, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { performCellForRow(at: indexPath) }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UITableViewCell] { visibleCellsImplementation }

    /// The index paths of the cells on screen, in order; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsImplementation }

    /// The visible header view of `section`, if it is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderStorage[section] as? UITableViewHeaderFooterView
    }

    /// The visible footer view of `section`, if it is a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterStorage[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scrolling that shows it). A row of
    /// `NSNotFound` scrolls to the section (its header).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        performScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the selected row nearest the top of the visible area (no-op without a selection).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        performScrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }

    // MARK: Batch updates (UITableView+BatchUpdates.swift)

    /// Runs `updates` (inserts, deletes, moves, reloads) as one animated change and checks it against the
    /// data source's new counts, trapping with UIKit's "Invalid update" text when they disagree.
    ///
    /// UIKit parity: deletes and reloads name old index paths, inserts new ones; nested calls act as one;
    /// `completion(true)` runs when the animations end.
    /// - Complexity: O(n + k log k) for n rows in changed sections and k changes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    /// Starts a group of changes committed by the matching `endUpdates()` (calls nest).
    open func beginUpdates() { batch.depth += 1 }

    /// Commits the changes since the outermost `beginUpdates()`.
    open func endUpdates() { performEndUpdates() }

    /// Whether changes are recorded but not yet committed (inside `beginUpdates`/`performBatchUpdates`).
    open var hasUncommittedUpdates: Bool { batch.depth > 0 }

    /// Inserts sections (new indexes).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        performInsertSections(sections, with: animation)
    }

    /// Deletes sections (old indexes).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        performDeleteSections(sections, with: animation)
    }

    /// Reloads sections (old indexes): their rows get new cells.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        performReloadSections(sections, with: animation)
    }

    /// Moves a section from an old index to a new index.
    open func moveSection(_ section: Int, toSection newSection: Int) { performMoveSection(section, toSection: newSection) }

    /// Inserts rows (new index paths).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performInsertRows(at: indexPaths, with: animation)
    }

    /// Deletes rows (old index paths).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performDeleteRows(at: indexPaths, with: animation)
    }

    /// Reloads rows (old index paths): each is asked for a new cell (UIKit: a delete and an insert).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performReloadRows(at: indexPaths, with: animation)
    }

    /// Moves a row from an old index path to a new one.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { performMoveRow(at: indexPath, to: newIndexPath) }

    /// Reruns the data source for visible rows on their existing cells (iOS 15): `dequeueReusableCell`
    /// returns the cell already shown, without `prepareForReuse()`; the rows are measured again.
    open func reconfigureRows(at indexPaths: [IndexPath]) { performReconfigureRows(at: indexPaths) }

    // MARK: Selection (UITableView+Selection.swift)

    /// The selected row (the first selected), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectionOrder.first }

    /// The selected rows in selection order, or nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selectionOrder.isEmpty ? nil : selectionOrder }

    /// Selects a row without calling the delegate, optionally scrolling to it; nil deselects every row.
    ///
    /// UIKit parity: no will/did callbacks and no `selectionDidChangeNotification`; in single selection
    /// the previous row is deselected.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { performDeselectRow(at: indexPath, animated: animated) }

    // MARK: Reuse (UITableView+Reuse.swift)

    /// Registers a nib whose only top-level object is the cell to create for `identifier` (nil removes
    /// it); the latest registration for an identifier, class or nib, wins as in UIKit.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        performRegister(nib, forCellReuseIdentifier: identifier)
    }

    /// Registers the class to create for cells dequeued with `identifier` (a nil class removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        performRegister(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the class to create for header and footer views dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        performRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a nib whose only top-level object is the header or footer view to create for
    /// `identifier` (nil removes it); the latest registration, class or nib, wins. Dequeuing traps with
    /// UIKit's "invalid nib registered" text when the nib holds anything else.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        performRegister(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A queued cell for `identifier`, else a new one of the registered class, else nil.
    /// - Complexity: O(1).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        performDequeueReusableCell(withIdentifier: identifier)
    }

    /// A queued or new cell for `identifier`, sized for `indexPath`; traps with UIKit's message when
    /// nothing is registered for `identifier`.
    /// - Complexity: O(1).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        performDequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// A queued or new header or footer view for `identifier` (from its registered class or nib), or nil
    /// when nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        performDequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    // MARK: - UIView

    /// Loads the data if needed and shows the visible rows, headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleRows()
    }

    // MARK: - UIResponder

    /// Touch down on a row highlights it (after `shouldHighlightRowAt`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { trackingTouchBegan(at: touch.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    /// A moving touch keeps the highlight (a drag that scrolls cancels it).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }

    /// Lift selects or deselects the highlighted row (will/did in UIKit's order) and unhighlights it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { trackingTouchEnded(at: touch.location(in: self)) }
        super.touchesEnded(touches, with: event)
    }

    /// A cancelled touch (a drag began) unhighlights without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchCancelled()
        super.touchesCancelled(touches, with: event)
    }

    /// Arrow keys move focus when `allowsFocus`; Return or Space selects the focused row; other keys scroll.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses where !handleFocusKey(press) { unhandled.insert(press) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: - UIScrollView

    /// Closes an open swipe row when scrolling starts, as UIKit.
    open override func willBeginDragging() {
        super.willBeginDragging()
        if let open = openSwipeRow { open.swipe.close(animated: true) }
    }
}
