@_exported import SeededRandom

/// Property-test helpers on the shared seeded generator.
extension SplitMix64 {
    /// Uniform in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) < p * 1_000_000 }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
