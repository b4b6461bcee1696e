import Foundation

/// A view controller whose view is a collection view, that is the collection view's data source and
/// delegate, as UIKit's `UICollectionViewController` (the class Xcode's template subclasses).
///
/// **Overriding.** Every method of `UICollectionViewDataSource`, `UICollectionViewDelegate` and
/// `UIScrollViewDelegate` is declared here as an `open` method, so a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)`, `override func scrollViewDidScroll(_:)` and so
/// on, exactly as on iOS. (Methods declared in Swift extensions cannot be overridden without `@objc`, so
/// they all live in the class body.) Each one behaves as UIKit does when the method is not implemented:
/// one section, no items, and the protocol-extension default for the optional ones (the controller calls
/// that default rather than repeating it). `collectionView(_:cellForItemAt:)` has no default in UIKit: when
/// the collection view asks a controller that does not override it, it traps with UIKit's text,
/// `-[Module.Class collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance 0x…`
/// (`NSInvalidArgumentException`); with zero items (the default) it is never asked.
///
/// **Flow-layout delegate.** A subclass that also adopts `UICollectionViewDelegateFlowLayout` and
/// implements, say, `collectionView(_:layout:sizeForItemAt:)` gets it called by the flow layout (the
/// collection view looks the protocol up on its delegate at each question). Documented difference: a
/// subclass that declares such a method *without* adopting the protocol is not asked (iOS would find it
/// by selector), because Swift only dispatches through protocols.
///
/// **Standard reordering gesture.** See `installsStandardGestureForInteractiveMovement`. Documented
/// difference: UIKit turns the gesture on only when the data source implements
/// `collectionView(_:moveItemAt:to:)`, and then treats items as movable unless
/// `collectionView(_:canMoveItemAt:)` says otherwise. Swift cannot see whether a subclass overrides a
/// method, so the rule here is the closest expressible one: the gesture is always installed, and a long
/// press begins a movement only when the collection view's data source answers yes to
/// `collectionView(_:canMoveItemAt:)` (through `beginInteractiveMovementForItem(at:)`). The controller's
/// own `canMoveItemAt` keeps the protocol's default, false, so **a subclass that reorders overrides both
/// `canMoveItemAt` (returning true) and `moveItemAt`**. A diffable data source answers through its
/// `reorderingHandlers`.
///
/// **Diffable data sources.** A subclass may set `collectionView.dataSource` to a
/// `UICollectionViewDiffableDataSource` (or any other object); the controller's data-source methods are
/// then simply not asked, and the controller stays the delegate.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given at initialization, used by `loadView()` and reported by `collectionViewLayout`
    /// until a collection view is loaded.
    private let initialLayout: UICollectionViewLayout

    /// The standard reordering long press installed on the current collection view, if any.
    var standardMovementGesture: StandardMovementGesture?

    // MARK: Initialization

    /// Creates a controller whose collection view will use `layout`.
    ///
    /// UIKit parity: the collection view is created lazily, by `loadView()`, when `view` or
    /// `collectionView` is first accessed.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a new `UICollectionViewFlowLayout`, as UIKit does when no layout is given.
    /// Also makes `UICollectionViewController()` available (Objective-C's inherited `-init`). The nib name
    /// is stored but, as in the rest of the toolkit's view controllers, `loadView()` does not load a nib: the
    /// view is the collection view `loadView()` creates.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive, as the toolkit's other view controllers do (no nib), with a
    /// `UICollectionViewFlowLayout` (documented choice: an archive's own layout is not read).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: Properties

    /// The collection view managed by the controller: the root view when it is a collection view, else nil.
    ///
    /// UIKit parity: reading it loads the view. Setting it replaces the controller's `view` with the new
    /// collection view (and moves the standard reordering gesture to it). The controller assigns itself to
    /// the new collection view's `dataSource` and `delegate` only where those are nil, and keeps any it
    /// already has: Apple documents this rule for a collection view loaded from a nib or storyboard ("if a
    /// data source or delegate is not specified, the collection view controller assigns itself to the
    /// unspecified role"); applying it to the setter too is a documented choice, unverified for UIKit.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout; before the view loads, the layout given at initialization.
    ///
    /// UIKit parity: read-only here as in UIKit; change the layout with the collection view's
    /// `setCollectionViewLayout(_:animated:)`. Reading it does not load the view.
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default true, as UIKit.
    ///
    /// Documented difference: UIKit animates the deselection alongside the appearance transition (and
    /// restores it if the transition is cancelled); here the items are deselected at once, with the
    /// `animated` flag passed to `deselectItem(at:animated:)`. As in UIKit, the delegate's
    /// `didDeselectItemAt` is not called.
    open var clearsSelectionOnViewWillAppear: Bool = true

    /// Whether a long press on a cell starts an interactive movement. Default true, as UIKit.
    ///
    /// The installed `UILongPressGestureRecognizer` (UIKit's 0.5 s press) calls
    /// `beginInteractiveMovementForItem(at:)` for the pressed item when it begins,
    /// `updateInteractiveMovementTargetPosition(_:)` with the finger's position as it moves,
    /// `endInteractiveMovement()` when the finger lifts and `cancelInteractiveMovement()` when the touch is
    /// cancelled. It begins only over an item the collection view's data source lets move (its
    /// `canMoveItemAt`, see the type's documentation); elsewhere it stays out of the way, so a long press
    /// on an item that cannot move still selects it on lift. Setting false removes the recognizer (cancelling
    /// a movement it drives); true installs it again.
    open var installsStandardGestureForInteractiveMovement: Bool = true {
        didSet { updateStandardMovementGesture() }
    }

    /// Whether pushing this controller on a navigation controller animates from the previous collection
    /// view controller's layout (iOS 7). Default false. Stored only: OpenUIKit has no navigation
    /// controllers yet, so it has no effect.
    open var useLayoutToLayoutNavigationTransitions: Bool = false

    // MARK: The view

    /// The root view. When it is set to a collection view (by `loadView()`, `collectionView` or directly),
    /// the controller becomes that collection view's data source and delegate where those are nil, and the
    /// standard reordering gesture moves to it; it is otherwise `UIViewController.view`.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            if let collectionView = newValue as? UICollectionView { assumeUnassignedRoles(of: collectionView) }
            updateStandardMovementGesture()
        }
    }

    /// Creates a `UICollectionView(frame:collectionViewLayout:)` with the initialization layout, the size of
    /// the screen, flexible width and height, `.systemBackground`, and the controller as its data source and
    /// delegate, and makes it the view (UIKit parity).
    open override func loadView() {
        if loadsViewFromDocument {
            // A storyboard scene's or nib's collection view; the controller serves it where the document does not say.
            super.loadView()
            if let collectionView = viewIfLoaded as? UICollectionView {
                if collectionView.dataSource == nil { collectionView.dataSource = self }
                if collectionView.delegate == nil { collectionView.delegate = self }
            }
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Deselects every selected item when `clearsSelectionOnViewWillAppear` is true (see there), then calls
    /// super. Overrides must call super, as in UIKit.
    /// - Complexity: O(s) for s selected items.
    open override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear { clearSelection(animated: animated) }
        super.viewWillAppear(animated)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections. Default 1 (UIKit parity).
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        CollectionViewProtocolDefaults.shared.numberOfSections(in: collectionView)
    }

    /// The number of items in `section`. Default 0, so a controller that overrides nothing shows nothing.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for the item at `indexPath`; a subclass that reports items must override it and return a
    /// dequeued cell. Not overridden, it traps as UIKit does, with
    /// `-[Module.Class collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance 0x…`
    /// (only reached when the collection view actually asks, i.e. some section has items).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        raiseCollectionViewException("-[\(diagnosticClassName) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance \(diagnosticAddress)",
                                     name: "NSInvalidArgumentException")
    }

    /// The supplementary view of `kind` at `indexPath`. Default: the protocol's (it traps with UIKit's text,
    /// as UIKit does when a layout asks for a supplementary view the data source does not give).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// Whether the item can be moved interactively. Default false (the protocol's); see the type's
    /// documentation for why a reordering subclass overrides it to return true.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    /// Told that an item moved interactively from `sourceIndexPath` to `destinationIndexPath`; update the
    /// model here. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    /// Titles for a fast-scroll index. Default nil.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        CollectionViewProtocolDefaults.shared.indexTitles(for: collectionView)
    }

    /// The index path an index title jumps to. Default: the protocol's (the first item).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
    }

    // MARK: UICollectionViewDelegate

    /// Whether the item may highlight on touch down. Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    /// The item highlighted. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    /// The item stopped being highlighted. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// Whether the user may select the item. Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    /// Whether the user may deselect the item. Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    /// The user selected the item. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    /// The user deselected the item. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    /// A cell is about to be displayed. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// A supplementary view is about to be displayed. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    /// A cell was removed from display. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// A supplementary view was removed from display. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    /// Whether the item can take keyboard focus. Default true.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, canFocusItemAt: indexPath)
    }

    /// Whether focusing the item selects it (iOS 15). Default: the collection view's `selectionFollowsFocus`.
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
    }

    /// The content offset to use after an update or a layout change. Default: the proposal.
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }

    /// Where a moving item may go (iOS 15). Default: this controller's iOS 9 form's answer (so overriding
    /// only the older method works, as in UIKit), which by default is the proposal.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// Where a moving item may go (iOS 9, deprecated in iOS 15). Default: the proposal.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                                                             toProposedIndexPath: proposedIndexPath)
    }

    // MARK: UICollectionViewDelegate context menus

    /// The context menu for the items (iOS 16). Default: the iOS 13 method's answer for a single item.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// The context menu for the item (iOS 13). Default nil.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The preview to lift for the item (iOS 16). Default: the iOS 13 method's answer.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// The preview the menu shrinks back into (iOS 16). Default: the iOS 13 method's answer.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// The preview to lift (iOS 13). Default nil: the item's cell.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The preview the menu shrinks back into (iOS 13). Default nil: the item's cell.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The user tapped the menu's preview. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    /// The menu is about to appear (iOS 14). Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// The menu is about to disappear (iOS 14). Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: UIScrollViewDelegate

    /// The content offset changed. Default: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { CollectionViewProtocolDefaults.shared.scrollViewDidScroll(scrollView) }

    /// The zoom scale changed. Default: nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { CollectionViewProtocolDefaults.shared.scrollViewDidZoom(scrollView) }

    /// A drag is about to begin. Default: nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        CollectionViewProtocolDefaults.shared.scrollViewWillBeginDragging(scrollView)
    }

    /// The finger lifted after a drag; `targetContentOffset` may be changed. Default: nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        CollectionViewProtocolDefaults.shared.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    /// The drag ended; `decelerate` tells whether the view keeps moving. Default: nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        CollectionViewProtocolDefaults.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    /// The view starts decelerating. Default: nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        CollectionViewProtocolDefaults.shared.scrollViewWillBeginDecelerating(scrollView)
    }

    /// The view came to rest after decelerating. Default: nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        CollectionViewProtocolDefaults.shared.scrollViewDidEndDecelerating(scrollView)
    }

    /// A scrolling animation finished. Default: nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        CollectionViewProtocolDefaults.shared.scrollViewDidEndScrollingAnimation(scrollView)
    }

    /// The view to scale when zooming. Default nil (no zooming).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { CollectionViewProtocolDefaults.shared.viewForZooming(in: scrollView) }

    /// Zooming is about to begin. Default: nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        CollectionViewProtocolDefaults.shared.scrollViewWillBeginZooming(scrollView, with: view)
    }

    /// Zooming ended at `scale`. Default: nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        CollectionViewProtocolDefaults.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }

    /// Whether a scroll-to-top request may scroll the view. Default true.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        CollectionViewProtocolDefaults.shared.scrollViewShouldScrollToTop(scrollView)
    }

    /// The view scrolled to the top after a scroll-to-top request. Default: nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { CollectionViewProtocolDefaults.shared.scrollViewDidScrollToTop(scrollView) }

    /// `adjustedContentInset` changed. Default: nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        CollectionViewProtocolDefaults.shared.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}
