import Foundation

/// The vertical extent of one table section: padding, header, rows and footer.
///
/// Rows start at a uniform height (`stride`: the fixed or estimated row height); rows whose real height
/// differs keep the difference in an `ExtentTable` (a Fenwick tree of deltas, shared with the
/// compositional list layout), created at the first such row. A section whose rows all have the stride
/// height costs no per-row memory, and every query is O(log n).
struct TableSectionExtent {
    var rowCount: Int
    var stride: CGFloat
    var topPadding: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    private(set) var deltas: ExtentTable?

    init(rowCount: Int, stride: CGFloat) {
        self.rowCount = rowCount
        self.stride = stride
    }

    /// The rows' total height.
    /// - Complexity: O(log n).
    var rowsHeight: CGFloat { CGFloat(rowCount) * stride + (deltas?.deltaPrefix(rowCount) ?? 0) }

    /// Padding + header + rows + footer.
    /// - Complexity: O(log n).
    var totalHeight: CGFloat { topPadding + headerHeight + rowsHeight + footerHeight }

    /// Where the rows start, relative to the section's top.
    var rowsStart: CGFloat { topPadding + headerHeight }

    /// The top of row `r` relative to the rows' start.
    /// - Complexity: O(log n).
    func rowOffset(_ r: Int) -> CGFloat { deltas?.position(r) ?? CGFloat(r) * stride }

    /// The height of row `r`.
    /// - Complexity: O(1).
    func rowHeight(_ r: Int) -> CGFloat { stride + (deltas?.delta(at: r) ?? 0) }

    /// The row containing `offset` (relative to the rows' start), clamped to the rows.
    /// - Complexity: O(log n).
    func row(at offset: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        if let deltas { return deltas.group(at: offset) }
        guard stride > 0 else { return 0 }
        return min(max(0, Int((offset / stride).rounded(.down))), rowCount - 1)
    }

    /// Records row `r`'s real height; returns how much the section grew.
    /// - Complexity: O(log n); O(n) once, when the first row differs from the stride.
    mutating func setHeight(_ height: CGFloat, row r: Int) -> CGFloat {
        guard r >= 0, r < rowCount else { return 0 }
        let delta = height - stride
        if deltas == nil {
            guard delta != 0 else { return 0 }
            deltas = ExtentTable(count: rowCount, stride: stride)
        }
        return deltas!.setDelta(delta, at: r)
    }

    /// Forgets measured heights (every row back to the stride).
    /// - Complexity: O(1).
    mutating func forgetHeights() { deltas = nil }

    /// Rebuilds the row heights after rows were inserted, deleted or moved: `height(newRow)` gives the
    /// measured height a surviving row keeps, or nil for the stride.
    /// - Complexity: O(m log n) for m measured rows that survive.
    mutating func remapHeights(newCount: Int, measured: (Int) -> (row: Int, height: CGFloat)?) {
        let old = deltas?.measured ?? [:]
        rowCount = newCount
        deltas = nil
        for (r, _) in old {
            guard let target = measured(r), target.row >= 0, target.row < newCount else { continue }
            _ = setHeight(target.height, row: target.row)
        }
    }

    /// The measured heights, by row (rows at the stride height are absent).
    var measuredHeights: [Int: CGFloat] { (deltas?.measured ?? [:]).mapValues { $0 + stride } }
}
