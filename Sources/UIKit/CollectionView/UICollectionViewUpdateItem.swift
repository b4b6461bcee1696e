import Foundation

/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`.
///
/// UIKit parity: same properties. A section-level change has an index path with item `Int.max`
/// (UIKit's `NSNotFound`), as on iOS.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    ///
    /// UIKit parity: `UICollectionViewUpdateItem.Action`, raw values insert 0, delete 1, reload 2, move 3, none 4.
    public enum Action: Int, Sendable {
        /// An insert.
        case insert = 0
        /// A delete.
        case delete = 1
        /// A reload.
        case reload = 2
        /// A move.
        case move = 3
        /// No action.
        case none = 4
    }

    /// The index path before the update; nil for inserts.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; nil for deletes.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// Whether the change names a whole section.
    var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.last == Int.max }
}
