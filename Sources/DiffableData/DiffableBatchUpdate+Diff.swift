import Foundation

extension DiffableBatchUpdate {
    /// Computes the batch update that turns `old` into `new`: what a diffable data source's
    /// `apply(_:animatingDifferences:)` hands to its collection or table view.
    ///
    /// The algorithm, section level then item level:
    /// 1. Common prefixes and suffixes are trimmed by plain `==` (no hashing): they are unchanged.
    /// 2. The rest is matched Heckel-style through the snapshots' own identifier → position tables, so no
    ///    table is built here: one hash lookup per untrimmed identifier on each side.
    /// 3. Survivors that stay in the same (matched) section keep a longest increasing subsequence of their
    ///    new positions in place and move the rest, so the number of moves is minimal: survivors minus the
    ///    subsequence's length, plus items that change section.
    /// 4. Marks in `new` become reloads (old paths) and reconfigures (new paths) for items and sections
    ///    that survive; see the type's documentation for how reload-plus-move is resolved.
    ///
    /// UIKit parity: like UIKit, identity is `Hashable` equality and content is never compared.
    /// - Complexity: O(n) on average for n items and sections in both snapshots, O(n + m log m) when m
    ///   items are out of order; O(n) `==` comparisons and no hashing when nothing changed.
    @inlinable public init<SectionID: Hashable, ItemID: Hashable>(
        from old: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        to new: NSDiffableDataSourceSnapshot<SectionID, ItemID>
    ) {
        self.init()
        var lis = LongestIncreasingSubsequence()
        let sectionMap = SectionMatching(old: old, new: new, lis: &lis, into: &self)
        diffItems(old: old, new: new, sections: sectionMap, lis: &lis)
    }

    /// Lists item changes for every pair of matched sections; items of unmatched sections are covered
    /// by their section's delete, insert or reload.
    @inlinable mutating func diffItems<SectionID: Hashable, ItemID: Hashable>(
        old: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        new: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        sections: SectionMatching,
        lis: inout LongestIncreasingSubsequence
    ) {
        let newForOld = sections.newForOld
        let oldForNew = sections.oldForNew
        let identical = sections.identical && old.sectionStarts == new.sectionStarts && old.items == new.items

        // Marks: 1 = reload, 2 = reconfigure, 3 = reload already turned into delete + insert.
        let hasMarks = !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty
        var marks = ContiguousArray<UInt8>()
        if hasMarks {
            marks = ContiguousArray(repeating: 0, count: old.items.count)
            func survivorPosition(_ item: ItemID) -> Int? {
                guard let of = old.itemIndex[item], let nf = new.itemIndex[item],
                      newForOld[old.itemSections[of]] >= 0, oldForNew[new.itemSections[nf]] >= 0 else { return nil }
                return of
            }
            for item in new.reloadedItems.ordered { if let of = survivorPosition(item) { marks[of] = 1 } }
            for item in new.reconfiguredItems.ordered {
                if let of = survivorPosition(item), marks[of] == 0 { marks[of] = 2 }
            }
        }

        var convertedReloads = false
        if !identical {
            // The untrimmed middle of each matched new section, found while trimming its old partner.
            var newMiddle = ContiguousArray<Range<Int>>(repeating: 0 ..< 0, count: new.sections.count)
            var newPositions = ContiguousArray<Int>()
            old.items.withUnsafeBufferPointer { oldItems in
                new.items.withUnsafeBufferPointer { newItems in
                    for a in 0 ..< old.sections.count {
                        let b = newForOld[a]
                        guard b >= 0 else { continue }
                        let oldStart = old.sectionStarts[a], oldEnd = old.sectionStarts[a + 1]
                        let newStart = new.sectionStarts[b], newEnd = new.sectionStarts[b + 1]
                        let common = min(oldEnd - oldStart, newEnd - newStart)
                        var prefix = 0
                        while prefix < common && oldItems[oldStart + prefix] == newItems[newStart + prefix] { prefix += 1 }
                        var suffix = 0
                        while suffix < common - prefix && oldItems[oldEnd - 1 - suffix] == newItems[newEnd - 1 - suffix] {
                            suffix += 1
                        }
                        newMiddle[b] = (newStart + prefix) ..< (newEnd - suffix)
                        let middle = (oldStart + prefix) ..< (oldEnd - suffix)
                        guard !middle.isEmpty else { continue }

                        // Pass 1: where each old item went; same-section survivors feed the subsequence.
                        newPositions.removeAll(keepingCapacity: true)
                        lis.reset()
                        for of in middle {
                            if let nf = new.itemIndex[oldItems[of]] {
                                newPositions.append(nf)
                                if new.itemSections[nf] == b { lis.append(nf) }
                            } else {
                                newPositions.append(-1)
                            }
                        }
                        lis.solve()

                        // Pass 2: emit in old order, so deletes and moves come out sorted.
                        var survivor = 0
                        for (offset, nf) in newPositions.enumerated() {
                            let of = middle.lowerBound + offset
                            guard nf >= 0 else {
                                deletedItems.append(makeIndexPath(a, of - oldStart))
                                continue
                            }
                            let nb = new.itemSections[nf]
                            if nb == b {
                                let kept = lis.isKept[survivor]
                                survivor += 1
                                if kept { continue }
                            } else if oldForNew[nb] < 0 {
                                // Into an inserted or reloaded section: that section's insert covers it.
                                deletedItems.append(makeIndexPath(a, of - oldStart))
                                continue
                            }
                            let from = makeIndexPath(a, of - oldStart)
                            let to = makeIndexPath(nb, nf - new.sectionStarts[nb])
                            if hasMarks && marks[of] == 1 {
                                marks[of] = 3
                                convertedReloads = true
                                deletedItems.append(from)
                                insertedItems.append(to)
                            } else {
                                movedItems.append(ItemMove(from: from, to: to))
                            }
                        }
                    }

                    // New side: identifiers that were absent, or sat in a deleted or reloaded section.
                    for b in 0 ..< new.sections.count where oldForNew[b] >= 0 {
                        let newStart = new.sectionStarts[b]
                        for nf in newMiddle[b] {
                            if let of = old.itemIndex[newItems[nf]], newForOld[old.itemSections[of]] >= 0 { continue }
                            insertedItems.append(makeIndexPath(b, nf - newStart))
                        }
                    }
                }
            }
        }

        if hasMarks {
            for item in new.reloadedItems.ordered {
                guard let of = old.itemIndex[item], marks[of] == 1 else { continue }
                let a = old.itemSections[of]
                reloadedItems.append(makeIndexPath(a, of - old.sectionStarts[a]))
            }
            for item in new.reconfiguredItems.ordered {
                guard let of = old.itemIndex[item], marks[of] == 2, let nf = new.itemIndex[item] else { continue }
                let b = new.itemSections[nf]
                reconfiguredItems.append(makeIndexPath(b, nf - new.sectionStarts[b]))
            }
            reloadedItems.sort()
            reconfiguredItems.sort()
        }
        if convertedReloads { insertedItems.sort() }
    }
}

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
