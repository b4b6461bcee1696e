/// A small, fast, seedable random number generator (SplitMix64, Steele, Lea and Flood 2014), so every
/// randomized test and benchmark replays exactly from its seed. Shared by the test targets and the
/// benchmark runner; not part of the UIKit product.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; any value is a valid seed.
    public var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
