@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// Navigation benchmarks ([Navigation] issue), on a 390×844@2x headless phone screen (47/34-point safe
/// areas) with the translucent, blurred navigation bar: every frame of push transitions (and the pops
/// back) over a table scrolled mid-way, the new controller another table; and every frame of flings
/// through a 1,000,000-row table under a large title that collapses as it scrolls.
@MainActor
enum NavigationBenchmarks {
    /// `count` rows of standard cells.
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class ListController: UIViewController {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let rows: Rows
        init(count: Int, title: String) {
            rows = Rows(count: count)
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.dataSource = rows
            view = tableView
        }
    }

    static func run(_ reporter: BenchmarkReporter) {
        pushBenchmark(reporter)
        largeTitleFlingBenchmark(reporter)
    }

    static func phone() -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    static func pushBenchmark(_ reporter: BenchmarkReporter) {
        let host = phone()
        let root = ListController(count: 10_000, title: "Inbox")
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        root.tableView.contentOffset = CGPoint(x: 0, y: 40_000)
        host.renderFrame()
        var samples: [Double] = []
        for k in 0 ..< 20 {
            // The pushed list starts scrolled too, so the bar keeps its blurred material (at a scroll edge
            // iOS 15 draws it transparent).
            let next = ListController(count: 1_000, title: "Message \(k)")
            next.loadViewIfNeeded()
            next.tableView.contentOffset = CGPoint(x: 0, y: 4_000)
            navigation.pushViewController(next, animated: true)
            timeFrames(host, count: 48, into: &samples)
            navigation.popViewController(animated: true)
            timeFrames(host, count: 48, into: &samples)
        }
        reporter.report("navigation/push-pop-frame-p50", value: percentile(samples, 50) * 1000, unit: "ms", target: 4)
        reporter.report("navigation/push-pop-frame-p99", value: percentile(samples, 99) * 1000, unit: "ms", target: 8.3)
    }

    static func largeTitleFlingBenchmark(_ reporter: BenchmarkReporter) {
        let host = phone()
        let root = ListController(count: 1_000_000, title: "Mailboxes")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.show(navigation)
        let table = root.tableView
        var samples: [Double] = []
        // Flings from the top (the large title collapses during the first 52 points) and from 20 places
        // through the million rows; every frame after the release is timed.
        for k in 0 ..< 20 {
            let end = table.contentSize.height - table.bounds.height
            table.contentOffset = CGPoint(x: 0, y: k == 0 ? -table.adjustedContentInset.top : end * CGFloat(k) / 20)
            host.renderFrame()
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.1)
            timeFrames(host, count: 90, into: &samples)
        }
        reporter.report("navigation/large-title-fling-1M-frame-p50", value: percentile(samples, 50) * 1000, unit: "ms", target: 4)
        reporter.report("navigation/large-title-fling-1M-frame-p99", value: percentile(samples, 99) * 1000, unit: "ms", target: 8.3)
    }
}
