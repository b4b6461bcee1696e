import Foundation

/// What list cells need from their data source for outlines: the item's level, whether it has
/// children and is expanded, and a toggle.
@MainActor
protocol OutlineDataSource: AnyObject {
    func outlineState(at indexPath: IndexPath) -> (level: Int, hasChildren: Bool, isExpanded: Bool)?
    func toggleOutline(at indexPath: IndexPath)
}

/// Handler storage for data sources (extensions cannot add stored properties to the generic class).
@MainActor
private var sectionSnapshotHandlerTable: [ObjectIdentifier: (owner: WeakObject, handlers: Any)] = [:]

private final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// Callbacks around expanding and collapsing outline items.
    ///
    /// Parity: UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (iOS 14):
    /// `shouldExpandItem`/`shouldCollapseItem` (nil: yes), `willExpandItem`/`willCollapseItem`, and
    /// `snapshotForExpandingParent(parent, currentSnapshot)` which may return the section snapshot with
    /// the parent's children filled in (lazy loading).
    public struct SectionSnapshotHandlers {
        /// Whether an item may expand.
        public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Told before an item expands.
        public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// Whether an item may collapse.
        public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Told before an item collapses.
        public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// Returns the section snapshot to apply when `parent` expands.
        public var snapshotForExpandingParent: (@MainActor (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        /// Creates empty handlers.
        public init() {}
    }

    /// The expand/collapse callbacks used when an outline disclosure is tapped.
    ///
    /// Documented deviation: stored in a side table keyed by the data source (declared in an extension).
    /// - Complexity: O(1).
    public var sectionSnapshotHandlers: SectionSnapshotHandlers {
        get { (sectionSnapshotHandlerTable[ObjectIdentifier(self)]?.handlers as? SectionSnapshotHandlers) ?? SectionSnapshotHandlers() }
        set {
            sectionSnapshotHandlerTable = sectionSnapshotHandlerTable.filter { $0.value.owner.value != nil }
            sectionSnapshotHandlerTable[ObjectIdentifier(self)] = (WeakObject(self), newValue)
        }
    }

    func outlineState(at indexPath: IndexPath) -> (level: Int, hasChildren: Bool, isExpanded: Bool)? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section),
              let sectionSnapshot = sectionSnapshots[section], let item = itemIdentifier(for: indexPath),
              let position = sectionSnapshot.index(of: item) else { return nil }
        let items = sectionSnapshot.items
        let hasChildren = position + 1 < items.count && sectionSnapshot.parent(of: items[position + 1]) == item
        return (sectionSnapshot.level(of: item), hasChildren, sectionSnapshot.isExpanded(item))
    }

    /// Expands or collapses the item at `indexPath` through its section snapshot, with the handlers'
    /// consent, and applies the result animated.
    func toggleOutline(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              var sectionSnapshot = sectionSnapshots[section], sectionSnapshot.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provider = handlers.snapshotForExpandingParent { sectionSnapshot = provider(item, sectionSnapshot) }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
    }
}

extension UICollectionViewListCell {
    /// Reads the cell's outline level and expanded state from the data source's section snapshot.
    func refreshOutlineState() {
        guard let collectionView = superview as? UICollectionView,
              let source = collectionView.dataSource as? any OutlineDataSource,
              let path = collectionView.indexPath(for: self),
              let state = source.outlineState(at: path) else { return }
        if indentationLevel != state.level { indentationLevel = state.level }
        outlineHasChildren = state.hasChildren
        if configurationStorage.isExpanded != state.isExpanded {
            configurationStorage.isExpanded = state.isExpanded
            setNeedsUpdateConfiguration()
        }
    }

    /// The default outline-disclosure action: toggle the item in its section snapshot.
    func toggleOutline() {
        guard let collectionView = superview as? UICollectionView,
              let source = collectionView.dataSource as? any OutlineDataSource,
              let path = collectionView.indexPath(for: self) else { return }
        source.toggleOutline(at: path)
        if let state = source.outlineState(at: path) ?? Optional((indentationLevel, outlineHasChildren, !configurationStorage.isExpanded)) {
            configurationStorage.isExpanded = state.isExpanded
        }
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }
}
