import ConstraintSolver
import Foundation

/// Benchmarks for the Cassowary solver (issue 8): the view-grid shapes from the table and a small
/// kiwi-like form. `scripts/compare-kiwi.py` runs the same four grid shapes with kiwisolver and these
/// figures in one invocation and prints them side by side.
enum SolverBenchmarks {
    /// One measured layout: its solver, container width edit variable, every view variable, and the
    /// required `width >= 44` constraint of the middle view (whose constant the constant-change figures move).
    private struct Layout {
        var solver: Solver
        var container: Variable
        var variables: [Variable]
        var probeMinWidth: Constraint
    }

    /// A table row: shape name, views, views per row, rows chained (else pinned to the top), and the
    /// targets.
    private struct Shape {
        var name: String
        var views: Int
        var perRow: Int
        var chained: Bool
        var targetBuildMs: Double
        var targetResizeS: Double
    }

    private static let shapes = [
        Shape(name: "grid-1k", views: 1_000, perRow: 10, chained: true, targetBuildMs: 20, targetResizeS: 0.2),
        Shape(name: "grid-10k", views: 10_000, perRow: 10, chained: true, targetBuildMs: 300, targetResizeS: 3),
        Shape(name: "rows-10k", views: 10_000, perRow: 10, chained: false, targetBuildMs: 300, targetResizeS: 3),
        Shape(name: "chain-1k", views: 1_000, perRow: 1_000, chained: false, targetBuildMs: 100, targetResizeS: 3),
    ]

    /// Runs every Solver figure and prints it through `reporter`; the environment variable `SOLVER_SHAPE`
    /// (`grid-1k`, `grid-10k`, `rows-10k`, `chain-1k`, `form`) runs one shape only, for profiling.
    static func run(_ reporter: BenchmarkReporter) {
        let only = ProcessInfo.processInfo.environment["SOLVER_SHAPE"]
        for shape in shapes where only == nil || shape.name == only { runShape(shape, reporter) }
        if only == nil || only == "form" { runForm(reporter) }
    }

    /// Builds the view layout: each view has left/top/width/height; left = previous right + 8
    /// (first: 8); widths equal within a row; width >= 44 required; width == 100 at defaultLow; height == 44;
    /// rows stacked 8 apart (or all pinned to top 8); each row's last right + 8 == container width at
    /// defaultHigh; the container width is an edit variable at 999.
    private static func buildLayout(views: Int, perRow: Int, chained: Bool) -> Layout {
        let solver = Solver()
        let container = solver.makeVariable("container.width")
        do {
            try solver.addEditVariable(container, priority: Priority(999))
            try solver.suggestValue(container, 320)
            var variables: [Variable] = []
            variables.reserveCapacity(views * 4)
            var previousRowTop: Variable?
            var probe: Constraint?
            var index = 0
            while index < views {
                let count = min(perRow, views - index)
                var rowTop = container
                var rowWidth = container
                var previous: (left: Variable, width: Variable)?
                for i in 0..<count {
                    let left = solver.makeVariable(), top = solver.makeVariable()
                    let width = solver.makeVariable(), height = solver.makeVariable()
                    variables += [left, top, width, height]
                    if let previous {
                        try solver.add(left == previous.left + previous.width + 8)
                        try solver.add(width == rowWidth)
                        try solver.add(top == rowTop)
                    } else {
                        try solver.add(left == 8)
                        rowTop = top
                        rowWidth = width
                        if chained, let previousRowTop {
                            try solver.add(top == previousRowTop + 44 + 8)
                        } else {
                            try solver.add(top == 8)
                        }
                    }
                    let minWidth = width >= 44
                    try solver.add(minWidth)
                    if index + i == views / 2 { probe = minWidth }
                    try solver.add(width == 100 ~ .defaultLow)
                    try solver.add(height == 44)
                    if i == count - 1 {
                        try solver.add(left + width + 8 == container ~ .defaultHigh)
                    }
                    previous = (left, width)
                }
                previousRowTop = rowTop
                index += count
            }
            guard let probe else { fatalError("solver benchmark layout has no views") }
            return Layout(solver: solver, container: container, variables: variables, probeMinWidth: probe)
        } catch {
            fatalError("solver benchmark layout failed: \(error)")
        }
    }

    /// The container width for resize `step`: a triangle wave 320...1400 with a 200-step period, so 1,000
    /// steps cross the 44 and 100 width boundaries of a 10-view row ten times each.
    private static func containerWidth(step: Int) -> Double {
        let phase = step % 200
        let t = phase < 100 ? Double(phase) / 100 : Double(200 - phase) / 100
        return 320 + 1080 * t
    }

