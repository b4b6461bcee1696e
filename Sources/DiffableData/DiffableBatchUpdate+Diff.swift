import Foundation

extension DiffableBatchUpdate {
    /// Computes the batch update that turns `old` into `new`: what a diffable data source's
    /// `apply(_:animatingDifferences:)` hands to its collection or table view.
    ///
    /// The algorithm, section level then item level:
    /// 1. Common prefixes and suffixes are trimmed by plain `==` (no hashing): they are unchanged.
    /// 2. The rest is matched Heckel-style through the new snapshot's own identifier → position table, so no
    ///    table is built here: an old item whose predecessor's new neighbour is itself costs one `==`, any
    ///    other old item one hash lookup, and the new side costs no hashing at all (positions no old item
    ///    reached are the inserts).
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
    ///
    /// Positions are gathered as flat `Int`s (sorted `Int`s are cheap, sorted `IndexPath`s are not) and
    /// turned into index paths once at the end. The new side needs no hashing: every new position reached
    /// from an old survivor is flagged in `reached`, and whatever is left unflagged is an insert.
    @inlinable
    mutating func diffItems<SectionID: Hashable, ItemID: Hashable>(
        old: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        new: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
        sections: SectionMatching,
        lis: inout LongestIncreasingSubsequence
    ) {
        let newForOld = sections.newForOld
        let oldForNew = sections.oldForNew
        let identical = sections.identical && old.hasSameSectionStarts(as: new) && old.items == new.items

        // Reload marks by old flat position: 1 = reload, 3 = reload turned into delete + insert (the item
        // also moves), 0 = none or dropped (the item leaves for an inserted or reloaded section). A marked
        // item is in `new` by construction, so only its old position needs a lookup; pass 2 settles the rest.
        let hasMarks = !new.reloadedItems.isEmpty
        var marks = ContiguousArray<UInt8>()
        var reloadCandidates = ContiguousArray<Int>()
        if hasMarks {
            marks = ContiguousArray(repeating: 0, count: old.items.count)
            for item in new.reloadedItems.ordered {
                guard let of = old.indexOfItem(item), newForOld[old.itemSections[of]] >= 0 else { continue }
                marks[of] = 1
                reloadCandidates.append(of)
            }
        }
        var reached = ContiguousArray<Bool>()
        var newMiddle = ContiguousArray<Range<Int>>()

        var deleted = ContiguousArray<Int>() // old flat positions, ascending
        var inserted = ContiguousArray<Int>() // new flat positions
        var convertedReloads = false
        if !identical {
            reached = ContiguousArray(repeating: false, count: new.items.count)
            // The untrimmed middle of each matched new section, found while trimming its old partner.
            newMiddle = ContiguousArray(repeating: 0 ..< 0, count: new.sections.count)
            // Sized once for the largest section, so the per-section passes never reallocate.
            var largest = 0
            for a in 0 ..< old.sections.count { largest = Swift.max(largest, old.sectionStart(a + 1) - old.sectionStart(a)) }
            var newPositions = ContiguousArray<Int>()
            newPositions.reserveCapacity(largest)
            lis.reserveCapacity(largest)
            old.items.withUnsafeBufferPointer { oldItems in
                new.items.withUnsafeBufferPointer { newItems in
                    new.itemSections.withUnsafeBufferPointer { newItemSections in
                        for a in 0 ..< old.sections.count {
                            let b = newForOld[a]
                            guard b >= 0 else { continue }
                            let oldStart = old.sectionStart(a), oldEnd = old.sectionStart(a + 1)
                            let newStart = new.sectionStart(b), newEnd = new.sectionStart(b + 1)
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
                            // Runs of neighbours usually stay neighbours (Heckel's extension step), so before
                            // hashing, `==` tries the slot after the previous match, the one after that (an
                            // insert in between), and where the run before the last jump would continue (the
                            // item after a moved one). Identifiers are unique, so a hit is the only position.
                            newPositions.removeAll(keepingCapacity: true)
                            lis.reset()
                            let newCount = newItems.count
                            var guess = -1
                            var resume = -1
                            for of in middle {
                                let item = oldItems[of]
                                var nf = -1
                                if guess >= 0 && guess < newCount {
                                    if newItems[guess] == item {
                                        nf = guess
                                    } else if guess + 1 < newCount && newItems[guess + 1] == item {
                                        nf = guess + 1
                                    }
                                }
                                if nf < 0 {
                                    if resume >= 0 && resume < newCount && newItems[resume] == item {
                                        nf = resume
                                    } else if let found = new.indexOfItem(item) {
                                        nf = found
                                    } else {
                                        newPositions.append(-1)
                                        continue
                                    }
                                    resume = guess
                                }
                                guess = nf + 1
                                newPositions.append(nf)
                                reached[nf] = true
                                // A range test instead of reading `itemSections` at a random position.
                                if nf >= newStart && nf < newEnd { lis.append(nf) }
                            }
                            lis.solve()

                            // Pass 2: emit in old order, so deletes and moves come out sorted.
                            var survivor = 0
                            for (offset, nf) in newPositions.enumerated() {
                                let of = middle.lowerBound + offset
                                guard nf >= 0 else {
                                    deleted.append(of)
                                    continue
                                }
                                let nb = nf >= newStart && nf < newEnd ? b : newItemSections[nf]
                                if nb == b {
                                    let kept = lis.isKept[survivor]
                                    survivor += 1
                                    if kept { continue }
                                } else if oldForNew[nb] < 0 {
                                    // Into an inserted or reloaded section: that section's insert covers it.
                                    deleted.append(of)
                                    if hasMarks { marks[of] = 0 }
                                    continue
                                }
                                if hasMarks && marks[of] == 1 {
                                    marks[of] = 3
                                    convertedReloads = true
                                    deleted.append(of)
                                    inserted.append(nf)
                                } else {
                                    let to = nb == b ? nf - newStart : nf - new.sectionStart(nb)
                                    movedItems.append(ItemMove(from: makeIndexPath(a, of - oldStart), to: makeIndexPath(nb, to)))
                                }
                            }
                        }

                        // New side: unreached positions of matched sections were absent, or sat in a
                        // deleted or reloaded section.
                        for b in 0 ..< new.sections.count where oldForNew[b] >= 0 {
                            for nf in newMiddle[b] where !reached[nf] { inserted.append(nf) }
                        }
                    }
                }
            }
        }
        if convertedReloads { inserted.sort() }

        var reloaded = ContiguousArray<Int>()
        for of in reloadCandidates where marks[of] == 1 { reloaded.append(of) }
        reloaded.sort()

        // Reconfigures: survivors in `new` not also reloaded. A new position is a survivor when its section
        // is matched and it was either trimmed (unchanged) or reached from an old item.
        var reconfigured = ContiguousArray<Int>()
        for item in new.reconfiguredItems.ordered {
            guard let nf = new.indexOfItem(item) else { continue }
            let b = new.itemSections[nf]
            guard oldForNew[b] >= 0 else { continue }
            if !identical && newMiddle[b].contains(nf) && !reached[nf] { continue }
            if hasMarks && new.reloadedItems.contains(item) { continue }
            reconfigured.append(nf)
        }
        reconfigured.sort()
        deletedItems = Self.indexPaths(deleted, in: old)
        insertedItems = Self.indexPaths(inserted, in: new)
        reloadedItems = Self.indexPaths(reloaded, in: old)
        reconfiguredItems = Self.indexPaths(reconfigured, in: new)
    }

    /// Turns flat positions of `snapshot` into `[section, item]` index paths.
    @inlinable
    static func indexPaths<SectionID: Hashable, ItemID: Hashable>(
        _ positions: ContiguousArray<Int>, in snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>
    ) -> [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(positions.count)
        for position in positions {
            let section = snapshot.itemSections[position]
            paths.append(makeIndexPath(section, position - snapshot.sectionStart(section)))
        }
        return paths
    }
}
