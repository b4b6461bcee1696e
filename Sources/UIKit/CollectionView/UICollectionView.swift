import Foundation

/// A scroll view that shows items laid out by a `UICollectionViewLayout`, creating cells only for what is
/// visible and reusing them as it scrolls.
///
/// UIKit parity: same API names, defaults and callback orders (Apple's UICollectionView documentation). Linux differences:
/// - `delegate` stays `UIScrollViewDelegate?` (Swift cannot narrow an inherited property's type): assign a
///   `UICollectionViewDelegate` as on iOS; the collection view casts it once per assignment and calls its
///   collection-specific methods, and a subclass can still use the scroll-view subclass hooks
///   (`didScroll()` …) for its own scroll behaviour while a view controller stays the delegate.
/// - nib registration (`register(_: UINib?, …)`) comes with XIB loading.
/// - views leaving the screen stay in the view tree, hidden, while they wait in the reuse queue.
///
/// - Complexity: a layout pass costs one layout rect query plus O(visible) work; only visible elements have
///   views.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: Storage (internal)

    var layoutStorage: UICollectionViewLayout
    weak var collectionDelegateStorage: (any UICollectionViewDelegate)?
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Nibs registered for cells, by reuse identifier (see `Nib/UICollectionView+Nib.swift`).
    var cellNibs: [String: UINib] = [:]
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    var cellQueues: [String: [UICollectionViewCell]] = [:]
    var supplementaryQueues: [ElementKey: [UICollectionReusableView]] = [:]
    var visibleCellStorage: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryStorage: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecorationStorage: [ElementKey: UICollectionReusableView] = [:]
    var decorationQueues: [String: [UICollectionReusableView]] = [:]
    var counts: [Int]?
    var layoutNeedsPrepare = true
    var lastLayoutBounds: CGRect = .null
    var selectedStorage: Set<IndexPath> = []
    var selectionOrder: [IndexPath] = []
    var highlightedStorage: IndexPath?
    /// The list row whose swipe actions are open (at most one per collection view, as UIKit); a touch
    /// elsewhere in the collection view or a scroll closes it.
    weak var openSwipeRow: UICollectionViewListCell?
    var touchTracking: IndexPath?
    var focusedStorage: IndexPath?
    var batch = BatchUpdateRecorder()
    var animator: CollectionUpdateAnimator?
    var prefetched: Set<IndexPath> = []
    var lastPrefetchOffset: CGPoint = .zero
    var dequeueAttributes: UICollectionViewLayoutAttributes?
    var reconfigureTarget: (path: IndexPath, cell: UICollectionViewCell)?
    var isUpdatingVisibleElements = false
    /// Visible self-sizing cells that asked to be measured again (`selfSizingInvalidation`).
    var pendingSelfSizingCells: Set<ObjectIdentifier> = []
    /// Set while the collection view measures and places the cells that asked to be measured again.
    var isResizingSelfSizingCells = false
    /// The interactive movement in progress (`beginInteractiveMovementForItem(at:)`), if any.
    var interactiveMovement: InteractiveMovement?
    /// Reusable views this collection view created (OpenUIKit testing aid for reuse checks).
    var createdViewCount = 0

    // MARK: Initialisers

    /// Creates a collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
        alwaysBounceVertical = false
        ListContextMenuBridge.install(on: self)
    }

    /// Creates a collection view from an archive, with a flow layout until the archive's layout is loaded.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
        ListContextMenuBridge.install(on: self)
    }

    // MARK: Layout, data source and delegate

    /// The layout; setting it replaces the layout without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout, moving visible cells to their new frames (animated when asked).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout and calls `completion` when the transition ends.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        transition(to: layout, animated: animated, completion: completion)
    }

    /// Supplies counts, cells and supplementary views; held weakly as on iOS.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Told ahead of time which items will be displayed; held weakly.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether prefetching happens. Default true.
    open var isPrefetchingEnabled: Bool = true

    /// The scroll-view delegate; a `UICollectionViewDelegate` assigned here also gets the collection-view
    /// callbacks (see the type's documentation for this Linux difference).
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet { collectionDelegateStorage = delegate as? any UICollectionViewDelegate }
    }

    /// The delegate as a `UICollectionViewDelegate`, when it is one.
    var collectionDelegate: (any UICollectionViewDelegate)? { collectionDelegateStorage }

    /// The delegate as a flow-layout delegate, when it is one.
    var flowDelegate: (any UICollectionViewDelegateFlowLayout)? { collectionDelegateStorage as? any UICollectionViewDelegateFlowLayout }

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

    /// Forgets cached counts and cells; the next layout pass asks the data source again.
    ///
    /// UIKit parity: visible cells go back to their queues and running update animations end.
    open func reloadData() { reloadAllData() }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one animated change and checks it against the
    /// data source's new counts, trapping with UIKit's "Invalid update" text when they disagree.
    ///
    /// UIKit parity: nested calls behave as one; deletes and reloads name old index paths, inserts new ones,
    /// moves old to new; `completion(true)` runs when the animations end (`false` when interrupted).
    /// - Complexity: O(n + k log k) for n items and k changes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    // MARK: Selection and focus settings

    /// Whether the user can select items. Default true.
    open var allowsSelection: Bool = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether the user can select several items (taps then toggle). Default false.
    open var allowsMultipleSelection: Bool = false {
        didSet { if !allowsMultipleSelection && selectedStorage.count > 1 { clearSelection() } }
    }

    /// Whether the collection view is in editing mode (iOS 14). Default false.
    ///
    /// UIKit parity: a change updates the visible cells' `configurationState.isEditing` (their
    /// configurations update) and lays them out again (list accessories shown `.whenEditing` or
    /// `.whenNotEditing` appear or go).
    open var isEditing: Bool = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellStorage.values {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
        }
    }

    /// Whether items can be selected while editing. Default false.
    open var allowsSelectionDuringEditing: Bool = false

    /// Whether several items can be selected while editing. Default false.
    open var allowsMultipleSelectionDuringEditing: Bool = false

    /// Whether items take keyboard focus (arrow keys move it while the collection view is first responder).
    ///
    /// Default true (UIKit's default on iPad with a keyboard and on Mac Catalyst).
    open var allowsFocus: Bool = true

    /// Whether moving focus selects the focused item. Default false.
    open var selectionFollowsFocus: Bool = false

    /// Whether the last focused index path is remembered. Default false.
    open var remembersLastFocusedIndexPath: Bool = false

    /// How self-sizing cells resize when their content changes (iOS 16); `.enabled` by default:
    /// `invalidateIntrinsicContentSize()` on a visible self-sizing cell or its `contentView`, or a new
    /// content configuration, measures the cell again in the next layout pass and moves the items after
    /// it, animated. See `UICollectionView+SelfSizing.swift`.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    // MARK: - UIView

    /// Runs the collection view's layout pass: prepares the layout if invalid and shows the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        resizeInvalidatedSelfSizingCells()
        updateVisibleElements()
    }

    // MARK: - UIScrollView

    /// Lets the layout adjust where a fling stops (`targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`) before the delegate sees the target, as UIKit does when paging is off.
    open override func willEndDragging(withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        super.willEndDragging(withVelocity: velocity, targetContentOffset: targetContentOffset)
        guard !isPagingEnabled else { return }
        ensureLayout()
        targetContentOffset.pointee = layoutStorage.targetContentOffset(forProposedContentOffset: targetContentOffset.pointee,
                                                                        withScrollingVelocity: velocity)
    }

    // MARK: - UIResponder

    /// Touch down on an item highlights it (after `shouldHighlightItemAt`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { trackingTouchBegan(at: touch.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    /// A moving touch keeps the highlight (a drag that scrolls cancels it).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }

    /// Lift selects or deselects the highlighted item and unhighlights it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { trackingTouchEnded(at: touch.location(in: self)) }
        super.touchesEnded(touches, with: event)
    }

    /// A cancelled touch (a drag began) unhighlights without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchCancelled()
        super.touchesCancelled(touches, with: event)
    }

    /// Arrow keys move focus when `allowsFocus`; Return or Space selects the focused item; other keys scroll.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses where !handleFocusKey(press) { unhandled.insert(press) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Forwards to UICollectionView+BatchUpdates.swift

    /// Inserts sections (new indexes); outside `performBatchUpdates` it is a batch of its own.
    open func insertSections(_ sections: IndexSet) { performInsertSections(sections) }

    /// Deletes sections (old indexes).
    open func deleteSections(_ sections: IndexSet) { performDeleteSections(sections) }

    /// Reloads sections (old indexes): their cells are replaced.
    open func reloadSections(_ sections: IndexSet) { performReloadSections(sections) }

    /// Moves a section from an old index to a new index.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        performMoveSection(section, toSection: newSection)
    }

    /// Inserts items (new index paths).
    open func insertItems(at indexPaths: [IndexPath]) { performInsertItems(at: indexPaths) }

    /// Deletes items (old index paths).
    open func deleteItems(at indexPaths: [IndexPath]) { performDeleteItems(at: indexPaths) }

    /// Reloads items (old index paths): each gets a newly dequeued cell.
    open func reloadItems(at indexPaths: [IndexPath]) { performReloadItems(at: indexPaths) }

    /// Moves an item from an old index path to a new one.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performMoveItem(at: indexPath, to: newIndexPath)
    }

    /// Reruns the data source for visible items on their existing cells (iOS 15): `dequeueReusableCell`
    /// returns the cell already shown, without `prepareForReuse()`.
    ///
    /// UIKit parity: index paths name the state after the batch when called inside one.
    open func reconfigureItems(at indexPaths: [IndexPath]) { performReconfigureItems(at: indexPaths) }

    // MARK: Forwards to UICollectionView+Focus.swift

    /// The item with keyboard focus, if any (OpenUIKit addition; UIKit exposes it through the focus engine).
    open var indexPathForFocusedItem: IndexPath? { focusedStorage }

    // MARK: Forwards to UICollectionView+InteractiveMovement.swift

    /// Starts moving the item at `indexPath` interactively; returns whether movement began.
    ///
    /// UIKit parity: false when no data source is set, the index path is out of range, the data source's
    /// `collectionView(_:canMoveItemAt:)` says no, or a movement is already in progress (that last case is
    /// unverified; refusing keeps the running movement intact). On success the item's cell is lifted: it
    /// takes the layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` at its
    /// current centre (`zIndex` `Int.max`, drawn above the other cells), its `configurationState`
    /// reports `isReordering` (documented choice: only the moving cell's), and the highlight of a touch in
    /// progress is dropped so the lift does not select. A running batch-update animation jumps to its end.
    /// `@discardableResult` because Objective-C methods imported into Swift never warn on an unused result.
    /// - Complexity: one layout pass.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        performBeginInteractiveMovementForItem(at: indexPath)
    }

    /// Moves the lifted cell's centre to `targetPosition` (content coordinates) and, when the position
    /// names another index path, opens the gap there: the other cells animate to make room.
    ///
    /// UIKit parity: the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes an
    /// index path; when it differs from the current one the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// may redirect it, and the layout is invalidated with
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
    /// Documented choices: the layout is invalidated only when the target index path changes (the lifted
    /// cell's attributes are asked on every call), and a proposal or redirection that is not a valid place
    /// (out of range) is ignored. Does nothing when no movement is in progress.
    /// - Complexity: O(1) when the target stays; one layout preparation and pass when it changes.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        performUpdateInteractiveMovementTargetPosition(targetPosition)
    }

    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` is told once, with the
    /// original and final index paths, and the cell animates from under the finger to its final frame,
    /// then drops back to its layout `zIndex`.
    ///
    /// UIKit parity: the data source is told only when the item's position changed (Apple's
    /// documentation of `collectionView(_:moveItemAt:to:)`); the layout is invalidated with
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
    /// (`movementCancelled` false). The data source is not asked for its counts again. Does nothing when no
    /// movement is in progress.
    /// - Complexity: one layout preparation and pass.
    open func endInteractiveMovement() { performEndInteractiveMovement() }

    /// Cancels the movement: every cell animates back to where it was before the movement began and the
    /// data source is not told anything.
    ///
    /// UIKit parity: the layout is invalidated with
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
    /// (`movementCancelled` true, final index paths = the original ones). Does nothing when no movement is
    /// in progress.
    /// - Complexity: one layout preparation and pass.
    open func cancelInteractiveMovement() { performCancelInteractiveMovement() }

    // MARK: Forwards to UICollectionView+Queries.swift

    /// The number of sections, from the data source's last answer.
    open var numberOfSections: Int { numberOfSectionsImplementation }

    /// The number of items in `section`, from the data source's last answer; 0 out of range.
    open func numberOfItems(inSection section: Int) -> Int { performNumberOfItems(inSection: section) }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] { visibleCellsImplementation }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItemsImplementation }

    /// The visible cell of the item at `indexPath`, or nil when it is not on screen or out of range.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { performCellForItem(at: indexPath) }

    /// The index path of a visible `cell`, or nil. - Complexity: O(visible).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { performIndexPath(for: cell) }

    /// The index path of the item under `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { performIndexPathForItem(at: point) }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        performLayoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary element.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        performLayoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        performSupplementaryView(forElementKind: elementKind, at: indexPath)
    }

    /// The visible supplementary views of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        performVisibleSupplementaryViews(ofKind: elementKind)
    }

    /// The index paths of the visible supplementary views of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        performIndexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }

    /// Scrolls so the item at `indexPath` sits at `scrollPosition` (`.none` scrolls the least to show it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        performScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Forwards to UICollectionView+Reuse.swift

    /// Registers a nib whose only top-level object is the cell to create for `identifier`; a nil nib
    /// removes the registration. The latest registration for an identifier (class or nib) wins, as in UIKit.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        performRegister(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the class to create for cells dequeued with `identifier`.
    ///
    /// UIKit parity: a nil class removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        performRegister(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the class to create for supplementary views of `elementKind` dequeued with `identifier`.
    ///
    /// UIKit parity: a nil class removes the registration. The `UINib` form comes with XIB loading.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        performRegister(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// A queued or new cell of the class registered for `identifier`, prepared for `indexPath`.
    ///
    /// Traps with UIKit's message when nothing is registered for `identifier`.
    /// - Complexity: O(1).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        performDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// A queued or new supplementary view of `elementKind` registered for `identifier`.
    ///
    /// Traps with UIKit's message when nothing is registered for the kind and identifier.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        performDequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    // MARK: Forwards to UICollectionView+Selection.swift

    /// The selected items, in the order they were selected; nil when none (UIKit parity).
    open var indexPathsForSelectedItems: [IndexPath]? { indexPathsForSelectedItemsImplementation }

    /// Selects an item without calling the delegate, optionally scrolling to it.
    ///
    /// UIKit parity: nil deselects everything; in single selection the previous item is deselected; does
    /// nothing when `allowsSelection` is false.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        performDeselectItem(at: indexPath, animated: animated)
    }
}
