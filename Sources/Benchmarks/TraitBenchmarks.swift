@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Traits] figures, on a 390×844 screen at 2x: switching a 1,000-view screen (900 views with dynamic
/// system background colours, 100 labels in dynamic label colours) between light and dark and rendering
/// the next frame (trait update, colour re-resolution, label redraws, compositing), and the unchanged frame
/// after a switch.
@MainActor
enum TraitBenchmarks {
    final class ThousandViews: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let colors: [UIColor] = [.secondarySystemGroupedBackground, .systemFill, .systemBlue, .separator, .tertiarySystemBackground]
            var count = 1
            for i in 0..<100 {
                let row = UIView(frame: CGRect(x: 8, y: 8 + CGFloat(i) * 8.3, width: 374, height: 8))
                row.backgroundColor = colors[i % colors.count]
                view.addSubview(row)
                count += 1
                for j in 0..<8 {
                    let cell = UIView(frame: CGRect(x: 4 + CGFloat(j) * 30, y: 1, width: 26, height: 6))
                    cell.backgroundColor = colors[(i + j) % colors.count]
                    row.addSubview(cell)
                    count += 1
                }
                let label = UILabel(frame: CGRect(x: 250, y: 0, width: 120, height: 8))
                label.text = "Row \(i)"
                label.font = .systemFont(ofSize: 7)
                label.textColor = i % 2 == 0 ? .label : .secondaryLabel
                row.addSubview(label)
                count += 1
            }
            precondition(count >= 1000)
        }
    }

    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.show(ThousandViews())
        var dark = false
        let switches = timeRuns(iterations: 40, warmup: 4) {
            dark.toggle()
            host.userInterfaceStyle = dark ? .dark : .light
            host.renderFrame()
        }
        reporter.report("traits/light-dark-switch-1000-views-next-frame", value: median(switches) * 1000, unit: "ms", target: 8.3)
        host.renderFrame()
        let idle = timeRuns(iterations: 200, warmup: 10) { host.renderFrame() }
        reporter.report("traits/frame-unchanged-after-switch", value: median(idle) * 1000, unit: "ms", target: 0.05)
    }
}
