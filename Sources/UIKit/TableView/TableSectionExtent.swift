import Foundation

/// The vertical extent of one table section: padding, header, rows and footer.
///
/// Rows start at a uniform height (`stride`: the fixed row height, or the estimate of the section's first
/// row); rows whose height differs keep the difference in an `ExtentTable` (a Fenwick tree of deltas,
/// shared with the compositional list layout), created at the first such row. A row's height is one of
/// three things, each replacing the one before:
/// 1. the stride, while nothing more is known;
/// 2. its own estimate, when the delegate gives per-row estimates (`tableView(_:estimatedHeightForRowAt:)`):
///    estimates are asked a block of `estimateBlockSize` rows at a time, when a block first comes near the
///    visible area (or at load, within the table's eager budget), and one bit per block remembers it;
/// 3. its measured height, once the row has been shown (never overwritten by an estimate).
///
/// A section whose rows all have the stride height costs no per-row memory; with per-row estimates it
/// costs one bit per 64 rows until rows are estimated, and every query stays O(log n).
struct TableSectionExtent {
    /// How many consecutive rows are estimated together.
    static let estimateBlockSize = 64

    var rowCount: Int
    var stride: CGFloat
    var topPadding: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    /// Whether `headerHeight` is the delegate's estimate, its real height asked when the section comes near
    /// the visible area.
    var headerIsEstimated = false
    /// Whether `footerHeight` is an estimate (see `headerIsEstimated`).
    var footerIsEstimated = false
    private(set) var deltas: ExtentTable?
    /// One bit per block of `estimateBlockSize` rows whose estimates were asked; nil when the section's
    /// rows have no per-row estimates.
    private var estimatedBlocks: [UInt64]?
    /// The rows measured since the data loaded; kept only with per-row estimates (an estimate must not
    /// replace a measured height), empty otherwise.
    private var measuredRows: Set<Int> = []

    init(rowCount: Int, stride: CGFloat, perRowEstimates: Bool = false) {
        self.rowCount = rowCount
        self.stride = stride
        if perRowEstimates, rowCount > 0 {
            let blocks = (rowCount + Self.estimateBlockSize - 1) / Self.estimateBlockSize
            estimatedBlocks = [UInt64](repeating: 0, count: (blocks + 63) / 64)
        }
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

    /// Records row `r`'s real (measured) height; returns how much the section grew.
    /// - Complexity: O(log n); O(n) once, when the first row differs from the stride.
    mutating func setHeight(_ height: CGFloat, row r: Int) -> CGFloat {
        guard r >= 0, r < rowCount else { return 0 }
        if estimatedBlocks != nil { measuredRows.insert(r) }
        return setDelta(height - stride, row: r)
    }

    private mutating func setDelta(_ delta: CGFloat, row r: Int) -> CGFloat {
        if deltas == nil {
            guard delta != 0 else { return 0 }
            deltas = ExtentTable(count: rowCount, stride: stride)
        }
        return deltas!.setDelta(delta, at: r)
    }

    // MARK: Per-row estimates

    /// Whether the section's rows take per-row estimates.
    var hasPerRowEstimates: Bool { estimatedBlocks != nil }

    /// The number of estimate blocks.
    var estimateBlockCount: Int { (rowCount + Self.estimateBlockSize - 1) / Self.estimateBlockSize }

    /// Whether block `b`'s rows still lack their estimates.
    /// - Complexity: O(1).
    func needsEstimates(block b: Int) -> Bool {
        guard let estimatedBlocks, b >= 0, b < estimateBlockCount else { return false }
        return estimatedBlocks[b >> 6] & (1 << UInt64(b & 63)) == 0
    }

    /// The rows of block `b`.
    func rows(inBlock b: Int) -> Range<Int> {
        let start = b * Self.estimateBlockSize
        return start ..< min(start + Self.estimateBlockSize, rowCount)
    }

    /// Whether row `r` was measured (only known with per-row estimates).
    /// - Complexity: O(1).
    func isMeasured(_ r: Int) -> Bool { measuredRows.contains(r) }

    /// Records the estimates of block `b`'s rows (`estimates[i]` for row `b × estimateBlockSize + i`; a
    /// non-positive value keeps the stride) and marks the block estimated; measured rows keep their
    /// height. Returns how much the section grew.
    /// - Complexity: O(k log n) for the block's k ≤ `estimateBlockSize` rows.
    mutating func setEstimates(_ estimates: [CGFloat], block b: Int) -> CGFloat {
        guard needsEstimates(block: b) else { return 0 }
        estimatedBlocks![b >> 6] |= 1 << UInt64(b & 63)
        var growth: CGFloat = 0
        for (i, r) in rows(inBlock: b).enumerated() where i < estimates.count && !measuredRows.contains(r) {
            let e = estimates[i]
            growth += setDelta(e > 0 ? e - stride : 0, row: r)
        }
        return growth
    }

    /// Forgets measured heights and estimates (every row back to the stride).
    /// - Complexity: O(blocks / 64).
    mutating func forgetHeights() {
        deltas = nil
        measuredRows = []
        if let blocks = estimatedBlocks { estimatedBlocks = [UInt64](repeating: 0, count: blocks.count) }
    }

    /// The measured heights, by row. Without per-row estimates nothing tells a row measured at the
    /// stride height from an unmeasured one, so only rows that differ from the stride are listed.
    var measuredHeights: [Int: CGFloat] {
        if estimatedBlocks == nil { return (deltas?.measured ?? [:]).mapValues { $0 + stride } }
        var heights: [Int: CGFloat] = [:]
        heights.reserveCapacity(measuredRows.count)
        for r in measuredRows { heights[r] = rowHeight(r) }
        return heights
    }
}
