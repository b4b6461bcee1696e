import Foundation

extension DiffableBatchUpdate {
    /// A section move: `from` is the old index, `to` the new one.
    public struct SectionMove: Hashable, Sendable {
        /// The section's index in the old data.
        public var from: Int
        /// The section's index in the new data.
        public var to: Int

        /// Creates a move of the section at old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item move: `from` is the old index path, `to` the new one; the sections may differ.
    public struct ItemMove: Hashable, Sendable {
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
