import Foundation

// The benchmark runner: `swift run -c release Benchmarks [--json] [--filter NAME] [--group NAME]`.
// Each group lives in its own file and prints its figures with their targets.

if CommandLine.arguments.contains("--first-frame-child") { RenderBenchmarks.firstFrameChild() }

/// The benchmark groups in the order a whole run measures them.
let groups: [(name: String, run: @MainActor (BenchmarkReporter) -> Void)] = [
    ("render", RenderBenchmarks.run), ("events", EventBenchmarks.run), ("animation", AnimationBenchmarks.run),
    ("scroll", ScrollBenchmarks.run), ("collection", CollectionBenchmarks.run), ("lists", ListBenchmarks.run),
    ("table", TableBenchmarks.run), ("diff", DiffBenchmarks.run), ("solver", SolverBenchmarks.run),
    ("autolayout", AutoLayoutBenchmarks.run), ("stackview", StackViewBenchmarks.run),
    ("navigation", NavigationBenchmarks.run), ("textinput", TextInputBenchmarks.run), ("nib", NibBenchmarks.run),
    ("presentation", PresentationBenchmarks.run), ("traits", TraitBenchmarks.run),
]

var arguments = CommandLine.arguments.dropFirst()
var reporter = BenchmarkReporter(json: false, filter: nil)
/// `--group NAME`: run exactly that group in this process (what the parent starts for each group).
var onlyGroup: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": reporter.json = true
    case "--filter": reporter.filter = arguments.popFirst()
    case "--group": onlyGroup = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: Benchmarks [--json] [--filter NAME] [--group NAME]\n".utf8))
        exit(2)
    }
}

#if DEBUG
FileHandle.standardError.write(Data("Benchmarks: this is a debug build; figures mean little. Use -c release.\n".utf8))
#endif

if let onlyGroup {
    guard let group = groups.first(where: { $0.name == onlyGroup }) else {
        FileHandle.standardError.write(Data("Benchmarks: no group named '\(onlyGroup)'\n".utf8))
        exit(2)
    }
    group.run(reporter)
    exit(0)
}

// Each selected group runs in a process of its own, one after another: what one group leaves behind
// (windows, caches, a fragmented heap) cannot change the next group's figures, so a whole run prints
// the figures each group gives alone.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
var failed = false
for group in groups where reporter.shouldRun(group.name) {
    let child = Process()
    child.executableURL = executable
    child.arguments = ["--group", group.name] + (reporter.json ? ["--json"] : [])
    do {
        try child.run()
        child.waitUntilExit()
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: could not start the \(group.name) group: \(error)\n".utf8))
        failed = true
        continue
    }
    if child.terminationStatus != 0 {
        FileHandle.standardError.write(Data("Benchmarks: the \(group.name) group exited with status \(child.terminationStatus)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