    private static func runShape(_ shape: Shape, _ reporter: BenchmarkReporter) {
        // Median of several builds after one untimed warm-up build (allocator pages already mapped).
        let buildRuns = shape.views <= 1_000 ? 5 : 3
        var layout: Layout?
        var builds: [Double] = []
        for run in 0...buildRuns {
            layout = nil  // the previous layout is freed outside the timed region
            let start = benchmarkNow()
            layout = buildLayout(views: shape.views, perRow: shape.perRow, chained: shape.chained)
            if run > 0 { builds.append(benchmarkNow() - start) }
        }
        reporter.report("solver/\(shape.name)/build", value: median(builds) * 1e3, unit: "ms",
                        target: shape.targetBuildMs)
        guard let layout else { return }
        let cap = 60.0
        var checksum = 0.0
        var done = 0
        let start = benchmarkNow()
        do {
            while done < 1_000 && benchmarkNow() - start < cap {
                try layout.solver.suggestValue(layout.container, containerWidth(step: done))
                for v in layout.variables { checksum += layout.solver.value(of: v) }
                done += 1
            }
        } catch {
            fatalError("solver benchmark resize failed: \(error)")
        }
        let elapsed = benchmarkNow() - start
        let name = done == 1_000 ? "solver/\(shape.name)/1000-resizes"
            : "solver/\(shape.name)/1000-resizes(capped: \(done) run, scaled)"
        reporter.report(name, value: elapsed * 1_000 / Double(max(done, 1)), unit: "s",
                        target: shape.targetResizeS)
        if checksum.isNaN { print("unexpected NaN") }
        if shape.name.hasPrefix("grid") { runConstantChanges(shape, layout, reporter) }
    }

    /// The minimum width for constant change `step`: a triangle wave 30...90 with a 200-step period, so
    /// 1,000 steps cross 44 (below it the row's other views hold the shared width, above it the whole row
    /// widens) ten times and end where they began.
    private static func minimumWidth(step: Int) -> Double {
        let phase = step % 200
        let t = phase < 100 ? Double(phase) / 100 : Double(200 - phase) / 100
        return 30 + 60 * t
    }

    /// 1,000 changes of the middle view's required `width >= c` (an animated `NSLayoutConstraint.constant`)
    /// in a 320-point container: with ``Solver/updateConstant(of:to:)``, and with remove + add of a new
    /// constraint (the only way before it) as the reference measured in the same run; each step also reads
    /// the changed variables, as Auto Layout would. Printed as total ms and as µs per change.
    private static func runConstantChanges(_ shape: Shape, _ layout: Layout, _ reporter: BenchmarkReporter) {
        let solver = layout.solver
        var checksum = 0.0
        do {
            try solver.suggestValue(layout.container, 320)
            _ = solver.changedVariables()
            let probe = layout.probeMinWidth
            var start = benchmarkNow()
            for step in 0..<1_000 {
                try solver.updateConstant(of: probe, to: -minimumWidth(step: step))
                for v in solver.changedVariables() { checksum += solver.value(of: v) }
            }
            let inPlace = benchmarkNow() - start
            try solver.updateConstant(of: probe, to: probe.expression.constant)
            _ = solver.changedVariables()
            var current = probe
            start = benchmarkNow()
            for step in 0..<1_000 {
                let next = current.withConstant(-minimumWidth(step: step))
                try solver.remove(current)
                try solver.add(next)
                current = next
                for v in solver.changedVariables() { checksum += solver.value(of: v) }
            }
            let removeAdd = benchmarkNow() - start
            try solver.remove(current)
            try solver.add(probe)
            reporter.report("solver/\(shape.name)/1000-constant-changes", value: inPlace * 1e3, unit: "ms",
                            target: 20, reference: ("remove+add", removeAdd * 1e3))
            reporter.report("solver/\(shape.name)/constant-change", value: inPlace * 1e6 / 1_000, unit: "us",
                            target: 20, reference: ("remove+add", removeAdd * 1e6 / 1_000))
        } catch {
            fatalError("solver constant-change benchmark failed: \(error)")
        }
        if checksum.isNaN { print("unexpected NaN") }
    }

