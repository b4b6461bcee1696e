// The shared SplitMix64 generator is visible to every UIKit test file.
@_exported import SeededRandom
