import Foundation

// The benchmark runner: `swift run -c release Benchmarks [--json] [--filter NAME]`.
// Each group lives in its own file and prints its figures with their targets.

if CommandLine.arguments.contains("--first-frame-child") { RenderBenchmarks.firstFrameChild() }

var arguments = CommandLine.arguments.dropFirst()
var reporter = BenchmarkReporter(json: false, filter: nil)
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": reporter.json = true
    case "--filter": reporter.filter = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: Benchmarks [--json] [--filter NAME]\n".utf8))
        exit(2)
    }
}

#if DEBUG
FileHandle.standardError.write(Data("Benchmarks: this is a debug build; figures mean little. Use -c release.\n".utf8))
#endif

if reporter.shouldRun("render") { RenderBenchmarks.run(reporter) }
if reporter.shouldRun("events") { EventBenchmarks.run(reporter) }
if reporter.shouldRun("animation") { AnimationBenchmarks.run(reporter) }
if reporter.shouldRun("scroll") { ScrollBenchmarks.run(reporter) }
if reporter.shouldRun("collection") { CollectionBenchmarks.run(reporter) }
if reporter.shouldRun("lists") { ListBenchmarks.run(reporter) }
if reporter.shouldRun("table") { TableBenchmarks.run(reporter) }
if reporter.shouldRun("diff") { DiffBenchmarks.run(reporter) }
if reporter.shouldRun("solver") { SolverBenchmarks.run(reporter) }
if reporter.shouldRun("autolayout") { AutoLayoutBenchmarks.run(reporter) }
if reporter.shouldRun("stackview") { StackViewBenchmarks.run(reporter) }
if reporter.shouldRun("navigation") { NavigationBenchmarks.run(reporter) }
if reporter.shouldRun("textinput") { TextInputBenchmarks.run(reporter) }
if reporter.shouldRun("nib") { NibBenchmarks.run(reporter) }
if reporter.shouldRun("presentation") { PresentationBenchmarks.run(reporter) }
if reporter.shouldRun("traits") { TraitBenchmarks.run(reporter) }
