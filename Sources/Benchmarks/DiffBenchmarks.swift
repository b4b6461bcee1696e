import Foundation

/// Benchmarks for the Diff group; filled in by the issue that owns it.
enum DiffBenchmarks {
    /// Runs every Diff figure and prints it through `reporter`.
    static func run(_ reporter: BenchmarkReporter) {}
}
