import ConstraintSolver
import Foundation
@_spi(OpenUIKitBenchmarks) import UIKit
import UIKitTesting

/// Stack view figures (issue 13): a 1,000-view screen (250 rows of label + switch + button in
/// horizontal stacks inside a vertical stack in a scroll view, 390×844@2x) laid out the first time,
/// relaid after a width change, and after one constant change; and a self-sizing list of Auto Layout
/// cells (three labels and an image in stacks) scrolled as a fling.
@MainActor
enum StackViewBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        screenFigures(reporter)
        flingFigures(reporter)
    }

    // MARK: The 1,000-view screen

    /// One 1,000-view screen in its own window.
    struct Screen {
        let host: HeadlessHost
        let root: UIView
        let scroll: UIScrollView
        let column: UIStackView
        /// The height constraint of row 125's button, changed by the constant figure.
        let probe: NSLayoutConstraint
    }

    /// Builds the views of a screen (untimed by the caller's first-layout figure): a window with a
    /// view controller whose root view holds a scroll view, and 250 horizontal stacks of label + switch +
    /// button in a vertical stack that is not in the window yet.
    static func buildScreen() -> Screen {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        host.show(controller)
        let root: UIView = controller.view
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        NSLayoutConstraint.activate([scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     scroll.topAnchor.constraint(equalTo: root.topAnchor),
                                     scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        var probe: NSLayoutConstraint?
        var rows: [UIView] = []
        rows.reserveCapacity(250)
        for index in 0..<250 {
            let label = UILabel()
            label.text = "Setting \(index)"
            let toggle = UISwitch()
            let button = UIButton(type: .system)
            button.setTitle("Edit", for: .normal)
            if index == 125 {
                let height = button.heightAnchor.constraint(equalToConstant: 30)
                height.isActive = true
                probe = height
            }
            let row = UIStackView(arrangedSubviews: [label, toggle, button])
            row.spacing = 8
            row.alignment = .center
            rows.append(row)
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        return Screen(host: host, root: root, scroll: scroll, column: column, probe: probe!)
    }

    /// The first layout: the column joins the scroll view, is pinned to its content and frame guides,
    /// and the window lays out (update-constraints pass, every stack's arrangement built, intrinsic
    /// sizes read, the engine solved, 1,000 frames written).
    static func firstLayout(_ screen: Screen) {
        let scroll = screen.scroll, column = screen.column
        scroll.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        screen.root.layoutIfNeeded()
    }

    /// How many fresh screens the first-layout figure is the median of.
    static let firstLayoutRuns = 5

    private static func screenFigures(_ reporter: BenchmarkReporter) {
        // Every run lays out a fresh screen for the first time; the median of the runs is the figure
        // (the first run also pays one-time costs such as font loading, printed apart).
        var builds: [Double] = [], layouts: [Double] = []
        var screen: Screen!
        for _ in 0..<firstLayoutRuns {
            screen = nil
            let t0 = benchmarkNow()
            let fresh = buildScreen()
            let t1 = benchmarkNow()
            firstLayout(fresh)
            let t2 = benchmarkNow()
            builds.append(t1 - t0)
            layouts.append(t2 - t1)
            screen = fresh
        }
        let root = screen.root, scroll = screen.scroll
        reporter.report("stackview/1000-views/build-views", value: median(builds) * 1000, unit: "ms")
        reporter.report("stackview/1000-views/first-layout", value: median(layouts) * 1000, unit: "ms", target: 40)
        reporter.report("stackview/1000-views/first-layout-of-first-screen", value: layouts[0] * 1000, unit: "ms")
        reporter.report("stackview/1000-views/content-height", value: Double(scroll.contentSize.height), unit: "pt")
        replayFigures(reporter, root: root)

        var width: CGFloat = 390
        let resize = timeRuns(iterations: 20, warmup: 2) {
            width = width == 390 ? 320 : 390
            root.frame.size.width = width
            root.layoutIfNeeded()
        }
        reporter.report("stackview/1000-views/relayout-after-width-change", value: median(resize) * 1000, unit: "ms", target: 10)

        let probe = screen.probe
        var toggle = false
        let constant = timeRuns(iterations: 2_000, warmup: 50) {
            toggle.toggle()
            probe.constant = toggle ? 34 : 30
            root.layoutIfNeeded()
        }
        reporter.report("stackview/1000-views/one-constant-changed+layoutIfNeeded", value: median(constant) * 1_000_000, unit: "us", target: 50)
    }

    /// The engine's system after the first layout, replayed on the bare solver: how much of the first
    /// layout is the solver. With `OPENUIKIT_CONSTRAINT_EXPORT=PATH` in the environment the system is
    /// also written there as JSON for `scripts/compare-kiwi.py`, which replays it on kiwisolver.
    private static func replayFigures(_ reporter: BenchmarkReporter, root: UIView) {
        guard let snapshot = AutoLayoutEngineSnapshot(of: root) else { return }
        reporter.report("stackview/1000-views/engine-constraints", value: Double(snapshot.rows.count), unit: "count")
        reporter.report("stackview/1000-views/engine-variables", value: Double(snapshot.values.count), unit: "count")
        var deviation = 0.0
        let replay = timeRuns(iterations: 5, warmup: 1) {
            let values = SolverReplay.solve(snapshot)
            deviation = 0
            for id in snapshot.viewVariables { deviation = max(deviation, abs((values[id] ?? .nan) - (snapshot.values[id] ?? 0))) }
        }
        reporter.report("stackview/1000-views/solver-only-replay", value: median(replay) * 1000, unit: "ms")
        // Views only: spacer guides are free along their stack's axis, so their values may differ.
        reporter.report("stackview/1000-views/solver-replay-max-view-deviation", value: deviation, unit: "pt")
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_CONSTRAINT_EXPORT"] {
            if !FileManager.default.createFile(atPath: path, contents: Data(snapshot.json.utf8)) {
                FileHandle.standardError.write(Data("Benchmarks: cannot write the constraint system to \(path)\n".utf8))
            }
        }
    }

    // MARK: The self-sizing fling

    /// A feed cell laid out with stacks: an image beside a column of a title, a subtitle and a body of
    /// one to four lines.
    final class FeedCell: UICollectionViewCell {
        let image = UIImageView()
        let title = UILabel()
        let subtitle = UILabel()
        let body = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .boldSystemFont(ofSize: 17)
            subtitle.font = .systemFont(ofSize: 13)
            subtitle.textColor = .secondaryLabel
            body.numberOfLines = 0
            image.backgroundColor = .systemTeal
            image.translatesAutoresizingMaskIntoConstraints = false
            let text = UIStackView(arrangedSubviews: [title, subtitle, body])
            text.axis = .vertical
            text.spacing = 2
            let row = UIStackView(arrangedSubviews: [image, text])
            row.spacing = 12
            row.alignment = .top
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            NSLayoutConstraint.activate([
                image.widthAnchor.constraint(equalToConstant: 44), image.heightAnchor.constraint(equalToConstant: 44),
                row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Items with one to four lines of body text.
    final class FeedSource: NSObject, UICollectionViewDataSource {
        let count: Int
        var configured = 0
        private var registration: UICollectionView.CellRegistration<FeedCell, Int>!

        init(count: Int) {
            self.count = count
            super.init()
            registration = .init { [unowned self] cell, _, item in
                self.configured += 1
                cell.title.text = "Post \(item)"
                cell.subtitle.text = "\(item % 60) minutes ago"
                cell.body.text = Array(repeating: "Some words about the post, long enough to wrap.", count: 1 + item % 4).joined(separator: " ")
            }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    private static func flingFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.frameDuration = 1.0 / 120
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let source = FeedSource(count: 10_000)
        controller.loadViewIfNeeded()
        controller.collectionView.dataSource = source
        host.show(controller)
        _ = host.runUntilIdle()
        let cv = controller.collectionView!
        var samples: [Double] = []
        for _ in 0..<6 {
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 160), duration: 0.06)
            timeFrames(host, count: 120, into: &samples)
        }
        reporter.report("stackview/self-sizing-fling/390x844@2x/frame-p50", value: percentile(samples, 50) * 1e3, unit: "ms")
        reporter.report("stackview/self-sizing-fling/390x844@2x/frame-p99", value: percentile(samples, 99) * 1e3, unit: "ms", target: 8.3)
        reporter.report("stackview/self-sizing-fling/390x844@2x/frame-max", value: (samples.max() ?? 0) * 1e3, unit: "ms")
        reporter.report("stackview/self-sizing-fling/cells-configured", value: Double(source.configured), unit: "count")
        reporter.report("stackview/self-sizing-fling/distance", value: cv.contentOffset.y, unit: "pt")
    }
}
