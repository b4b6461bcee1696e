import Foundation

extension DiffableBatchUpdate {
    /// An item move: `from` is the old index path, `to` the new one; the sections may differ.
    public struct ItemMove {
        /// The item's index path in the old data.
        public var from: IndexPath
        /// The item's index path in the new data.
        public var to: IndexPath

        /// Creates a move of the item at old index path `from` to new index path `to`.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }
}

// MARK: - Hashable

extension DiffableBatchUpdate.ItemMove: Hashable {}

// MARK: - Sendable

extension DiffableBatchUpdate.ItemMove: Sendable {}