    /// A small dialog-like form in the spirit of kiwi's `enaml_like_benchmark` (37 variables, 113
    /// constraints): a window with 10-point insets, three label/field rows plus one extra control split at a
    /// midline, size preferences at several priorities, and the window width and height as edit variables.
    private static func buildForm() -> (Solver, Variable, Variable, [Variable]) {
        let s = Solver()
        let width = s.makeVariable("width"), height = s.makeVariable("height")
        let left = s.makeVariable(), top = s.makeVariable(), midline = s.makeVariable()
        let cLeft = s.makeVariable(), cRight = s.makeVariable(), cTop = s.makeVariable(), cBottom = s.makeVariable()
        typealias Widget = (left: Variable, top: Variable, width: Variable, height: Variable)
        func widget() -> Widget { (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable()) }
        let labels = [widget(), widget(), widget()]
        let fields = [widget(), widget(), widget(), widget()]
        let medium = Priority(300), soft = Priority(600)
        var all = [width, height, left, top, midline, cLeft, cRight, cTop, cBottom]
        do {
            try s.addEditVariable(width, priority: Priority(999))
            try s.addEditVariable(height, priority: Priority(999))
            try s.add([left >= 0, top >= 0, width >= 0, height >= 0, width == 0 ~ .defaultLow, height == 0 ~ .defaultLow,
                       cLeft == left + 10, cTop == top + 10, cRight == left + width - 10, cBottom == top + height - 10])
            let preferred: [(Double, Double)] = [(67, 16), (66, 16), (24, 16), (125, 21), (125, 21), (119, 24), (125, 21)]
            for (w, size) in zip(labels + fields, preferred) {
                all += [w.left, w.top, w.width, w.height]
                try s.add([w.left >= 0, w.top >= 0, w.width >= 0, w.height >= 0,
                           w.width == size.0 ~ .fittingSizeLevel, w.width >= size.0 ~ .defaultHigh,
                           w.height == size.1 ~ .defaultHigh, w.height >= size.1 ~ .defaultHigh])
            }
            for l in labels {
                try s.add([l.left >= cLeft, l.left == cLeft ~ medium,
                           midline - l.left - l.width - 10 >= 0, midline - l.left - l.width - 10 == 0 ~ medium])
            }
            for f in fields {
                try s.add([f.left == midline ~ .defaultHigh, cRight - f.left - f.width >= 0,
                           cRight - f.left - f.width == 0 ~ medium])
            }
            for i in 1..<labels.count {
                let gap = labels[i].top - labels[i - 1].top - labels[i - 1].height - 10
                try s.add([gap >= 0, gap == 0 ~ medium])
            }
            for i in 1..<fields.count {
                let gap = fields[i].top - fields[i - 1].top - fields[i - 1].height - 10
                try s.add([gap >= 0, gap == 0 ~ medium])
            }
            try s.add([fields[0].top >= cTop, fields[0].top == cTop ~ medium, labels[0].top >= cTop,
                       labels[0].top == cTop ~ medium, cBottom - fields[3].top - fields[3].height >= 0,
                       cBottom - fields[3].top - fields[3].height == 0 ~ medium])
            for (l, f) in zip(labels, [fields[0], fields[1], fields[3]]) {
                try s.add(l.top + 0.5 * l.height == f.top + 0.5 * f.height ~ .defaultHigh)
            }
            let control = fields[2]
            try s.add([control.width <= 1.67772e7 ~ soft, control.height >= 24 ~ soft,
                       control.height <= 24 ~ soft, control.width >= 119 ~ soft])
        } catch {
            fatalError("solver form benchmark failed: \(error)")
        }
        return (s, width, height, all)
    }

    private static func runForm(_ reporter: BenchmarkReporter) {
        let builds = timeRuns(iterations: 2_000, warmup: 200) { _ = buildForm() }
        reporter.report("solver/form-37v-113c/build", value: median(builds) * 1e6, unit: "us", target: 500)
        let (solver, width, height, variables) = buildForm()
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        var checksum = 0.0
        var step = 0
        do {
            let resizes = try timeRuns(iterations: 20_000, warmup: 1_000) {
                let size = sizes[step % sizes.count]
                step += 1
                try solver.suggestValue(width, size.0)
                try solver.suggestValue(height, size.1)
                for v in variables { checksum += solver.value(of: v) }
            }
            reporter.report("solver/form-37v-113c/resize(median)", value: median(resizes) * 1e6, unit: "us", target: 3)
            reporter.report("solver/form-37v-113c/resize(p99)", value: percentile(resizes, 99) * 1e6, unit: "us")
        } catch {
            fatalError("solver form benchmark failed: \(error)")
        }
        if checksum.isNaN { print("unexpected NaN") }
    }
}
