import Foundation

/// A table view's vertical geometry: the table header, its sections (`TableSectionExtent`) and the
/// table footer, with section tops kept as prefix sums.
///
/// - Complexity: Row and section queries are O(log s + log n) for s sections and n rows; a height change
///   in section s makes the section tops after it stale, rebuilt on the next query in O(sections after s).
struct TableGeometry {
    var tableHeaderHeight: CGFloat = 0 { didSet { invalidateTops(from: 0) } }
    var tableFooterHeight: CGFloat = 0
    private(set) var sections: [TableSectionExtent] = []
    private var tops: [CGFloat] = [0]
    private var validTops = 1

    init() {}

    init(sections: [TableSectionExtent], headerHeight: CGFloat, footerHeight: CGFloat) {
        self.sections = sections
        tableHeaderHeight = headerHeight
        tableFooterHeight = footerHeight
        tops = [CGFloat](repeating: 0, count: sections.count + 1)
        tops[0] = headerHeight
        validTops = 1
    }

    var sectionCount: Int { sections.count }

    /// Marks the tops from index `i` on as stale (`tops[i]` depends on the sections before `i`).
    private mutating func invalidateTops(from i: Int) { validTops = min(validTops, max(1, i)) }

    private mutating func ensureTops(through s: Int) {
        if tops.count != sections.count + 1 { tops = [CGFloat](repeating: 0, count: sections.count + 1); validTops = 1 }
        tops[0] = tableHeaderHeight
        guard validTops <= s else { return }
        var i = max(validTops, 1)
        while i <= s {
            tops[i] = tops[i - 1] + sections[i - 1].totalHeight
            i += 1
        }
        validTops = s + 1
    }

    /// The top of section `s` (its padding's top); `s == sectionCount` gives the end of the last section.
    /// - Complexity: amortised O(1) when tops are valid.
    mutating func sectionTop(_ s: Int) -> CGFloat {
        let i = min(max(s, 0), sections.count)
        ensureTops(through: i)
        return tops[i]
    }

    /// The content height: header, sections and footer.
    mutating func contentHeight() -> CGFloat { sectionTop(sections.count) + tableFooterHeight }

    /// Section `s`'s extent.
    func section(_ s: Int) -> TableSectionExtent { sections[s] }

    /// Changes section `s` (heights, counts) and invalidates the tops after it.
    mutating func updateSection(_ s: Int, _ change: (inout TableSectionExtent) -> Void) {
        change(&sections[s])
        invalidateTops(from: s + 1)
    }

    /// Sets row `(s, r)`'s height; returns the change.
    mutating func setRowHeight(_ height: CGFloat, section s: Int, row r: Int) -> CGFloat {
        guard s >= 0, s < sections.count else { return 0 }
        let delta = sections[s].setHeight(height, row: r)
        if delta != 0 { invalidateTops(from: s + 1) }
        return delta
    }

    /// Records the per-row estimates of block `b` of section `s` (see `TableSectionExtent.setEstimates`).
    /// - Complexity: O(k log n) for the block's k rows.
    mutating func setRowEstimates(_ estimates: [CGFloat], section s: Int, block b: Int) {
        guard s >= 0, s < sections.count else { return }
        if sections[s].setEstimates(estimates, block: b) != 0 { invalidateTops(from: s + 1) }
    }

    /// The top of the row at `(s, r)`.
    mutating func rowMinY(section s: Int, row r: Int) -> CGFloat {
        sectionTop(s) + sections[s].rowsStart + sections[s].rowOffset(r)
    }

    /// The section whose extent contains `y` (the last one for y past the end, the first before the start).
    /// - Complexity: O(log s).
    mutating func section(at y: CGFloat) -> Int {
        guard !sections.isEmpty else { return 0 }
        ensureTops(through: sections.count)
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first row whose bottom is below `y`, at or after `y`'s section (nil past the last row).
    mutating func firstRow(endingAfter y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        var s = section(at: y)
        while s < sections.count {
            let extent = sections[s]
            if extent.rowCount > 0 {
                let start = sectionTop(s) + extent.rowsStart
                let r = extent.row(at: y - start)
                if start + extent.rowOffset(r) + extent.rowHeight(r) > y { return IndexPath(row: r, section: s) }
                if r + 1 < extent.rowCount { return IndexPath(row: r + 1, section: s) }
            }
            s += 1
        }
        return nil
    }

    /// The row after `path` (skipping empty sections), or nil.
    func row(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < sections[path.section].rowCount { return IndexPath(row: path.row + 1, section: path.section) }
        var s = path.section + 1
        while s < sections.count {
            if sections[s].rowCount > 0 { return IndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// The row containing `y` exactly, or nil (headers, footers, padding, outside the rows).
    mutating func row(containing y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= sectionTop(0), y < sectionTop(sections.count) else { return nil }
        let s = section(at: y)
        let extent = sections[s]
        let start = sectionTop(s) + extent.rowsStart
        guard extent.rowCount > 0, y >= start, y < start + extent.rowsHeight else { return nil }
        return IndexPath(row: extent.row(at: y - start), section: s)
    }
}
