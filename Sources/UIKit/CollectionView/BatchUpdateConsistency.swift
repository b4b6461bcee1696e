import Foundation

/// UIKit's consistency checks of a batch update against the data source's counts before and after, with
/// UIKit's exception texts, shared by collection views ("items", "collection view") and table views
/// ("rows", "table view").
///
/// The checks, in UIKit's order: the section count; then the changes replayed on the old counts (an
/// index out of range, or one used twice, raises the matching "attempt to …" text); then each surviving
/// section's count.
/// - Complexity: O(n + k log k) for n items in the old data and k changes.
struct BatchUpdateConsistency {
    /// "item" or "row".
    let element: String
    /// "collection view" or "table view".
    let container: String

    static let collectionView = BatchUpdateConsistency(element: "item", container: "collection view")
    static let tableView = BatchUpdateConsistency(element: "row", container: "table view")

    /// Traps with UIKit's text when the section counts disagree with the update.
    func checkSectionCount(_ update: DiffableBatchUpdate, old: Int, new: Int) {
        let expected = old + update.insertedSections.count - update.deletedSections.count
        guard new != expected else { return }
        raiseCollectionViewException("Invalid update: invalid number of sections.  The number of sections contained in the \(container) after the update (\(new)) must be equal to the number of sections contained in the \(container) before the update (\(old)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
    }

    /// Replays the update on the old counts and compares each surviving section's count; traps with
    /// UIKit's text on the first inconsistency.
    func check(_ update: DiffableBatchUpdate, oldCounts: [Int], newCounts: [Int]) {
        let oldItems = oldCounts.enumerated().map { s, n in (0 ..< n).map { s << 32 | $0 } }
        let replayed: (sections: [Int], items: [[Int]])
        do {
            replayed = try update.replay(sections: Array(oldCounts.indices), items: oldItems,
                                         newSection: { s in (-1, [Int](repeating: -1, count: s < newCounts.count ? newCounts[s] : 0)) },
                                         newItem: { _ in -1 })
        } catch {
            raiseCollectionViewException(text(for: error, oldCounts: oldCounts, newCounts: newCounts))
        }
        let reloaded = Set(update.reloadedSections)
        for (t, origin) in replayed.sections.enumerated() where origin >= 0 && !reloaded.contains(origin) {
            let actual = newCounts[t]
            guard replayed.items[t].count != actual else { continue }
            let inserted = update.insertedItems.filter { $0[0] == t }.count
            let deleted = update.deletedItems.filter { $0[0] == origin }.count
            let movedIn = update.movedItems.filter { $0.to[0] == t && $0.from[0] != origin }.count
            let movedOut = update.movedItems.filter { $0.from[0] == origin && $0.to[0] != t }.count
            raiseCollectionViewException("Invalid update: invalid number of \(element)s in section \(t).  The number of \(element)s contained in an existing section after the update (\(actual)) must be equal to the number of \(element)s contained in that section before the update (\(oldCounts[origin])), plus or minus the number of \(element)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        }
    }

    /// UIKit's texts for out-of-range and conflicting changes.
    func text(for error: BatchUpdateReplayError, oldCounts: [Int], newCounts: [Int]) -> String {
        switch error {
        case let .oldItemInvalid(operation, path) where path.count == 2:
            if path[0] < 0 || path[0] >= oldCounts.count {
                return "attempt to \(operation) \(element) \(path[1]) from section \(path[0]), but there are only \(oldCounts.count) sections before the update"
            }
            return "attempt to \(operation) \(element) \(path[1]) from section \(path[0]) which only contains \(oldCounts[path[0]]) \(element)s before the update"
        case let .newItemInvalid(operation, path) where path.count == 2:
            if path[0] < 0 || path[0] >= newCounts.count {
                return "attempt to \(operation) \(element) \(path[1]) into section \(path[0]), but there are only \(newCounts.count) sections after the update"
            }
            return "attempt to \(operation) \(element) \(path[1]) into section \(path[0]), but there are only \(newCounts[path[0]]) \(element)s in section \(path[0]) after the update"
        case let .oldSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections before the update"
        case let .newSectionOutOfRange(operation, section, count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections after the update"
        default:
            return "Invalid batch updates detected: \(error)"
        }
    }
}
