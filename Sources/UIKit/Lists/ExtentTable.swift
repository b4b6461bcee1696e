import Foundation

/// Positions of a section's groups when some have measured sizes: `position(g) = g × stride + Σ deltas`,
/// with the deltas (measured − estimated extent) in a Fenwick tree.
///
/// Created only when a section gets its first measurement. Prefix sums and the inverse search (which
/// group is at an offset) are O(log n), so a million-row self-sizing list answers queries without
/// touching rows that are not shown. The tree may be larger than `count` (its capacity), so a table can be
/// emptied and reused for another group count after a batch update without an O(n) allocation.
struct ExtentTable {
    let stride: CGFloat
    private(set) var count: Int
    private var tree: [CGFloat]
    private(set) var measured: [Int: CGFloat] = [:]

    init(count: Int, stride: CGFloat) {
        self.count = count
        self.stride = stride
        self.tree = [CGFloat](repeating: 0, count: count + 1)
    }

    /// How many groups the tree can hold without growing.
    /// - Complexity: O(1).
    var capacity: Int { tree.count - 1 }

    /// Sum of deltas of groups `0 ..< g`.
    func deltaPrefix(_ g: Int) -> CGFloat {
        var i = min(g, count), sum: CGFloat = 0
        while i > 0 { sum += tree[i]; i &= i - 1 }
        return sum
    }

    /// Adds `delta` to group `g`'s extent (every node up to the capacity, so the tree stays valid for any
    /// count it can hold).
    mutating func add(_ delta: CGFloat, at g: Int) {
        var i = g + 1
        while i < tree.count { tree[i] += delta; i += i & -i }
    }

    /// Records group `g`'s measured delta from the estimate; returns the change.
    mutating func setDelta(_ delta: CGFloat, at g: Int) -> CGFloat {
        let old = measured[g] ?? 0
        guard old != delta else { return 0 }
        measured[g] = delta
        add(delta - old, at: g)
        return delta - old
    }

    func delta(at g: Int) -> CGFloat { measured[g] ?? 0 }

    /// Empties the table and makes it hold `newCount` groups, keeping its storage when it is large enough.
    ///
    /// The nodes on the update paths of the measured groups are the only non-zero ones, so they are zeroed
    /// exactly (no floating-point residue from subtracting).
    /// - Complexity: O(m log n) for m measured groups; O(newCount) when the storage must grow.
    mutating func reset(count newCount: Int) {
        if newCount > capacity {
            tree = [CGFloat](repeating: 0, count: newCount + newCount / 4 + 1)
        } else {
            for g in measured.keys {
                var i = g + 1
                while i < tree.count { tree[i] = 0; i += i & -i }
            }
        }
        measured.removeAll(keepingCapacity: true)
        count = newCount
    }

    /// The start of group `g`.
    func position(_ g: Int) -> CGFloat { CGFloat(g) * stride + deltaPrefix(g) }

    /// The last group whose start is at or before `offset` (0 if none).
    func group(at offset: CGFloat) -> Int {
        var pos = 0, acc: CGFloat = 0
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count, acc + tree[next] + CGFloat(next) * stride <= offset {
                pos = next
                acc += tree[next]
            }
            step /= 2
        }
        // `pos` groups end at or before `offset`: group `pos` contains it.
        return min(pos, max(count - 1, 0))
    }
}
