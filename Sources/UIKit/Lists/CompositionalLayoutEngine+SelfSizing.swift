import Foundation

extension CompositionalLayoutEngine {
    // MARK: - Self-sizing

    /// The main-axis size of leaf `j` of section `s`'s group template (the item's estimate).
    /// - Complexity: O(1).
    func leafMain(_ s: Int, _ j: Int) -> CGFloat { main(records[s].template.leaves[j].frame.size) }

    /// Records a cell's measured size; returns the main-axis change of its group's extent (0 if none).
    ///
    /// The measurement is kept per item (so it can follow the item through batch updates) even when it
    /// equals the estimate; the group's extent is the largest of its items' (an unmeasured item counts at its
    /// estimate), as in UIKit. Orthogonal sections have one extent, which only grows.
    /// - Complexity: O(log n + items per group) (O(groups in the section) for the section's first
    ///   non-zero delta).
    func setMeasuredItemSize(_ size: CGSize, section s: Int, item i: Int) -> CGFloat {
        guard s >= 0, s < records.count, i >= 0, i < records[s].itemCount, records[s].estimatedMain else { return 0 }
        records[s].measuredItems[i] = main(size)
        if !records[s].staleItems.isEmpty { records[s].staleItems.remove(i) }
        // No copy of the record is held across the table's mutation (it would copy the tree).
        let orthogonal = records[s].orthogonal, perGroup = records[s].perGroup
        let g = orthogonal ? 0 : i / perGroup
        let delta = orthogonal ? max(records[s].extents?.delta(at: 0) ?? 0, main(size) - leafMain(s, i % perGroup))
            : groupDelta(records[s], g)
        if records[s].extents == nil {
            if abs(delta) < 0.001 { return 0 }
            records[s].extents = ExtentTable(count: orthogonal ? 1 : records[s].groupCount, stride: records[s].groupMain + records[s].spacing)
        }
        let change = records[s].extents!.setDelta(delta, at: g)
        if change != 0 { startsValid = false }
        return change
    }

    /// Group `g`'s extent delta from its items' measurements: the largest measured delta, and at least 0 when
    /// an item of the group is not measured (it counts at its estimate).
    /// - Complexity: O(items per group).
    func groupDelta(_ r: SectionRecord, _ g: Int) -> CGFloat {
        let leaves = r.template.leaves
        if r.perGroup == 1 {
            guard let measured = r.measuredItems[g] else { return 0 }
            return measured - main(leaves[0].frame.size)
        }
        var best = -CGFloat.infinity, unmeasured = false
        for k in g * r.perGroup ..< min(r.itemCount, (g + 1) * r.perGroup) {
            if let measured = r.measuredItems[k] {
                best = max(best, measured - main(leaves[k % r.perGroup].frame.size))
            } else {
                unmeasured = true
            }
        }
        if unmeasured || best == -.infinity { best = max(best, 0) }
        return best
    }

    /// Rebuilds `record`'s extent table from its `measuredItems`, reusing `storage` (taken: set to nil) when
    /// its stride fits.
    /// - Complexity: O(m log n) for m measured items (plus O(groups) when new storage is needed).
    func rebuildExtents(_ record: inout SectionRecord, reusing storage: inout ExtentTable?) {
        guard record.estimatedMain, !record.measuredItems.isEmpty else { return }
        var deltas: [Int: CGFloat] = [:]
        if record.orthogonal {
            var best: CGFloat = 0
            for (i, measured) in record.measuredItems {
                best = max(best, measured - main(record.template.leaves[i % record.perGroup].frame.size))
            }
            deltas[0] = best
        } else {
            for i in record.measuredItems.keys {
                let g = i / record.perGroup
                if deltas[g] == nil { deltas[g] = groupDelta(record, g) }
            }
        }
        guard deltas.values.contains(where: { abs($0) >= 0.001 }) else { return }
        let count = record.orthogonal ? 1 : record.groupCount
        var table: ExtentTable
        if let stride = storage?.stride, stride == record.groupMain + record.spacing {
            // Unique after `storage` lets go, so the reset does not copy the tree.
            table = storage!
            storage = nil
            table.reset(count: count)
        } else {
            table = ExtentTable(count: count, stride: record.groupMain + record.spacing)
        }
        for (g, delta) in deltas { _ = table.setDelta(delta, at: g) }
        record.extents = table
        startsValid = false
    }

