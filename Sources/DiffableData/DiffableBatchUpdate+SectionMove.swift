import Foundation

extension DiffableBatchUpdate {
    /// A section move: `from` is the old index, `to` the new one.
    public struct SectionMove {
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
}

// MARK: - Hashable

extension DiffableBatchUpdate.SectionMove: Hashable {}

// MARK: - Sendable

extension DiffableBatchUpdate.SectionMove: Sendable {}
