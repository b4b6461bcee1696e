import Foundation

/// A scroll view that shows items laid out by a `UICollectionViewLayout`, creating cells only for what is
/// visible and reusing them as it scrolls.
///
/// UIKit parity: same API names, defaults and callback orders (reference §4). Linux differences:
/// - `delegate` stays `UIScrollViewDelegate?` (Swift cannot narrow an inherited property's type): assign a
///   `UICollectionViewDelegate` as on iOS; the collection view casts it once per assignment and calls its
///   collection-specific methods, and a subclass can still use the scroll-view subclass hooks
///   (`didScroll()` …) for its own scroll behaviour while a view controller stays the delegate.
/// - nib registration (`register(_: UINib?, …)`) comes with XIB loading.
/// - views leaving the screen stay in the view tree, hidden, while they wait in the reuse queue.
///
/// - Complexity: a layout pass costs one layout rect query plus O(visible) work; only visible elements have
///   views.
@MainActor
open class UICollectionView: UIScrollView {
    // MARK: Storage (internal)

    var layoutStorage: UICollectionViewLayout
    weak var collectionDelegateStorage: (any UICollectionViewDelegate)?
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
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
    }

    /// Creates a collection view from an archive, with a flow layout until the archive's layout is loaded.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
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

    // MARK: - UIView

    /// Runs the collection view's layout pass: prepares the layout if invalid and shows the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
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
}
