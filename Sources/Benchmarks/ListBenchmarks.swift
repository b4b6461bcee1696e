@_spi(OpenUIKitBenchmarks) import UIKit
import UIKitTesting
import Foundation

/// Benchmarks for the Lists group (issue 7): compositional list layout preparation at a million rows,
/// self-sizing work when opening a million-row list at its middle, and per-frame cost of a fling
/// through list cells with `UIListContentConfiguration`.
@MainActor
enum ListBenchmarks {
    /// A data source of `sections × perSection` rows whose cells are list cells with a list content
    /// configuration; counts the cells it configures.
    final class RowsSource: NSObject, UICollectionViewDataSource {
        let sections: Int, perSection: Int
        var configured = 0
        /// Rows taken out of section 0 (the update figures delete and re-insert one).
        var removed = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, path, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = item % 4 == 0 ? "Detail \(path.section)" : nil
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        init(sections: Int, perSection: Int) { self.sections = sections; self.perSection = perSection }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? perSection - removed : perSection
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            configured += 1
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath,
                                                                item: indexPath.section * perSection + indexPath.item)
        }
    }

    final class ListController: UIViewController {
        let layout: UICollectionViewLayout
        let source: RowsSource
        var collectionView: UICollectionView!
        init(layout: UICollectionViewLayout, source: RowsSource) {
            self.layout = layout
            self.source = source
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.dataSource = source
            view.addSubview(collectionView)
        }
    }

    /// Keeps measured results alive.
    static var sink: CGFloat = 0

    /// Runs every Lists figure and prints it through `reporter`.
    static func run(_ reporter: BenchmarkReporter) {
        prepareFigures(reporter)
        estimatedFigures(reporter)
        updateFigures(reporter)
        flingFigures(reporter)
    }

    /// Batch updates on a measured million-row, one-section self-sizing list: a visible row is deleted and
    /// inserted again, each followed by a layout pass (measured sizes follow their rows).
    private static func updateFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let source = RowsSource(sections: 1, perSection: 1_000_000)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let controller = ListController(layout: layout, source: source)
        host.show(controller)
        let cv = controller.collectionView!
        cv.contentOffset = CGPoint(x: 0, y: cv.contentSize.height / 2)
        host.renderFrame()
        for _ in 0 ..< 10 {
            cv.contentOffset.y -= 60
            host.renderFrame()
        }
        let row = cv.indexPathsForVisibleItems.sorted()[3]
        let runs = timeRuns(iterations: 20, warmup: 2) {
            source.removed = 1
            cv.performBatchUpdates { cv.deleteItems(at: [row]) }
            host.renderFrame()
            source.removed = 0
            cv.performBatchUpdates { cv.insertItems(at: [row]) }
            host.renderFrame()
        }
        reporter.report("lists/estimated/1M-rows-1-section/delete-and-insert-visible-row", value: median(runs) * 1e3, unit: "ms")
        reporter.report("lists/estimated/1M-rows-1-section/delete-and-insert-visible-row/groups-measured",
                        value: Double(layout.engineWork.measuredGroups), unit: "count")
    }

    /// A fixed-height (44 pt) inset-grouped section with list styling: list metrics without self-sizing.
    static func fixedInsetGroupedSection(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 35, leading: 16, bottom: 0, trailing: 16)
        section.contentInsetsReference = .none
        return section
    }

    private static func prepareFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        for (name, layout) in [
            ("fixed-heights", UICollectionViewCompositionalLayout { _, environment in fixedInsetGroupedSection(environment) }),
            ("list(using:)", UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))),
        ] {
            let controller = ListController(layout: layout, source: RowsSource(sections: 1_000, perSection: 1_000))
            host.show(controller)
            let runs = timeRuns(iterations: 15, warmup: 2) {
                layout.invalidateLayout()
                layout.prepare()
                sink = layout.collectionViewContentSize.height
            }
            reporter.report("lists/prepare/1M-rows-1000-sections/insetGrouped/\(name)", value: median(runs) * 1e3, unit: "ms", target: 150)
        }
    }

    private static func estimatedFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let source = RowsSource(sections: 1_000, perSection: 1_000)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let controller = ListController(layout: layout, source: source)
        let start = benchmarkNow()
        host.show(controller)
        let cv = controller.collectionView!
        cv.contentOffset = CGPoint(x: 0, y: cv.contentSize.height / 2)
        host.renderFrame()
        let elapsed = benchmarkNow() - start
        let work = layout.engineWork
        reporter.report("lists/estimated/1M-rows/open-and-scroll-to-middle", value: elapsed * 1e3, unit: "ms")
        reporter.report("lists/estimated/1M-rows/open-and-scroll-to-middle/cells-configured", value: Double(source.configured), unit: "count")
        reporter.report("lists/estimated/1M-rows/open-and-scroll-to-middle/layout-elements", value: Double(work.elements), unit: "count")
        reporter.report("lists/estimated/1M-rows/open-and-scroll-to-middle/groups-measured", value: Double(work.measuredGroups), unit: "count")
    }

    private static func flingFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.frameDuration = 1.0 / 120
        let source = RowsSource(sections: 1_000, perSection: 1_000)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let controller = ListController(layout: layout, source: source)
        host.show(controller)
        let cv = controller.collectionView!
        cv.contentOffset = CGPoint(x: 0, y: 200_000)
        _ = host.runUntilIdle()
        var samples: [Double] = []
        for _ in 0 ..< 6 {
            // A flick: 540 pt in 60 ms, then the deceleration frames are measured.
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 160), duration: 0.06)
            timeFrames(host, count: 120, into: &samples)
        }
        reporter.report("lists/fling/insetGrouped/390x844@2x/frame-p50", value: percentile(samples, 50) * 1e3, unit: "ms")
        reporter.report("lists/fling/insetGrouped/390x844@2x/frame-p95", value: percentile(samples, 95) * 1e3, unit: "ms")
        reporter.report("lists/fling/insetGrouped/390x844@2x/frame-p99", value: percentile(samples, 99) * 1e3, unit: "ms", target: 8.3)
        reporter.report("lists/fling/insetGrouped/390x844@2x/frame-max", value: (samples.max() ?? 0) * 1e3, unit: "ms")
        reporter.report("lists/fling/insetGrouped/390x844@2x/cells-configured", value: Double(source.configured), unit: "count")
        reporter.report("lists/fling/insetGrouped/distance", value: cv.contentOffset.y - 200_000, unit: "pt")
    }
}
