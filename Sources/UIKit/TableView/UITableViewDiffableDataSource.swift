import Foundation

/// A table view data source driven by snapshots: `apply` diffs the new snapshot against the shown one
/// (the diff engine of `DiffableData`) and performs the minimal batch update, animated with
/// `defaultRowAnimation`.
///
/// UIKit parity (uikit-behavior-2 B.13): generic over section and item identifiers; `init(tableView:
/// cellProvider:)` becomes the table's data source; `apply(_:animatingDifferences:completion:)`, its
/// async form, `applySnapshotUsingReloadData`; callable from a background queue (the work hops to the main
/// queue, as UIKit serialises it); `defaultRowAnimation` (default `.automatic`). Editing, moving and titles
/// are added by subclassing: override `tableView(_:canEditRowAt:)` (default false, as UIKit's diffable
/// data source), `commit`, `canMoveRowAt`, `moveRowAt` (default: the snapshot follows the move) and the
/// title methods, all declared here so subclasses can override them.
/// - Complexity: `apply` is the diff engine's O(n + k log k); reads are O(1) per index path.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item (dequeue it from the table view).
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The applied snapshot and the reads and apply step shared with the collection view's data source.
    var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// The applied snapshot (possibly with its marks; see `DiffableDataSourceCore`).
    var current: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

    /// The animation of the rows the next `apply` inserts, deletes and reloads. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Applying

    /// Shows `snapshot`, animating the differences (insertions, deletions, moves with
    /// `defaultRowAnimation`) when asked and the table is in a window; `completion` runs after.
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        DiffableMainQueue.run { [self] in applyOnMain(snapshot, animated: animatingDifferences, completion: completion) }
    }

    /// Shows `snapshot` with `reloadData()` (no diff, no animation).
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                                       completion: (@MainActor @Sendable () -> Void)? = nil) {
        DiffableMainQueue.run { [self] in
            core.reset(to: snapshot)
            tableView?.reloadData()
            completion?()
        }
    }

    /// `apply(_:animatingDifferences:completion:)` awaiting its completion (iOS 15).
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true) async {
        await withCheckedContinuation { done in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)` awaiting its completion (iOS 15).
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { done in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    func applyOnMain(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
                     completion: (@MainActor @Sendable () -> Void)?) {
        let update: DiffableBatchUpdate
        switch core.apply(snapshot, viewIsLoaded: tableView?.dataLoaded ?? false) {
        case .reload:
            tableView?.reloadData()
            completion?()
            return
        case .unchanged:
            completion?()
            return
        case .update(let change):
            update = change
        }
        guard let tableView else { completion?(); return }
        let animation = defaultRowAnimation
        tableView.batch.animated = animated
        tableView.batch.trusted = tableView.batch.depth == 0
        tableView.performBatchUpdates({
            tableView.batch.update = update
            var animations = TableRowAnimations()
            animations.uniform = animation
            tableView.pendingRowAnimations = animations
        }, completion: { _ in completion?() })
    }

    // MARK: Reading

    /// A copy of the snapshot shown.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        if MainQueueDetection.isMainQueue { return MainActor.assumeIsolated { core.clean() } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { core.clean() } }
    }

    /// The item at `indexPath`, or nil.
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }

    /// The index path of `itemIdentifier`, or nil.
    /// - Complexity: O(sections before the item's).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }

    /// The section identifier at `index` (iOS 15), or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier` (iOS 15), or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    // MARK: - UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { core.numberOfItems(inSection: section) }

    /// The cell provider's cell for the item; traps with UIKit's text when it returns nil.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            raiseCollectionViewException("Invalid index path requested from UITableViewDiffableDataSource: \(UICollectionView.describe(indexPath))")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            raiseCollectionViewException("UITableView dataSource returned a nil cell for row at index path: \(UICollectionView.describe(indexPath)). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    /// No header title unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable unless a subclass overrides it (UIKit's diffable default).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows cannot move unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// No section index unless a subclass overrides it.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section of an index title: `index` unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// Does nothing unless a subclass overrides it (apply a snapshot without the row there).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// The shown snapshot follows the move (the table view already shows it).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), destinationIndexPath.section < current.numberOfSections else { return }
        var next = core.clean()
        next.deleteItems([item])
        let section = next.sectionIdentifiers[destinationIndexPath.section]
        let items = next.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < items.count {
            next.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            next.appendItems([item], toSection: section)
        }
        core.adopt(next)
    }
}
