import Foundation

/// A sequence of non-negative values with O(log n) prefix sums, point updates and "which element holds
/// position p" searches: a Fenwick (binary indexed) tree. A text view keeps its paragraphs' lengths
/// and heights in two of them, so that finding the paragraph at an offset or at a y position, and
/// updating one paragraph's height after an edit, costs O(log paragraphs).
struct PrefixSumTree<Value: AdditiveArithmetic & Comparable> {
    /// The values, in order.
    private(set) var values: [Value]
    /// 1-based Fenwick array: `tree[i]` sums `values[i - lowbit(i) ..< i]`.
    private var tree: [Value]

    /// A tree over `values`.
    /// - Complexity: O(n).
    init(_ values: [Value] = []) {
        self.values = values
        tree = []
        rebuild()
    }

    /// The number of values.
    var count: Int { values.count }

    /// The value at `index`.
    subscript(index: Int) -> Value { values[index] }

    /// The sum of every value.
    /// - Complexity: O(log n).
    var total: Value { prefix(values.count) }

    /// The sum of `values[0..<end]`.
    /// - Complexity: O(log n).
    func prefix(_ end: Int) -> Value {
        var sum = Value.zero
        var index = min(end, values.count)
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// Sets the value at `index`.
    /// - Complexity: O(log n).
    mutating func set(_ index: Int, to value: Value) {
        let delta = value - values[index]
        values[index] = value
        guard delta != .zero else { return }
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The index of the element holding `position`: the largest `i` with `prefix(i) <= position`,
    /// at most `count - 1` (0 for a position before the start). An element of value zero never holds
    /// a position unless it is the last.
    /// - Complexity: O(log n).
    func index(holding position: Value) -> Int {
        guard !values.isEmpty else { return 0 }
        var index = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next < tree.count, tree[next] <= remaining {
                index = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(index, values.count - 1)
    }

    /// Replaces `range` of the values with `newValues`.
    /// - Complexity: O(n) (the tree is rebuilt).
    mutating func replaceSubrange(_ range: Range<Int>, with newValues: [Value]) {
        values.replaceSubrange(range, with: newValues)
        rebuild()
    }

    private mutating func rebuild() {
        tree = [Value.zero] + values
        for node in tree.indices.dropFirst() {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
    }
}
