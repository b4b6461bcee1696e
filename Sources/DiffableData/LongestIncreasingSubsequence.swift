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
    /// `tailValues[k] == values[tails[k]]`, stored contiguously for the search.
    @usableFromInline var tailValues = ContiguousArray<Int>()
    /// The index of the previous element of the run that ends at each value.
    @usableFromInline var previous = ContiguousArray<Int>()

    /// Creates empty buffers.
    @inlinable init() {}

    /// Forgets the sequence, keeping the buffers' capacity.
    @inlinable mutating func reset() {
        values.removeAll(keepingCapacity: true)
    }

    /// Makes room for sequences of up to `count` values, so appending never reallocates.
    @inlinable mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
    }

    /// Appends one value to the sequence.
    @inlinable @inline(__always) mutating func append(_ value: Int) { values.append(value) }

    /// Marks one longest strictly increasing subsequence in `isKept` and returns its length.
    ///
    /// The search for each value's pile gallops backwards from the last pile instead of bisecting the
    /// whole pile list: in a diff most survivors are in order with a few displaced ones, so the right
    /// pile is almost always one of the last few, and the pile tops are kept in their own array so the
    /// search touches contiguous memory.
    /// - Complexity: O(n log n) in the sequence length; O(n) when it is nearly sorted.
    @discardableResult
    @inlinable
    mutating func solve() -> Int {
        let n = values.count
        isKept.removeAll(keepingCapacity: true)
        isKept.append(contentsOf: repeatElement(false, count: n))
        guard n > 0 else { return 0 }
        tails.removeAll(keepingCapacity: true)
        tails.reserveCapacity(n)
        tailValues.removeAll(keepingCapacity: true)
        tailValues.reserveCapacity(n)
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: repeatElement(-1, count: n))
        values.withUnsafeBufferPointer { v in
            for i in 0 ..< n {
                let x = v[i]
                let count = tailValues.count
                if count == 0 || tailValues[count - 1] < x {
                    if count > 0 { previous[i] = tails[count - 1] }
                    tails.append(i)
                    tailValues.append(x)
                    continue
                }
                // tailValues[high] >= x; gallop left until a pile top below x (or the start) is found.
                var high = count - 1
                var step = 1
                var low = high - step
                while low >= 0 && tailValues[low] >= x {
                    high = low
                    step <<= 1
                    low = high - step
                }
                var first = Swift.max(low, -1) + 1
                while first < high {
                    let mid = (first + high) >> 1
                    if tailValues[mid] < x { first = mid + 1 } else { high = mid }
                }
                if first > 0 { previous[i] = tails[first - 1] }
                tails[first] = i
                tailValues[first] = x
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
