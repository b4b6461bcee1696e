import Foundation

/// The abstract base of every collection-view layout: it says where each cell, supplementary view and
/// decoration view goes.
///
/// Subclass and override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// the per-element queries. The collection view calls `prepare()` after any invalidation, before it asks
/// for attributes, and only asks for the elements of the visible rectangle.
///
/// UIKit parity: same method names, defaults and call order. `register(_:forDecorationViewOfKind:)` takes
/// a class; nib registration comes with XIB loading.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set by the collection view.
    open internal(set) weak var collectionView: UICollectionView?

    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var pendingUpdates: [UICollectionViewUpdateItem] = []
    var insertedItemCodes: Set<Int> = []
    var deletedItemCodes: Set<Int> = []
    var insertedSectionSet: Set<Int> = []
    var deletedSectionSet: Set<Int> = []

    /// Creates a layout.
    public override init() { super.init() }

    // MARK: Classes

    /// The attributes class this layout creates. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation-context class this layout uses. Default `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Preparing

    /// Computes whatever the layout caches; called after every invalidation before attributes are asked for.
    open func prepare() {}

    /// The size of the whole content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`. Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Whether a bounds change (scroll or resize) needs new attributes. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate with after `shouldInvalidateLayout(forBoundsChange:)` said yes.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout. Default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context to invalidate with after a self-sizing cell reported a different size.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if preferredAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [preferredAttributes.indexPath])
        } else if let kind = preferredAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [preferredAttributes.indexPath])
        }
        return context
    }

    /// Invalidates everything: the next layout pass calls `prepare()` again.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; the next layout pass calls `prepare()` again.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(context)
    }

    /// Creates a context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposedContentOffset` should stop. Default: the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to use after an update or layout change. Default: the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Told the changes of a batch update before the new layout is asked for attributes.
    ///
    /// UIKit parity: called once per batch with every change; overrides call super.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        pendingUpdates = updateItems
    }

    /// Records which items and sections a batch inserts and deletes, for the default appearing and
    /// disappearing attributes (called by the collection view before `prepare(forCollectionViewUpdates:)`).
    /// - Complexity: O(k) for k changes.
    func noteUpdate(_ update: DiffableBatchUpdate) {
        insertedItemCodes = Set(update.insertedItems.map { $0[0] << 32 | $0[1] })
        deletedItemCodes = Set(update.deletedItems.map { $0[0] << 32 | $0[1] })
        for path in update.reloadedItems { deletedItemCodes.insert(path[0] << 32 | path[1]) }
        insertedSectionSet = Set(update.insertedSections)
        deletedSectionSet = Set(update.deletedSections + update.reloadedSections)
    }

    func isInserted(_ path: IndexPath) -> Bool {
        path.count == 2 && (insertedItemCodes.contains(path[0] << 32 | path[1]) || insertedSectionSet.contains(path[0]))
    }

    func isDeleted(_ path: IndexPath) -> Bool {
        path.count == 2 && (deletedItemCodes.contains(path[0] << 32 | path[1]) || deletedSectionSet.contains(path[0]))
    }

    /// Told that the batch's animations were set up.
    open func finalizeCollectionViewUpdates() {
        pendingUpdates = []
        insertedItemCodes = []; deletedItemCodes = []; insertedSectionSet = []; deletedSectionSet = []
    }

    /// Where an inserted (or moved) item starts its animation.
    ///
    /// Default (documented choice; UIKit's base class is unverified): for an inserted item, its final
    /// attributes with alpha 0 (a fade in); for other items, their final attributes (they slide from their
    /// old frame, which the collection view knows).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.clone() else { return nil }
        if isInserted(itemIndexPath) { attributes.alpha = 0 }
        return attributes
    }

    /// Where a deleted (or moved) item ends its animation, given its index path before the update.
    ///
    /// Default: for a deleted item, its old frame with alpha 0 (a fade out); nil otherwise (the collection
    /// view moves it to its new frame).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isDeleted(itemIndexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.alpha = 0
        return attributes
    }

    /// Where an appearing supplementary view starts its animation. Default: its final attributes, alpha 0
    /// when its section is inserted.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.clone() else { return nil }
        if insertedSectionSet.contains(elementIndexPath[0]) { attributes.alpha = 0 }
        return attributes
    }

    /// Where a disappearing supplementary view ends its animation. Default: alpha 0 when its section is
    /// deleted, nil otherwise.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deletedSectionSet.contains(elementIndexPath[0]) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
        attributes.alpha = 0
        return attributes
    }

    /// Where an appearing decoration view starts its animation. Default: its final attributes.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
    }

    /// Where a disappearing decoration view ends its animation. Default nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Self-sizing bookkeeping (not public API)

    /// Moves the layout's measured self-sizing sizes through a batch update or an interactive movement step,
    /// before the layout is prepared for the new state: `item` maps an old index path to its new one and
    /// whether the item must be measured again (reloaded), nil when it was deleted (the measurement goes
    /// away); `section` maps an old section to its new one (nil: deleted or reloaded).
    ///
    /// UIKit parity: measured sizes follow their items through updates (UIKit's internals are unpublished;
    /// this is the observable behaviour). Default: nothing (the base layout keeps no measurements).
    /// - Complexity: O(measured elements) in the overrides.
    func remapMeasuredSizes(item: (IndexPath) -> (path: IndexPath, remeasure: Bool)?, section: (Int) -> Int?) {}

    /// Whether the item at `indexPath` is self-sizing and its frame still uses the estimate, so its visible
    /// cell must be measured before the frame shows. Default false.
    /// - Complexity: O(1) in the overrides.
    func needsMeasurementOfItem(at indexPath: IndexPath) -> Bool { false }

    /// How the supplementary view of `kind` at `indexPath` sizes itself: `selfSizing` when the collection view
    /// asks a newly shown view for `preferredLayoutAttributesFitting(_:)` (the layout then decides through
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`), `needsMeasurement` when
    /// the layout has no current measurement, so a view already shown is measured again in the next pass.
    ///
    /// UIKit parity: UIKit asks every supplementary view it shows for its preferred attributes and lets the
    /// layout decide, which this default does (`selfSizing` true, nothing to re-measure). The flow layout's
    /// headers and footers have fixed reference sizes and the compositional layout measures only boundary
    /// items with an estimated main-axis size, so they override.
    /// - Complexity: O(1) here; O(boundary items of the section) in the compositional layout.
    func supplementarySizing(ofKind kind: String, at indexPath: IndexPath) -> (selfSizing: Bool, needsMeasurement: Bool) {
        (true, false)
    }

    /// Forgets the measured sizes of items whose content changed (reconfigured); their frames keep the old
    /// measurement until their cells are measured again. Default: nothing.
    /// - Complexity: O(k) for k index paths.
    func forgetMeasuredSizes(ofItemsAt indexPaths: [IndexPath]) {}

    // MARK: Interactive movement

    /// The index path a moving item would take at `position` (collection-view content coordinates).
    ///
    /// UIKit parity: the default returns the index path of the cell whose frame contains `position`, the
    /// topmost (greatest `zIndex`) when several do, and `previousIndexPath` when none does (so the gap stays
    /// where it is over empty space, spacing or supplementary views). Overrides need not call super.
    /// - Complexity: one `layoutAttributesForElements(in:)` query for a 1-pt rect.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hits = (layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath ?? previousIndexPath
    }

    /// The attributes of the item being moved while it is at `position`.
    ///
    /// UIKit parity: a copy of the item's attributes with `center` set to `position` and `zIndex` set to
    /// `Int.max` (NSIntegerMax), so the item floats above the others. Overrides call super first and adjust
    /// the result. When the layout has no attributes for the item, new attributes of
    /// `layoutAttributesClass` are made (zero size) at `position`.
    /// - Complexity: one `layoutAttributesForItem(at:)` query.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes
        if let existing = layoutAttributesForItem(at: indexPath) {
            attributes = existing.clone()
        } else {
            let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
            attributes = type.init(forCellWith: indexPath)
        }
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context the collection view invalidates with when a moving item's target index path changes
    /// from `previousIndexPaths` to `targetIndexPaths` (the layout sees the item at its target).
    ///
    /// UIKit parity: the context carries `previousIndexPathsForInteractivelyMovingItems`,
    /// `targetIndexPathsForInteractivelyMovingItems` and `interactiveMovementTarget`, and invalidates the
    /// moving items at both places. Documented choice (UIKit's internals are unpublished): it also sets
    /// `invalidateDataSourceCounts`, because the items between the two places change index paths (and
    /// section counts change when the item crosses sections), so layouts that cache per-item state redo it.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousMovingPaths = previousIndexPaths
        context.targetMovingPaths = targetIndexPaths
        context.movementTarget = targetPosition
        context.dataSourceCounts = true
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context the collection view invalidates with when interactive movement ends (or is cancelled):
    /// `indexPaths` are the items' final index paths (their original ones when `movementCancelled`),
    /// `previousIndexPaths` where they were last shown.
    ///
    /// UIKit parity: same name and parameters (the Swift name of
    /// `invalidationContextForEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:`);
    /// the context carries the previous and final index paths. Documented choice, as for movement: it sets
    /// `invalidateDataSourceCounts`.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousMovingPaths = previousIndexPaths
        context.targetMovingPaths = indexPaths
        context.dataSourceCounts = true
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
    }

    // MARK: Transitions

    /// Told before `setCollectionViewLayout(_:animated:)` replaces this layout with `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told before this layout replaces `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told after a layout transition finished.
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// Registers the class the collection view creates for decoration views of `elementKind`.
    ///
    /// UIKit parity: `register(_:forDecorationViewOfKind:)`; nil removes the registration. The nib form
    /// comes with XIB loading.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }
}
