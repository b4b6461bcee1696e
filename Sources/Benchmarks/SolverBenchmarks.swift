import Foundation

/// Benchmarks for the Solver group; filled in by the issue that owns it.
enum SolverBenchmarks {
    /// Runs every Solver figure and prints it through `reporter`.
    static func run(_ reporter: BenchmarkReporter) {}
}
