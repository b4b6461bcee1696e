import Foundation

/// Why a batch update cannot be applied to the data it was replayed on.
///
/// Each case corresponds to one of UIKit's `performBatchUpdates` assertions; `description` is worded like
/// UIKit's (for example "attempt to delete item 7 from section 0 which only contains 3 items before the
/// update"), so a collection view can raise it unchanged.
public enum BatchUpdateReplayError {
    /// An old section index (delete, reload, move source) is outside the old data.
    case oldSectionOutOfRange(operation: String, section: Int, count: Int)
    /// A new section index (insert, move destination) is outside the data being built.
    case newSectionOutOfRange(operation: String, section: Int, count: Int)
    /// Two section operations name the same old index, or the same new index.
    case sectionUsedTwice(operation: String, section: Int)
    /// An old index path is outside its section, or its section is deleted or reloaded.
    case oldItemInvalid(operation: String, indexPath: IndexPath)
    /// A new index path is outside its section, or its section is inserted or reloaded.
    case newItemInvalid(operation: String, indexPath: IndexPath)
    /// Two item operations name the same old index path, or the same new index path.
    case itemUsedTwice(operation: String, indexPath: IndexPath)
}

// MARK: - Error

extension BatchUpdateReplayError: Error {}

// MARK: - Hashable

extension BatchUpdateReplayError: Hashable {}

// MARK: - Sendable

extension BatchUpdateReplayError: Sendable {}

// MARK: - CustomStringConvertible

extension BatchUpdateReplayError: CustomStringConvertible {
    /// UIKit-style wording of the failure.
    public var description: String {
        switch self {
        case let .oldSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections before the update"
        case let .newSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections after the update"
        case let .sectionUsedTwice(operation, section):
            return "attempt to \(operation) section \(section) that is already used by another operation in the same update"
        case let .oldItemInvalid(operation, indexPath):
            return "attempt to \(operation) item \(indexPath.last ?? -1) from section \(indexPath.first ?? -1), which is "
                + "not an existing item of a surviving section before the update"
        case let .newItemInvalid(operation, indexPath):
            return "attempt to \(operation) item \(indexPath.last ?? -1) into section \(indexPath.first ?? -1), which is "
                + "not a valid position of a surviving section after the update"
        case let .itemUsedTwice(operation, indexPath):
            return "attempt to \(operation) index path \(indexPath) that is already used by another operation in the same update"
        }
    }
}
