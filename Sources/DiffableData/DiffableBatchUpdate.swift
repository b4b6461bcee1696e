import Foundation

/// The changes that turn one snapshot into another, expressed as one `performBatchUpdates` call that
/// UIKit's rules accept.
///
/// Index conventions (UIKit's batch-update rules, per Apple's `performBatchUpdates(_:completion:)` documentation):
/// - `deletedSections`, `reloadedSections`, `deletedItems`, `reloadedItems` and the `from` side of moves
///   name positions in the **old** data;
/// - `insertedSections`, `insertedItems`, the `to` side of moves and `reconfiguredItems` name positions in
///   the **new** data. Reconfigures use new paths because a reconfigure reruns the cell provider against
///   the new data on the cell that is already displayed; a collection view resolves them after applying
///   the structural changes.
///
/// Guarantees of `init(from:to:)`:
/// - every list is sorted ascending (moves by their `from` side) and names each position at most once;
/// - items inside deleted, inserted or reloaded sections are never listed individually, and items of a
///   moved section follow their section without being listed;
/// - an item that is both moved and reloaded is listed as a delete plus an insert (UIKit refuses a reload
///   and a move of the same index path), and a reloaded section that moves becomes a section delete plus
///   insert for the same reason;
/// - reloads and reconfigures come only from the new snapshot's marks, never from comparing content.
public struct DiffableBatchUpdate {
    /// Sections to delete, by old index.
    public var deletedSections: [Int]
    /// Sections to insert, by new index.
    public var insertedSections: [Int]
    /// Sections to move, old index to new index; their items come along.
    public var movedSections: [SectionMove]
    /// Sections to reload, by old index.
    public var reloadedSections: [Int]
    /// Items to delete, by old index path (`[section, item]`).
    public var deletedItems: [IndexPath]
    /// Items to insert, by new index path.
    public var insertedItems: [IndexPath]
    /// Items to move, old index path to new index path, possibly across sections.
    public var movedItems: [ItemMove]
    /// Items to reload (new cell), by old index path.
    public var reloadedItems: [IndexPath]
    /// Items to reconfigure (same cell, provider rerun), by new index path.
    public var reconfiguredItems: [IndexPath]

    /// Creates an update from explicit lists; every list defaults to empty.
    ///
    /// Used by tests and by callers that build batch updates by hand; `replay` validates whatever is given.
    public init(deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
                reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
                movedItems: [ItemMove] = [], reloadedItems: [IndexPath] = [], reconfiguredItems: [IndexPath] = []) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// Whether the update changes nothing, so a collection view can skip the batch entirely.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The number of individual changes listed, moves counting once.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count + reconfiguredItems.count
    }
}

// MARK: - Hashable

/// Two updates are equal when they list the same changes in the same order.
extension DiffableBatchUpdate: Hashable {}

// MARK: - Sendable

extension DiffableBatchUpdate: Sendable {}

/// Builds the two-element index path `[section, item]` without a temporary array.
///
/// Foundation on Linux has no `IndexPath(item:section:)` (UIKit adds it), and `IndexPath(indexes:)` would
/// allocate an array per path in the diff's hot loop; appending to a one-element path stays inline.
@inline(__always)
@inlinable func makeIndexPath(_ section: Int, _ item: Int) -> IndexPath {
    var path = IndexPath(index: section)
    path.append(item)
    return path
}
