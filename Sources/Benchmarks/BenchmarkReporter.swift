import Foundation

/// Prints benchmark figures, one line each, as text or as JSON objects (`--json`).
///
/// Every figure carries its target (a budget from the issue that asked for it) and, where a run also
/// times a reference implementation, the ratio to that reference.
struct BenchmarkReporter {
    /// Print one JSON object per line instead of aligned text.
    var json: Bool
    /// Only groups whose name contains this string run (`--filter NAME`).
    var filter: String?

    /// Whether the group named `group` was selected on the command line.
    func shouldRun(_ group: String) -> Bool {
        guard let filter else { return true }
        return group.localizedCaseInsensitiveContains(filter)
    }

    /// Prints one figure.
    /// - Parameters:
    ///   - name: a stable, slash-separated name (`diff/100k/all-four`).
    ///   - value: the measured figure in `unit`.
    ///   - unit: `ms`, `us`, `s`, `count`, `bytes` ...
    ///   - target: the budget; the printed ratio is `value / target` (below 1 meets it).
    ///   - reference: a figure for the same work by a reference implementation measured in the same run.
    func report(_ name: String, value: Double, unit: String, target: Double? = nil,
                reference: (name: String, value: Double)? = nil) {
        if json {
            var fields = ["\"name\": \(quoted(name))", "\"value\": \(number(value))", "\"unit\": \(quoted(unit))"]
            fields.append("\"target\": \(target.map(number) ?? "null")")
            if let target, target > 0 { fields.append("\"ratio_to_target\": \(number(value / target))") }
            if let reference {
                fields.append("\"reference\": \(quoted(reference.name))")
                fields.append("\"reference_value\": \(number(reference.value))")
                if value > 0 { fields.append("\"speedup_vs_reference\": \(number(reference.value / value))") }
            }
            emit("{" + fields.joined(separator: ", ") + "}")
        } else {
            var line = name.padding(toLength: max(44, name.count + 1), withPad: " ", startingAt: 0)
            line += String(format: "%12.4f %-5@", value, unit as NSString)
            if let target {
                let verdict = value <= target ? "ok" : "OVER"
                line += String(format: "  target <= %.4g %@  ratio %.3f  %@", target, unit as NSString, value / target, verdict)
            }
            if let reference {
                line += String(format: "  %@ %.4f %@ (%.2fx faster)", reference.name as NSString, reference.value,
                               unit as NSString, value > 0 ? reference.value / value : .infinity)
            }
            emit(line)
        }
    }

    /// Writes a line unbuffered, so figures appear as they are measured even through a pipe.
    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func number(_ v: Double) -> String {
        v.isFinite ? String(format: "%.6g", v) : "null"
    }
}

/// Monotonic time in seconds, for benchmark timing only.
func benchmarkNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs `body` `warmup` times untimed, then `iterations` times, and returns each run's duration in seconds.
func timeRuns(iterations: Int, warmup: Int = 1, _ body: () throws -> Void) rethrows -> [Double] {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let start = benchmarkNow()
        try body()
        samples.append(benchmarkNow() - start)
    }
    return samples
}

/// The `p`-th percentile (0...100) of `samples`, by nearest rank.
/// - Complexity: O(n log n) for the sort.
func percentile(_ samples: [Double], _ p: Double) -> Double {
    precondition(!samples.isEmpty, "percentile of no samples")
    let sorted = samples.sorted()
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double { percentile(samples, 50) }
