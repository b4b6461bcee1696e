import Foundation

/// A line-based layout: items fill a line across the collection view, lines stack along the scroll axis,
/// with optional section headers and footers.
///
/// UIKit parity: UIKit's defaults (`itemSize` 50×50, both spacings 10, no insets, vertical scrolling, no
/// headers or footers, no pinning); the `UICollectionViewDelegateFlowLayout` overrides per section and item;
/// self-sizing when `estimatedItemSize` is non-zero. Layout rules (documented choices where UIKit is
/// unverified): a line with several items is justified (the extra space goes evenly between items,
/// `minimumInteritemSpacing` being the least gap), a line with one item centres it; items are centred on the
/// cross axis of their line; headers and footers span the collection view's cross size.
///
/// - Complexity: `prepare()` is O(sections) when every item of a section has the same size, O(items)
///   otherwise; `layoutAttributesForElements(in:)` is O(log n + k) for k elements in the rect.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The sentinel `estimatedItemSize` that turns on self-sizing with UIKit's default estimate.
    ///
    /// UIKit parity: `UICollectionViewFlowLayout.automaticSize`; the estimate used for unmeasured items is
    /// `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    var sections: [FlowLayoutSection] = []
    var contentSize: CGSize = .zero
    var crossExtent: CGFloat = 0
    var needsFullRebuild = true
    var sectionsToRelayout: Set<Int> = []
    /// Measured self-sizing cell sizes by section and item (sparse); they survive rebuilds and follow their
    /// items through batch updates, and are dropped when the cross-axis extent changes.
    var measuredSizes: [Int: [Int: CGSize]] = [:]
    /// The cross-axis extent `measuredSizes` were measured at.
    var measuredCrossExtent: CGFloat = 0
    /// Measured items whose content changed (reloaded, reconfigured): their old size stands in for the
    /// estimate until their cells are measured again.
    var staleMeasuredItems: Set<IndexPath> = []

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// The scroll axis. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The item size when the delegate gives none. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero value turns on self-sizing; items start at this size until measured. Default zero.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The header size; only the scroll-axis dimension is used, 0 means no header. Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer size; only the scroll-axis dimension is used, 0 means no footer. Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section is visible. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area while their section is visible. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Whether self-sizing is on.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size used for an item when the delegate does not give one.
    var defaultItemSize: CGSize {
        guard isSelfSizing else { return itemSize }
        return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// The invalidation-context class: `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: Preparing

    /// Recomputes what the invalidation named: everything, or only the lines of self-sized sections.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []; contentSize = .zero
            return
        }
        if needsFullRebuild {
            rebuild(collectionView)
            needsFullRebuild = false
            sectionsToRelayout = []
        } else if !sectionsToRelayout.isEmpty {
            let first = sectionsToRelayout.min() ?? 0
            var position = first < sections.count ? sections[first].start : 0
            for s in first ..< sections.count {
                if sectionsToRelayout.contains(s) {
                    sections[s].layOutLines(from: position)
                } else {
                    sections[s].shift(to: position)
                }
                position = sections[s].end
            }
            sectionsToRelayout = []
            updateContentSize(collectionView)
        }
    }

    /// The size of all sections: the collection view's cross size by the sections' total length.
    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Attributes

    /// The attributes of every header, item and footer whose frame intersects `rect`; pinned headers and
    /// footers of sections in `rect` are placed against the visible bounds.
    ///
    /// - Complexity: O(log n + k): sections and lines are found by binary search.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        flowElements(in: rect)
    }

    /// The attributes of the item at `indexPath`, or nil when it is out of range. - Complexity: O(log lines).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowItem(at: indexPath)
    }

    /// The header or footer attributes of section `indexPath.section`, or nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowSupplementary(ofKind: elementKind, at: indexPath)
    }

    // MARK: Invalidation

    /// Marks everything, or (for a flow context that keeps metrics and attributes) nothing, as invalid.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if context.invalidateEverything || context.invalidateDataSourceCounts || flow.invalidateFlowLayoutDelegateMetrics
                || (flow.invalidateFlowLayoutAttributes && context.invalidatedItemIndexPaths == nil) {
                needsFullRebuild = true
            }
        } else {
            needsFullRebuild = true
        }
        super.invalidateLayout(with: context)
    }

    /// True when the cross size changes, or when pinned headers or footers must follow the offset.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.layoutReferenceBounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        let pinning = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        return crossChanged || (pinning && newBounds.origin != old.origin) || old.size != newBounds.size
    }

    /// A context that keeps metrics and attributes when only the origin moved (pinned views are placed at
    /// query time), and invalidates everything when the size changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let collectionView,
           collectionView.layoutReferenceBounds.size == newBounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// True for a self-sizing item whose preferred size differs; the size is stored for the next `prepare()`.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let path = preferredAttributes.indexPath
        guard path.count == 2, path.section < sections.count, path.item < sections[path.section].count else { return false }
        let size = preferredAttributes.size
        guard size.width > 0, size.height > 0 else { return false }
        measuredSizes[path.section, default: [:]][path.item] = size
        if !staleMeasuredItems.isEmpty { staleMeasuredItems.remove(IndexPath(item: path.item, section: path.section)) }
        guard size != originalAttributes.size else { return false }
        let (main, cross) = scrollDirection == .vertical ? (size.height, size.width) : (size.width, size.height)
        let available = sections[path.section].available
        sections[path.section].mains?[path.item] = main
        sections[path.section].crosses?[path.item] = min(cross, max(available, 1))
        sectionsToRelayout.insert(path.section)
        return true
    }

    /// Measured sizes follow their items through a batch update or an interactive movement step (deleted
    /// items' sizes go away; reloaded items keep their old size until measured again); the rebuild the
    /// update causes lays them out.
    /// - Complexity: O(measured items).
    override func remapMeasuredSizes(item: (IndexPath) -> (path: IndexPath, remeasure: Bool)?, section: (Int) -> Int?) {
        var moved: [Int: [Int: CGSize]] = [:]
        var stale: Set<IndexPath> = []
        for (s, items) in measuredSizes {
            for (i, size) in items {
                guard let target = item(IndexPath(item: i, section: s)) else { continue }
                moved[target.path.section, default: [:]][target.path.item] = size
                if target.remeasure || staleMeasuredItems.contains(IndexPath(item: i, section: s)) {
                    stale.insert(IndexPath(item: target.path.item, section: target.path.section))
                }
            }
        }
        measuredSizes = moved
        staleMeasuredItems = stale
    }

    /// Flow-layout headers and footers are not self-sizing: their size is `headerReferenceSize` /
    /// `footerReferenceSize` (or the delegate's), as in UIKit, so their views are never measured.
    /// - Complexity: O(1).
    override func supplementarySizing(ofKind kind: String, at indexPath: IndexPath) -> (selfSizing: Bool, needsMeasurement: Bool) {
        (false, false)
    }

    /// Whether self-sizing is on and the item has no measured size yet.
    /// - Complexity: O(1).
    override func needsMeasurementOfItem(at indexPath: IndexPath) -> Bool {
        guard isSelfSizing, !needsFullRebuild, indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return false }
        return measuredSizes[indexPath.section]?[indexPath.item] == nil
            || staleMeasuredItems.contains(IndexPath(item: indexPath.item, section: indexPath.section))
    }

    /// Marks the items' measured sizes stale; their frames keep them until the cells are measured again.
    /// - Complexity: O(k).
    override func forgetMeasuredSizes(ofItemsAt indexPaths: [IndexPath]) {
        for path in indexPaths where path.count == 2 && measuredSizes[path.section]?[path.item] != nil {
            staleMeasuredItems.insert(IndexPath(item: path.item, section: path.section))
        }
    }

    /// A flow context that keeps metrics: only the lines of the re-measured section are laid out again.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }
}
