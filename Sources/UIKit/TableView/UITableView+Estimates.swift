import Foundation

/// What a table's delegate estimates, found when the data loads.
struct TableEstimatePolicy: Equatable {
    /// The delegate gives each row its own estimate (`tableView(_:estimatedHeightForRowAt:)`).
    var perRowEstimates = false
    /// Section headers start at their estimate; their real height is asked near the visible area.
    var deferredHeaders = false
    /// Section footers start at their estimate (see `deferredHeaders`).
    var deferredFooters = false

    var defersAnything: Bool { perRowEstimates || deferredHeaders || deferredFooters }
}

/// The estimate a protocol default answered with, so the table can tell an implemented delegate method
/// from the default (Objective-C's `respondsToSelector:`, which Swift protocol defaults cannot answer).
enum TableEstimateKind {
    case row, header, footer
}

extension UITableView {
    /// How many rows a load asks per-row estimates for up front. UIKit asks every row's estimate when
    /// the data loads; OpenUIKit does so for the first 10,000 rows (so the content size of an ordinary
    /// table is the sum of its estimates, as on iOS) and asks the rest a block at a time as they come near
    /// the visible area, so a million-row table does not call its delegate a million times per reload.
    static let eagerRowEstimateBudget = 10_000

    /// Called by the protocol extension's default estimate methods: the delegate does not implement them.
    func noteDefaultEstimateAnswered(_ kind: TableEstimateKind) {
        switch kind {
        case .row: defaultEstimatesAnswered.row = true
        case .header: defaultEstimatesAnswered.header = true
        case .footer: defaultEstimatesAnswered.footer = true
        }
    }

    /// Finds which estimates the delegate implements (one call of each, on the first section and row).
    ///
    /// Documented limitation: a delegate whose estimate method answers some rows with the protocol's
    /// default (a `UITableViewController` subclass calling `super`) is taken as not implementing it when
    /// the first row gets the default.
    /// - Complexity: O(sections) to find the first row.
    func probeEstimatePolicy(counts: [Int]) -> TableEstimatePolicy {
        var policy = TableEstimatePolicy()
        if let delegate = tableDelegateStorage {
            defaultEstimatesAnswered = (false, false, false)
            if estimatedRowHeight != 0, let s = counts.firstIndex(where: { $0 > 0 }) {
                _ = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: s))
                policy.perRowEstimates = !defaultEstimatesAnswered.row
            }
            if !counts.isEmpty {
                if estimatedSectionHeaderHeight != 0 {
                    _ = delegate.tableView(self, estimatedHeightForHeaderInSection: 0)
                    policy.deferredHeaders = !defaultEstimatesAnswered.header
                }
                if estimatedSectionFooterHeight != 0 {
                    _ = delegate.tableView(self, estimatedHeightForFooterInSection: 0)
                    policy.deferredFooters = !defaultEstimatesAnswered.footer
                }
            }
        }
        // An explicit (positive) estimate on the table defers as a delegate's does.
        if estimatedSectionHeaderHeight > 0 { policy.deferredHeaders = true }
        if estimatedSectionFooterHeight > 0 { policy.deferredFooters = true }
        return policy
    }

    // MARK: Row estimates

    /// Row `path`'s estimate from the delegate (0: none, the section keeps its stride).
    private func rowEstimate(_ path: IndexPath) -> CGFloat {
        guard let delegate = tableDelegateStorage else { return 0 }
        let e = delegate.tableView(self, estimatedHeightForRowAt: path)
        return e > 0 ? e : 0
    }

    /// Asks the estimates of block `b` of section `s` (rows not yet measured); returns how many rows it
    /// holds. The answers are collected before the geometry changes, so a delegate may query the table.
    @discardableResult
    private func estimateRows(section s: Int, block b: Int) -> Int {
        guard geometry.section(s).needsEstimates(block: b) else { return 0 }
        let rows = geometry.section(s).rows(inBlock: b)
        var estimates: [CGFloat] = []
        estimates.reserveCapacity(rows.count)
        for r in rows { estimates.append(geometry.section(s).isMeasured(r) ? 0 : rowEstimate(IndexPath(row: r, section: s))) }
        geometry.setRowEstimates(estimates, section: s, block: b)
        return rows.count
    }

    /// Asks per-row estimates from the top of the table, up to `eagerRowEstimateBudget` rows.
    /// - Complexity: O(min(rows, budget) · log n) plus O(sections).
    func estimateRowsUpFront() {
        guard estimatePolicy.perRowEstimates else { return }
        var budget = Self.eagerRowEstimateBudget
        var s = 0
        while s < geometry.sectionCount, budget > 0 {
            var b = 0
            let blocks = geometry.section(s).estimateBlockCount
            while b < blocks, budget > 0 {
                budget -= max(1, estimateRows(section: s, block: b))
                b += 1
            }
            s += 1
        }
    }

    // MARK: Near the visible area

    /// Replaces estimates near the visible area (one screen above and below) by what the delegate says:
    /// rows not yet estimated get their per-row estimates, estimated headers and footers their real
    /// heights. When that moves the first visible row, the content offset follows it, so what is on
    /// screen stays put (as UIKit keeps the visible rows anchored while estimates are corrected).
    /// - Complexity: O(w / 64 · log n) for the w rows in the window when they are already estimated;
    ///   each block estimated costs 64 delegate calls once.
    func resolveEstimatesNearVisibleArea() {
        guard estimatePolicy.defersAnything, geometry.sectionCount > 0, dataSource != nil else { return }
        let visible = bounds
        let reach = max(visible.height, 1)
        let top = visible.minY - reach, bottom = visible.maxY + reach
        let anchor = geometry.firstRow(endingAfter: visible.minY)
        let anchorY = anchor.map { geometry.rowMinY(section: $0.section, row: $0.row) }
        let firstSection = geometry.section(at: max(top, 0))
        var s = firstSection
        while s < geometry.sectionCount, geometry.sectionTop(s) < bottom {
            // Flags read one by one: a copy of the extent kept across the mutations below would copy its
            // height tree.
            if geometry.section(s).headerIsEstimated || geometry.section(s).footerIsEstimated {
                updateHeaderFooterHeights(section: s, resolvingEstimates: true)
            }
            if geometry.section(s).hasPerRowEstimates, geometry.section(s).rowCount > 0 {
                let rowsTop = geometry.sectionTop(s) + geometry.section(s).rowsStart
                var b = geometry.section(s).row(at: top - rowsTop) / TableSectionExtent.estimateBlockSize
                let blocks = geometry.section(s).estimateBlockCount
                while b < blocks, rowsTop + geometry.section(s).rowOffset(b * TableSectionExtent.estimateBlockSize) < bottom {
                    estimateRows(section: s, block: b)
                    b += 1
                }
            }
            s += 1
        }
        guard let anchor, let anchorY, contentOffset.y > 0 else { return }
        let moved = geometry.rowMinY(section: anchor.section, row: anchor.row) - anchorY
        guard moved != 0 else { return }
        updateContentSize()
        var offset = contentOffset
        offset.y += moved
        contentOffset = offset
    }
}
