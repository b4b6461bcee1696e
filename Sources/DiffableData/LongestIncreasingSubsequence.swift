/// Reusable buffers for finding a longest strictly increasing subsequence (patience sorting).
///
/// The diff keeps the survivors on such a subsequence in place and moves only the others, which is the
/// minimum number of moves: any set of unmoved items must keep its relative order, i.e. be increasing.
/// The buffers live across calls so that diffing many sections allocates once.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// The sequence, appended by the caller.
    @usableFromInline var values = ContiguousArray<Int>()
    /// After `solve()`, whether each value belongs to the chosen subsequence.
    @usableFromInline var isKept = ContiguousArray<Bool>()
    /// `tails[k]`: index of the smallest last value of an increasing run of length k + 1.
    @usableFromInline var tails = ContiguousArray<Int>()
    /// The index of the previous element of the run that ends at each value.
    @usableFromInline var previous = ContiguousArray<Int>()

    /// Creates empty buffers.
    @inlinable init() {}

    /// Forgets the sequence, keeping the buffers' capacity.
    @inlinable mutating func reset() {
        values.removeAll(keepingCapacity: true)
    }

    /// Appends one value to the sequence.
    @inlinable @inline(__always) mutating func append(_ value: Int) { values.append(value) }

    /// Marks one longest strictly increasing subsequence in `isKept` and returns its length.
    /// - Complexity: O(n log n) in the sequence length; O(n) when it is already sorted.
    @discardableResult
    @inlinable mutating func solve() -> Int {
        let n = values.count
        isKept.removeAll(keepingCapacity: true)
        isKept.append(contentsOf: repeatElement(false, count: n))
        guard n > 0 else { return 0 }
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: repeatElement(-1, count: n))
        values.withUnsafeBufferPointer { v in
            for i in 0 ..< n {
                let x = v[i]
                // Fast path: extends the longest run (sorted input, the common case).
                if let last = tails.last, v[last] >= x {
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let mid = (low + high) >> 1
                        if v[tails[mid]] < x { low = mid + 1 } else { high = mid }
                    }
                    if low > 0 { previous[i] = tails[low - 1] }
                    tails[low] = i
                } else {
                    if let last = tails.last { previous[i] = last }
                    tails.append(i)
                }
            }
        }
        var k = tails.last!
        while k >= 0 {
            isKept[k] = true
            k = previous[k]
        }
        return tails.count
    }
}
