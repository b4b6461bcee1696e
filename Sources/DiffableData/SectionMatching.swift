import Foundation

/// How the sections of two snapshots correspond, and the section-level changes.
///
/// `newForOld[a]` is the new index of old section `a` when it survives unreloaded, else −1;
/// `oldForNew[b]` is the inverse, −1 for inserted or reloaded sections. Item diffing runs only between
/// such pairs.
@usableFromInline
struct SectionMatching {
    /// Old section index → matched new section index, or −1.
    @usableFromInline var newForOld: ContiguousArray<Int>
    /// New section index → matched old section index, or −1.
    @usableFromInline var oldForNew: ContiguousArray<Int>
    /// Whether both snapshots have the same sections in the same order, with no section reloads.
    @usableFromInline var identical: Bool

    /// Matches sections and writes the section changes into `update`.
    /// - Complexity: O(s) on average for s sections, O(s log s) for reordered ones.
    @inlinable init<SectionID: Hashable, ItemID: Hashable>(
        old: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        new: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        lis: inout LongestIncreasingSubsequence,
        into update: inout DiffableBatchUpdate
    ) {
        let oldCount = old.sections.count, newCount = new.sections.count
        newForOld = ContiguousArray(repeating: -1, count: oldCount)
        oldForNew = ContiguousArray(repeating: -1, count: newCount)
        let common = min(oldCount, newCount)
        var prefix = 0
        while prefix < common && old.sections[prefix] == new.sections[prefix] {
            newForOld[prefix] = prefix
            oldForNew[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < common - prefix && old.sections[oldCount - 1 - suffix] == new.sections[newCount - 1 - suffix] {
            newForOld[oldCount - 1 - suffix] = newCount - 1 - suffix
            oldForNew[newCount - 1 - suffix] = oldCount - 1 - suffix
            suffix += 1
        }
        identical = prefix == oldCount && prefix == newCount && new.reloadedSections.isEmpty

        var moved = ContiguousArray<Bool>(repeating: false, count: oldCount)
        let middle = prefix ..< (oldCount - suffix)
        lis.reset()
        var survivors = ContiguousArray<Int>()
        for a in middle {
            if let b = new.sectionIndex[old.sections[a]] {
                newForOld[a] = b
                oldForNew[b] = a
                survivors.append(a)
                lis.append(b)
            } else {
                update.deletedSections.append(a)
            }
        }
        lis.solve()
        for (k, a) in survivors.enumerated() where !lis.isKept[k] { moved[a] = true }

        var converted = false
        for section in new.reloadedSections.ordered {
            guard let a = old.sectionIndex[section], let b = new.sectionIndex[section] else { continue }
            if moved[a] {
                moved[a] = false
                converted = true
                update.deletedSections.append(a)
                update.insertedSections.append(b)
            } else {
                update.reloadedSections.append(a)
            }
            newForOld[a] = -1
            oldForNew[b] = -1
        }
        for a in survivors where moved[a] {
            update.movedSections.append(.init(from: a, to: newForOld[a]))
        }
        for b in prefix ..< (newCount - suffix) where oldForNew[b] < 0 && old.sectionIndex[new.sections[b]] == nil {
            update.insertedSections.append(b)
        }
        if converted {
            update.deletedSections.sort()
            update.insertedSections.sort()
        }
        update.reloadedSections.sort()
    }
}