    /// Moves every measurement through a batch update (or an interactive movement step): `item` maps an old
    /// index path to its new one and whether the item must be measured again (reloaded: its old size stands
    /// in for the estimate until then, so nothing visible jumps), nil when the item was deleted (its
    /// measurement goes away); `section` maps an old section to its new one. Items inserted by the update
    /// have no measurement: they start at their estimate and are measured when they show.
    ///
    /// The item measurements are taken to the next `prepare`, which rebuilds the extent tables; boundary
    /// supplementary measurements are re-keyed at once.
    /// - Complexity: O(m) mappings for m measured elements; no per-item work for unmeasured items.
    func remapMeasurements(item: (IndexPath) -> (path: IndexPath, remeasure: Bool)?, section: (Int) -> Int?) {
        var moved = MovedMeasurements()
        func take(_ s: Int, _ items: [Int: CGFloat], _ stale: Set<Int>) {
            for (i, measured) in items {
                guard let target = item(IndexPath(item: i, section: s)) else { continue }
                moved.sizes[target.path.section, default: [:]][target.path.item] = measured
                if target.remeasure || stale.contains(i) { moved.stale[target.path.section, default: []].insert(target.path.item) }
            }
        }
        if let pending = pendingMeasurements {
            // Two updates before a `prepare`: the pending measurements are the current ones.
            for (s, items) in pending.sizes { take(s, items, pending.stale[s] ?? []) }
        } else {
            for s in records.indices where !records[s].measuredItems.isEmpty {
                take(s, records[s].measuredItems, records[s].staleItems)
            }
        }
        pendingMeasurements = moved
        var supplementaries: [String: [IndexPath: CGFloat]] = [:]
        for (kind, entries) in measuredSupplementaries {
            for (path, measured) in entries {
                guard path.count == 2, let s = section(path.section) else { continue }
                supplementaries[kind, default: [:]][IndexPath(item: path.item, section: s)] = measured
            }
        }
        measuredSupplementaries = supplementaries
    }

    /// Whether the item at `(s, i)` is self-sizing on the main axis and has no current measurement (its
    /// frame uses the estimate, or the old size of content that changed).
    /// - Complexity: O(1).
    func needsMeasurement(section s: Int, item i: Int) -> Bool {
        guard pendingMeasurements == nil, s >= 0, s < records.count, i >= 0, i < records[s].itemCount,
              records[s].estimatedMain else { return false }
        return records[s].measuredItems[i] == nil || records[s].staleItems.contains(i)
    }

    /// Marks item `(s, i)`'s measurement stale (its content changed): its frame keeps the measured extent
    /// until it is measured again, so nothing flashes to the estimate.
    /// - Complexity: O(1).
    func forgetMeasurement(section s: Int, item i: Int) {
        guard s >= 0, s < records.count, records[s].measuredItems[i] != nil else { return }
        records[s].staleItems.insert(i)
    }

    /// Whether boundary item `item`'s main-axis size is an estimate (self-sizing).
    /// - Complexity: O(1).
    func isEstimatedMain(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        vertical ? item.layoutSize.heightDimension.isEstimated : item.layoutSize.widthDimension.isEstimated
    }

    /// Whether the boundary item `kind` at `indexPath` (a section's, keyed `(section, 0)`, or a layout-wide
    /// one, keyed `(n, 0)`) has an estimated main-axis size (`selfSizing`), and whether it has no
    /// measurement yet (`needsMeasurement`: its frame uses the estimate). Item-anchored supplementary items
    /// are not self-sizing here.
    /// - Complexity: O(boundary items of the section).
    func supplementarySizing(kind: String, indexPath: IndexPath) -> (selfSizing: Bool, needsMeasurement: Bool) {
        guard pendingMeasurements == nil else { return (false, false) }
        if let (leading, n) = globalBoundary(kind: kind, indexPath: indexPath) {
            let estimated = isEstimatedMain((leading ? globalHeaders : globalFooters)[n].item)
            return (estimated, estimated && measuredGlobalSupplementaries[kind]?[n] == nil)
        }
        let s = indexPath.count == 2 ? indexPath.section : -1
        guard s >= 0, s < records.count, indexPath.item == 0 else { return (false, false) }
        let estimated = records[s].headers.contains { $0.item.elementKind == kind && isEstimatedMain($0.item) }
            || records[s].footers.contains { $0.item.elementKind == kind && isEstimatedMain($0.item) }
        return (estimated, estimated && measuredSupplementaries[kind]?[indexPath] == nil)
    }

