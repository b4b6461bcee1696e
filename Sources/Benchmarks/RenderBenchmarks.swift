import Foundation

/// Benchmarks for the Render group; filled in by the issue that owns it.
enum RenderBenchmarks {
    /// Runs every Render figure and prints it through `reporter`.
    static func run(_ reporter: BenchmarkReporter) {}
}
