import Foundation
import UIKit
import UIKitTesting

/// Auto Layout figures (issue 13): a 1,000-view screen of constrained views: 250 rows of four views
/// (a fixed-width leading view, a flexible middle view, two fixed trailing views) chained edge to edge,
/// rows stacked 4 points apart under a view controller's root view in a 390×844 window. UIStackView
/// figures come with the stack views.
@MainActor
enum AutoLayoutBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        host.show(controller)
        let root: UIView = controller.view
        var probes: [NSLayoutConstraint] = []

        let build = timeRuns(iterations: 1, warmup: 0) {
            var previousRow: UIView?
            for row in 0..<250 {
                var previous: UIView?
                var first: UIView?
                for column in 0..<4 {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(v)
                    var list = [v.heightAnchor.constraint(equalToConstant: 20)]
                    if let previous {
                        list.append(v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                        list.append(v.topAnchor.constraint(equalTo: previous.topAnchor))
                    } else {
                        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
                        list.append(leading)
                        if row == 125 { probes.append(leading) }
                        list.append(v.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor, constant: 4))
                        first = v
                    }
                    if column != 1 { list.append(v.widthAnchor.constraint(equalToConstant: column == 0 ? 60 : 44)) }
                    if column == 3 { list.append(v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)) }
                    NSLayoutConstraint.activate(list)
                    previous = v
                }
                previousRow = first
            }
            root.layoutIfNeeded()
        }
        reporter.report("autolayout/1000-views/first-layout", value: build[0] * 1000, unit: "ms", target: 40)

        var width: CGFloat = 390
        let resize = timeRuns(iterations: 20, warmup: 2) {
            width = width == 390 ? 320 : 390
            root.frame.size.width = width
            root.layoutIfNeeded()
        }
        reporter.report("autolayout/1000-views/relayout-after-width-change", value: median(resize) * 1000, unit: "ms", target: 10)

        let probe = probes[0]
        var toggle = false
        let constant = timeRuns(iterations: 2_000, warmup: 50) {
            toggle.toggle()
            probe.constant = toggle ? 24 : 16
            root.layoutIfNeeded()
        }
        reporter.report("autolayout/1000-views/one-constant-changed+layoutIfNeeded", value: median(constant) * 1_000_000, unit: "us", target: 50)
    }
}