    /// The layout-wide boundary item `kind` at `indexPath` (`(n, 0)`: the n-th header, or footer, of the
    /// configuration), unless section 0 has a boundary item of that kind (section items win, as keys).
    /// - Complexity: O(boundary items of section 0).
    func globalBoundary(kind: String, indexPath: IndexPath) -> (leading: Bool, n: Int)? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0 else { return nil }
        let n = indexPath.item
        let leading: Bool
        if n < globalHeaders.count, globalHeaders[n].item.elementKind == kind {
            leading = true
        } else if n < globalFooters.count, globalFooters[n].item.elementKind == kind {
            leading = false
        } else {
            return nil
        }
        if let first = records.first, first.headers.contains(where: { $0.item.elementKind == kind })
            || first.footers.contains(where: { $0.item.elementKind == kind }) { return nil }
        return (leading, n)
    }

    /// Records a layout-wide boundary item's measured main-axis size; returns the content's change.
    /// - Complexity: O(1) (O(sections) for the next query after a change).
    private func setMeasuredGlobalSize(_ new: CGFloat, kind: String, leading: Bool, n: Int) -> CGFloat {
        var list = leading ? globalHeaders : globalFooters
        guard isEstimatedMain(list[n].item) else { return 0 }
        measuredGlobalSupplementaries[kind, default: [:]][n] = new
        let old = main(list[n].size)
        guard abs(new - old) > 0.001 else { return 0 }
        if vertical { list[n].size.height = new } else { list[n].size.width = new }
        if leading { globalHeaders = list } else { globalFooters = list }
        guard list[n].item.extendsBoundary else { return 0 }
        if leading { globalHeaderExtent += new - old } else { globalFooterExtent += new - old }
        startsValid = false
        return new - old
    }

    /// Where section boundary item `kind` of `indexPath.section` starts on the main axis when not pinned
    /// (nil if the section has none).
    /// - Complexity: O(boundary items of the section) (O(sections) after a change).
    func naturalSupplementaryStart(kind: String, indexPath: IndexPath) -> CGFloat? {
        if let (leading, n) = globalBoundary(kind: kind, indexPath: indexPath) {
            let list = leading ? globalHeaders : globalFooters
            let before = list[..<n].filter { $0.item.extendsBoundary }.map { main($0.size) }.reduce(0, +)
            return leading ? before : main(contentSize) - globalFooterExtent + before
        }
        let s = indexPath.count == 2 ? indexPath.section : -1
        guard s >= 0, s < records.count else { return nil }
        for (leading, list) in [(true, records[s].headers), (false, records[s].footers)] {
            guard let b = list.first(where: { $0.item.elementKind == kind }) else { continue }
            let frame = boundaryFrame(s, b, leading: leading, visible: nil).0
            return vertical ? frame.minY : frame.minX
        }
        return nil
    }

    /// Records a section boundary item's measured main-axis size (kept, even when it equals the current
    /// size, so the shown view is not measured again); returns the change of the section's extent. Sections
    /// after it move by the change (their starts are rebuilt on the next query).
    /// - Complexity: O(boundary items of the section).
    func setMeasuredSupplementarySize(_ size: CGSize, kind: String, indexPath: IndexPath) -> CGFloat {
        if let (leading, n) = globalBoundary(kind: kind, indexPath: indexPath) {
            return setMeasuredGlobalSize(main(size), kind: kind, leading: leading, n: n)
        }
        let s = indexPath.count == 2 ? indexPath.section : -1
        guard s >= 0, s < records.count, indexPath.item == 0 else { return 0 }
        let new = main(size)
        var change: CGFloat = 0, found = false
        for leading in [true, false] {
            var list = leading ? records[s].headers : records[s].footers
            for n in list.indices where list[n].item.elementKind == kind && isEstimatedMain(list[n].item) {
                found = true
                let old = main(list[n].size)
                guard abs(new - old) > 0.001 else { continue }
                if vertical { list[n].size.height = new } else { list[n].size.width = new }
                if list[n].item.extendsBoundary {
                    if leading { records[s].headerExtent += new - old } else { records[s].footerExtent += new - old }
                    change += new - old
                }
            }
            if leading { records[s].headers = list } else { records[s].footers = list }
        }
        if found { measuredSupplementaries[kind, default: [:]][indexPath] = new }
        if change != 0 { startsValid = false }
        return change
    }
}
