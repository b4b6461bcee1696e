import Foundation

/// A collection-view data source driven by snapshots: `apply` a new snapshot and the collection view
/// animates the difference as one batch update.
///
/// UIKit parity (Apple's UICollectionViewDiffableDataSource documentation): becomes the collection view's `dataSource`; `apply` diffs (always, as on
/// iOS 15+) and skips the animation when `animatingDifferences` is false; `applySnapshotUsingReloadData`
/// resets without diffing; `apply` is `nonisolated` and may be called from a background queue, the work
/// then runs on the main actor in call order (keep all calls on one queue, as UIKit requires).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item; return a cell dequeued from `collectionView`.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view; return one dequeued from `collectionView`.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The applied snapshot and the reads and apply step shared with the table's data source.
    var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// The applied snapshot (possibly with its marks; see `DiffableDataSourceCore`).
    var current: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

    /// The current state without marks (marks apply once).
    var cleanCurrent: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.clean() }
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes supplementary views. Default nil (the data source then traps like UIKit if one is asked for).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// The handlers that allow and observe interactive reordering (iOS 14); see `ReorderingHandlers`.
    ///
    /// UIKit parity: items can be reordered only when `canReorderItem` is set and says yes.
    public var reorderingHandlers = ReorderingHandlers()

    /// Creates the data source and makes it `collectionView.dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Applying

    /// Makes `snapshot` the current state, animating the difference as one batch update.
    ///
    /// `completion` runs on the main actor after the animations (at once when nothing animates).
    /// - Complexity: O(n) on average for n items (the [Diff] engine), plus O(n) batch bookkeeping.
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        DiffableMainQueue.run { [self] in applyOnMain(snapshot, animated: animatingDifferences, completion: completion) }
    }

    /// Makes `snapshot` the current state with `reloadData` semantics: no diff, no animation (iOS 15).
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                                       completion: (@MainActor @Sendable () -> Void)? = nil) {
        DiffableMainQueue.run { [self] in
            let source = self
            source.core.reset(to: snapshot)
            source.sectionSnapshots = [:]
            source.collectionView?.reloadData()
            completion?()
        }
    }

    /// Makes `snapshot` the current state as `apply(_:animatingDifferences:completion:)` does, returning
    /// once the animations are done (iOS 15's `async` form).
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true) async {
        await withCheckedContinuation { done in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Makes `snapshot` the current state with `reloadData` semantics, returning when it is shown (iOS 15's
    /// `async` form).
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { done in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// Replaces one section's items with a section snapshot's visible items (iOS 14), appending the section
    /// when it is new.
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                                animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        let sectionSnapshot = UncheckedBox(snapshot)
        DiffableMainQueue.run { [self] in
            let source = self
            var full = source.cleanCurrent
            if full.indexOfSection(section) == nil {
                full.appendSections([section])
            } else {
                full.deleteItems(full.itemIdentifiers(inSection: section))
            }
            full.appendItems(sectionSnapshot.value.visibleItems, toSection: section)
            source.sectionSnapshots[section] = sectionSnapshot.value
            source.applyOnMain(full, animated: animatingDifferences, completion: completion)
        }
    }

    /// Applies a section snapshot as `apply(_:to:animatingDifferences:completion:)` does, returning once the
    /// animations are done (iOS 15's `async` form).
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                                animatingDifferences: Bool = true) async {
        await withCheckedContinuation { done in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    func applyOnMain(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
                     completion: (@MainActor @Sendable () -> Void)?) {
        let step = core.apply(snapshot, viewIsLoaded: collectionView?.counts != nil)
        for key in sectionSnapshots.keys where current.indexOfSection(key) == nil { sectionSnapshots[key] = nil }
        switch step {
        case .reload:
            collectionView?.reloadData()
            completion?()
        case .unchanged:
            completion?()
        case .update(let update):
            guard let collectionView else { completion?(); return }
            collectionView.batch.animated = animated
            collectionView.batch.trusted = collectionView.batch.depth == 0
            collectionView.performBatchUpdates({ collectionView.batch.update = update }, completion: { _ in completion?() })
        }
    }

    // MARK: Reading

    /// A copy of the current state.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        if MainQueueDetection.isMainQueue { return MainActor.assumeIsolated { cleanCurrent } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { cleanCurrent } }
    }

    /// The current items of `section` as a section snapshot (the one applied with `apply(_:to:)`, with its
    /// hierarchy, when there is one).
    nonisolated open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let box = MainActor.assumeIsolated { () -> UncheckedBox<NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>> in
            if let stored = sectionSnapshots[section] { return UncheckedBox(stored) }
            var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            if current.indexOfSection(section) != nil { result.append(current.itemIdentifiers(inSection: section)) }
            return UncheckedBox(result)
        }
        return box.value
    }

    /// The item at `indexPath`, or nil out of range.
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }

    /// The index path of `itemIdentifier`, or nil when absent.
    /// - Complexity: O(sections before the item's).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }

    /// The section identifier at `index`, or nil out of range (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier`, or nil when absent (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    // MARK: - UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

    /// The number of items of section `section` in the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider; traps like UIKit when it returns nil.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            raiseCollectionViewException("Invalid index path requested from UICollectionViewDiffableDataSource: \(UICollectionView.describe(indexPath))")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            raiseCollectionViewException("UICollectionView dataSource returned a nil cell for item at index path: \(UICollectionView.describe(indexPath)), dataSource: \(self)")
        }
        return cell
    }

    /// Whether the item at `indexPath` can be moved interactively: `reorderingHandlers.canReorderItem`'s
    /// answer, false when that handler is nil (UIKit parity). Subclasses may override, as on iOS.
    /// - Complexity: O(1) plus the handler.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// Takes an interactive move into the current snapshot, without applying a diff (the collection view
    /// already shows the move), calling `reorderingHandlers.willReorder` before and `didReorder` after.
    /// Subclasses may override, as on iOS (call super to keep the snapshot in step with the view).
    /// - Complexity: O(n) for n items.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The supplementary view from `supplementaryViewProvider`; traps like UIKit when there is none.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            raiseCollectionViewException("UICollectionView dataSource returned a nil view for supplementary element of kind '\(kind)' at index path \(UICollectionView.describe(indexPath))")
        }
        return view
    }

    /// The titles of a fast-scroll index: none by default, as UIKit's diffable data source; a subclass
    /// overrides this (and `collectionView(_:indexPathForIndexTitle:at:)`) to show an index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The index path the index title at `index` jumps to: item 0 of section 0 unless a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}
