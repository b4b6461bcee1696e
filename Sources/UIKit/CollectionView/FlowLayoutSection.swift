import Foundation

/// One section of a flow layout, in axis-neutral terms: "main" is the scroll axis, "cross" the other.
///
/// Items of equal size are stored as one size and laid out arithmetically (O(1) memory, O(1) per frame);
/// differing sizes keep per-item sizes plus a line table (first item, offset and thickness of each line) that
/// rect queries binary-search.
struct FlowLayoutSection {
    var count = 0
    var insetMainBefore: CGFloat = 0, insetMainAfter: CGFloat = 0
    var insetCrossBefore: CGFloat = 0, insetCrossAfter: CGFloat = 0
    var lineSpacing: CGFloat = 10, interitemSpacing: CGFloat = 10
    var headerMain: CGFloat = 0, footerMain: CGFloat = 0
    /// Main-axis start of the section (the header's start) and end (after the footer).
    var start: CGFloat = 0, end: CGFloat = 0
    var itemsStart: CGFloat = 0, itemsEnd: CGFloat = 0
    /// Cross-axis origin and available length for items (after insets).
    var crossStart: CGFloat = 0, available: CGFloat = 0

    /// Uniform sizes: the one size as (main, cross), items per line and the gap of full lines.
    var uniformMain: CGFloat = 0, uniformCross: CGFloat = 0
    var perLine = 1
    /// Per-item sizes as (main, cross); nil when uniform.
    var mains: [CGFloat]? = nil
    var crosses: [CGFloat]? = nil
    /// Line table (non-uniform only).
    var lineFirst: [Int] = []
    var lineOffset: [CGFloat] = []
    var lineThickness: [CGFloat] = []
    var itemCrossOrigin: [CGFloat] = []

    var isUniform: Bool { mains == nil }

    var lineCount: Int {
        if isUniform { return count == 0 ? 0 : (count + perLine - 1) / perLine }
        return lineFirst.count
    }

    /// Lays out the lines from the stored sizes, starting at `start`; sets `itemsEnd` and `end`.
    mutating func layOutLines(from start: CGFloat) {
        self.start = start
        itemsStart = start + headerMain + insetMainBefore
        if let mains, let crosses {
            lineFirst.removeAll(keepingCapacity: true)
            lineOffset.removeAll(keepingCapacity: true)
            lineThickness.removeAll(keepingCapacity: true)
            if itemCrossOrigin.count != count { itemCrossOrigin = [CGFloat](repeating: 0, count: count) }
            var main = itemsStart
            var i = 0
            while i < count {
                var j = i, used: CGFloat = 0, thick: CGFloat = 0
                while j < count {
                    let next = j == i ? crosses[j] : used + interitemSpacing + crosses[j]
                    if j > i && next > available + 0.0001 { break }
                    used = next
                    thick = max(thick, mains[j])
                    j += 1
                }
                if !lineFirst.isEmpty { main += lineSpacing }
                lineFirst.append(i)
                lineOffset.append(main)
                lineThickness.append(thick)
                let k = j - i
                if k == 1 {
                    itemCrossOrigin[i] = crossStart + (available - crosses[i]) / 2
                } else {
                    let gap = interitemSpacing + max(0, available - used) / CGFloat(k - 1)
                    var c = crossStart
                    for n in i ..< j {
                        itemCrossOrigin[n] = c
                        c += crosses[n] + gap
                    }
                }
                main += thick
                i = j
            }
            itemsEnd = lineFirst.isEmpty ? itemsStart : main
        } else {
            perLine = max(1, Int(((available + interitemSpacing) / (uniformCross + interitemSpacing) + 0.0001).rounded(.down)))
            let lines = lineCount
            itemsEnd = lines == 0 ? itemsStart : itemsStart + CGFloat(lines) * uniformMain + CGFloat(lines - 1) * lineSpacing
        }
        end = itemsEnd + insetMainAfter + footerMain
    }

    /// Moves the section so it starts at `newStart` without recomputing lines.
    mutating func shift(to newStart: CGFloat) {
        let d = newStart - start
        guard d != 0 else { return }
        start += d; itemsStart += d; itemsEnd += d; end += d
        for n in lineOffset.indices { lineOffset[n] += d }
    }

    /// The cross origin of column `column` in a uniform line holding `k` items.
    func uniformCrossOrigin(column: Int, itemsInLine k: Int) -> CGFloat {
        if k <= 1 { return crossStart + (available - uniformCross) / 2 }
        let used = CGFloat(k) * uniformCross + CGFloat(k - 1) * interitemSpacing
        let gap = interitemSpacing + max(0, available - used) / CGFloat(k - 1)
        return crossStart + CGFloat(column) * (uniformCross + gap)
    }

    /// The item's (main origin, cross origin, main size, cross size).
    func itemGeometry(_ i: Int) -> (main: CGFloat, cross: CGFloat, mainSize: CGFloat, crossSize: CGFloat) {
        if let mains, let crosses {
            let line = self.line(containing: i)
            let thick = lineThickness[line]
            return (lineOffset[line] + (thick - mains[i]) / 2, itemCrossOrigin[i], mains[i], crosses[i])
        }
        let line = i / perLine, column = i % perLine
        let k = min(perLine, count - line * perLine)
        return (itemsStart + CGFloat(line) * (uniformMain + lineSpacing), uniformCrossOrigin(column: column, itemsInLine: k),
                uniformMain, uniformCross)
    }

    /// The line holding item `i` (non-uniform). - Complexity: O(log lines).
    func line(containing i: Int) -> Int {
        var lo = 0, hi = lineFirst.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineFirst[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The items whose lines intersect the main-axis range `[lo, hi)`. - Complexity: O(log lines).
    func itemRange(mainFrom lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        guard count > 0, hi > itemsStart, lo < itemsEnd else { return 0 ..< 0 }
        if isUniform {
            let pitch = uniformMain + lineSpacing
            let first = max(0, Int(((lo - itemsStart - uniformMain) / pitch).rounded(.down)))
            let last = min(lineCount - 1, Int(((hi - itemsStart) / pitch).rounded(.down)))
            guard first <= last else { return 0 ..< 0 }
            return (first * perLine) ..< min(count, (last + 1) * perLine)
        }
        // First line whose end is after lo.
        var a = 0, b = lineFirst.count
        while a < b {
            let mid = (a + b) / 2
            if lineOffset[mid] + lineThickness[mid] <= lo { a = mid + 1 } else { b = mid }
        }
        var c = a, d = lineFirst.count
        while c < d {
            let mid = (c + d) / 2
            if lineOffset[mid] < hi { c = mid + 1 } else { d = mid }
        }
        guard a < c else { return 0 ..< 0 }
        let endItem = c < lineFirst.count ? lineFirst[c] : count
        return lineFirst[a] ..< endItem
    }
}
