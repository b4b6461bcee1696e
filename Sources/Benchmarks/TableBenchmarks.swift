@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// Table-view benchmarks ([Table] issue): a fling through a 1,000,000-row plain table of standard cells
/// (`textLabel`, self-sizing rows) on a 390×844@2x headless screen (per-frame time, cells alive, memory
/// per row), `reloadData` of 1,000,000 rows to the first frame's layout, and a diffable `apply` of a
/// 100,000-row snapshot with 10% of each kind of change; and the fling again with self-sizing Auto Layout
/// cells (a title and a multi-line body label constrained in the content view).
@MainActor
enum TableBenchmarks {
    /// Counts the cells made.
    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var created = 0
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CountingCell.created += 1
        }
        required init?(coder: NSCoder) { nil }
    }

    /// `count` rows in one section, each a standard cell titled with its number.
    final class CountDataSource: UITableViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A self-sizing cell: a one-line title and a body of one to three lines, stacked by constraints to
    /// the content view's layout margins (rows measured with `systemLayoutSizeFitting`).
    final class TwoLabelCell: UITableViewCell {
        nonisolated(unsafe) static var created = 0
        let title = UILabel(), body = UILabel()
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            TwoLabelCell.created += 1
            title.font = .boldSystemFont(ofSize: 17)
            body.font = .systemFont(ofSize: 15)
            body.numberOfLines = 0
            let margins = contentView.layoutMarginsGuide
            for label in [title, body] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
            }
            title.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor).isActive = true
        }
        required init?(coder: NSCoder) { nil }
    }

    /// `count` rows of `TwoLabelCell`s whose bodies run one to three lines.
    final class TwoLabelDataSource: UITableViewDataSource {
        static let bodies = ["A one-line body.",
                             "A body long enough to wrap onto a second line at phone width, for sure.",
                             "A body longer still: it runs on and on so that at phone width it takes three lines of text, "
                                 + "which makes its row the tallest."]
        var count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "two", for: indexPath) as! TwoLabelCell
            cell.title.text = "Message \(indexPath.row)"
            cell.body.text = Self.bodies[indexPath.row % 3]
            return cell
        }
    }

    final class Host: UIViewController {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        override func loadView() { view = tableView }
    }

    static func run(_ reporter: BenchmarkReporter) {
        flingBenchmark(reporter)
        reloadBenchmark(reporter)
        diffableBenchmark(reporter)
        selfSizingFlingBenchmark(reporter)
    }

    static func flingBenchmark(_ reporter: BenchmarkReporter) {
        let before = CollectionBenchmarks.residentBytes()
        let run = fling(register: CountingCell.self, identifier: "n", source: CountDataSource(count: 1_000_000))
        reporter.report("table/fling-1M-frame-p50", value: percentile(run.samples, 50) * 1000, unit: "ms", target: 4)
        reporter.report("table/fling-1M-frame-p99", value: percentile(run.samples, 99) * 1000, unit: "ms", target: 8.3)
        reporter.report("table/fling-1M-frame-cpu-p50", value: percentile(run.cpuSamples, 50) * 1000, unit: "ms", target: 4)
        reporter.report("table/fling-1M-frame-cpu-p99", value: percentile(run.cpuSamples, 99) * 1000, unit: "ms", target: 8.3)
        reporter.report("table/fling-1M-cells-alive-minus-visible", value: Double(CountingCell.created - run.maxVisible), unit: "cells", target: 4)
        let growth = CollectionBenchmarks.residentBytes() - before
        reporter.report("table/fling-1M-memory-per-row", value: max(0, growth) / 1_000_000, unit: "B", target: 64)
    }

    /// The fling of `flingBenchmark` over 1,000,000 self-sizing Auto Layout rows (`TwoLabelCell`): each
    /// row that comes on screen is dequeued, configured and measured by the engine
    /// (`systemLayoutSizeFitting`), then laid out by it.
    static func selfSizingFlingBenchmark(_ reporter: BenchmarkReporter) {
        let run = fling(register: TwoLabelCell.self, identifier: "two", source: TwoLabelDataSource(count: 1_000_000))
        reporter.report("table/fling-1M-autolayout-frame-p50", value: percentile(run.samples, 50) * 1000, unit: "ms", target: 4)
        reporter.report("table/fling-1M-autolayout-frame-p99", value: percentile(run.samples, 99) * 1000, unit: "ms", target: 8.3)
        reporter.report("table/fling-1M-autolayout-frame-cpu-p99", value: percentile(run.cpuSamples, 99) * 1000, unit: "ms", target: 8.3)
        reporter.report("table/fling-1M-autolayout-cells-alive-minus-visible", value: Double(TwoLabelCell.created - run.maxVisible),
                        unit: "cells", target: 4)
    }

    /// Shows a 390×844@2x table of `source`'s rows and flings it (a 0.1 s swipe of 700 points, then
    /// deceleration) from 20 places spread over all rows; every frame after the release is timed:
    /// physics, row measurement, reuse, cell configuration and render.
    static func fling(register cellClass: UITableViewCell.Type, identifier: String, source: any UITableViewDataSource)
        -> (samples: [Double], cpuSamples: [Double], maxVisible: Int) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = Host()
        controller.tableView.register(cellClass, forCellReuseIdentifier: identifier)
        controller.tableView.dataSource = source
        host.show(controller)
        let table = controller.tableView
        table.layoutIfNeeded()
        var maxVisible = table.visibleCells.count
        var times = FrameTimes()
        for k in 0 ..< 20 {
            let end = table.contentSize.height - table.bounds.height
            table.contentOffset = CGPoint(x: 0, y: end * CGFloat(k) / 20)
            host.renderFrame()
            host.drag(from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 80), duration: 0.1)
            timeFrames(host, count: 90, into: &times, measuringCPU: true) {
                maxVisible = max(maxVisible, table.visibleCells.count)
            }
        }
        withExtendedLifetime(source) {}
        return (times.wall, times.cpu, maxVisible)
    }

    static func reloadBenchmark(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = Host()
        let source = CountDataSource(count: 1_000_000)
        controller.tableView.register(CountingCell.self, forCellReuseIdentifier: "n")
        controller.tableView.dataSource = source
        host.show(controller)
        let table = controller.tableView
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 20_000_000)
        table.layoutIfNeeded()
        // reloadData and the layout pass that loads counts and geometry and shows the visible rows.
        let runs = timeRuns(iterations: 40, warmup: 5) {
            source.count = source.count == 1_000_000 ? 999_999 : 1_000_000
            table.reloadData()
            table.layoutIfNeeded()
        }
        reporter.report("table/reloadData-1M-rows", value: median(runs) * 1000, unit: "ms", target: 5)
    }

    static func diffableBenchmark(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = Host()
        controller.tableView.register(CountingCell.self, forCellReuseIdentifier: "n")
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: controller.tableView) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "n", for: path)
            cell.textLabel?.text = String(item)
            return cell
        }
        host.show(controller)
        var random = SystemRandomNumberGenerator()
        var samples: [Double] = [], cpuSamples: [Double] = []
        for _ in 0 ..< 6 {
            var initial = NSDiffableDataSourceSnapshot<Int, Int>()
            initial.appendSections([0, 1, 2, 3])
            for s in 0 ..< 4 { initial.appendItems(Array(s * 25_000 ..< (s + 1) * 25_000), toSection: s) }
            source.applySnapshotUsingReloadData(initial)
            controller.tableView.layoutIfNeeded()
            // 10% deletes, 10% inserts, 10% moves, 10% reloads.
            let all = initial.itemIdentifiers.shuffled(using: &random)
            let deleted = Set(all[0 ..< 10_000]), moving = Array(all[10_000 ..< 20_000])
            let movingSet = Set(moving)
            var sections = (0 ..< 4).map { s in initial.itemIdentifiers(inSection: s).filter { !deleted.contains($0) && !movingSet.contains($0) } }
            for item in moving {
                let s = Int.random(in: 0 ..< 4, using: &random)
                sections[s].insert(item, at: Int.random(in: 0 ... sections[s].count, using: &random))
            }
            var fresh = 1_000_000
            for s in 0 ..< 4 {
                for _ in 0 ..< 2_500 {
                    sections[s].insert(fresh, at: Int.random(in: 0 ... sections[s].count, using: &random))
                    fresh += 1
                }
            }
            var next = NSDiffableDataSourceSnapshot<Int, Int>()
            next.appendSections([0, 1, 2, 3])
            for s in 0 ..< 4 { next.appendItems(sections[s], toSection: s) }
            next.reloadItems(Array(all[20_000 ..< 30_000]))
            let start = benchmarkNow(), cpuStart = CollectionBenchmarks.threadCPUTime()
            source.apply(next, animatingDifferences: true)
            controller.tableView.layoutIfNeeded()
            samples.append(benchmarkNow() - start)
            cpuSamples.append(CollectionBenchmarks.threadCPUTime() - cpuStart)
            _ = host.runUntilIdle()
        }
        reporter.report("table/diffable-apply-100k-10pct-each", value: median(samples) * 1000, unit: "ms", target: 50)
        reporter.report("table/diffable-apply-100k-10pct-each-cpu", value: median(cpuSamples) * 1000, unit: "ms", target: 50)
    }
}
