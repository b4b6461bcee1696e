import Foundation

/// What UIKit's two diffable data sources (`UITableViewDiffableDataSource`,
/// `UICollectionViewDiffableDataSource`) share: the applied snapshot, the reads by index path and
/// identifier, the step from one snapshot to the next and the hop to the main queue. Each public class
/// keeps Apple's API and its view's specifics (cells, row animations, supplementary views, reordering)
/// and forwards the rest here. Not public API.
///
/// The applied snapshot may still carry the reload and reconfigure marks it was applied with: the diff
/// reads only the new snapshot's marks, so they are stripped lazily (`clean`), when the state is read
/// as a snapshot, and the stripping costs nothing for snapshots without marks.
struct DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The applied snapshot (possibly with marks; see the type's notes).
    private(set) var current = Snapshot()
    private var currentHasMarks = false

    /// What the view must do to show the snapshot `apply` made current.
    enum Step {
        /// The view has not shown data yet: reload it (no diff).
        case reload
        /// Nothing changed.
        case unchanged
        /// Perform this batch update (from the diff engine, valid by construction).
        case update(DiffableBatchUpdate)
    }

    /// The current state without reload and reconfigure marks (they apply once).
    /// - Complexity: O(1) when there are no marks to strip, O(n) once after an apply that had them.
    mutating func clean() -> Snapshot {
        if currentHasMarks {
            current = Self.withoutMarks(current)
            currentHasMarks = false
        }
        return current
    }

    /// Makes `snapshot` current without diffing (`applySnapshotUsingReloadData`).
    mutating func reset(to snapshot: Snapshot) {
        current = snapshot
        currentHasMarks = true
    }

    /// Makes `snapshot` current and says how the view shows it: a reload when it has not loaded
    /// (`viewIsLoaded` false), else the difference from the previous state as one batch update.
    /// - Complexity: O(n) on average for n items (the diff engine).
    mutating func apply(_ snapshot: Snapshot, viewIsLoaded: Bool) -> Step {
        let old = current
        current = snapshot
        currentHasMarks = true
        guard viewIsLoaded else { return .reload }
        let update = DiffableBatchUpdate(from: old, to: snapshot)
        return update.isEmpty ? .unchanged : .update(update)
    }

    /// Replaces the current state by a change the view already shows (an interactive move).
    mutating func adopt(_ snapshot: Snapshot) {
        current = snapshot
        currentHasMarks = false
    }

    /// `snapshot` without reload/reconfigure marks.
    /// - Complexity: O(1) without marks, O(n) with them.
    static func withoutMarks(_ snapshot: Snapshot) -> Snapshot {
        guard !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty
                || !snapshot.reloadedSectionIdentifiers.isEmpty else { return snapshot }
        var clean = Snapshot()
        clean.appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers { clean.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section) }
        return clean
    }

    // MARK: Reads

    /// The number of sections.
    var numberOfSections: Int { current.numberOfSections }

    /// The number of items in section `section`; 0 out of range.
    func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < current.numberOfSections else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The item at `indexPath`, or nil out of range.
    /// - Complexity: O(1).
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < current.numberOfSections else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath[0]])
        guard indexPath[1] >= 0, indexPath[1] < items.count else { return nil }
        return items[indexPath[1]]
    }

    /// The index path of `itemIdentifier`, or nil when absent.
    /// - Complexity: O(s) for the s sections before the item's.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let flat = current.indexOfItem(itemIdentifier), let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section) else { return nil }
        var start = 0
        for earlier in current.sectionIdentifiers.prefix(s) { start += current.numberOfItems(inSection: earlier) }
        return IndexPath(item: flat - start, section: s)
    }

    /// The section identifier at `index`, or nil out of range.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil when absent.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }
}

/// Runs a diffable data source's work on the main actor: at once on the main thread, otherwise queued to
/// it in call order (UIKit serialises a data source's applies the same way; keep all calls on one queue).
enum DiffableMainQueue {
    nonisolated static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if MainQueueDetection.isMainQueue {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }

}
