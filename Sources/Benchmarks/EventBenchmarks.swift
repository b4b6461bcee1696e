@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Events] dispatch figure: one touch move through a 50-deep view hierarchy with 3 gesture
/// recognizers on the way (a pan that recognizes, a tap that fails, a long press that fails).
@MainActor
enum EventBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let vc = UIViewController()
        var parent: UIView = vc.view
        var chain: [UIView] = []
        for _ in 0..<50 {
            let child = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
            parent.addSubview(child)
            chain.append(child)
            parent = child
        }
        var pans = 0
        chain[10].addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
        chain[25].addGestureRecognizer(UITapGestureRecognizer { _ in })
        chain[40].addGestureRecognizer(UILongPressGestureRecognizer { _ in })
        host.show(vc)

        let input = HostInput()
        var x: CGFloat = 100
        var time: TimeInterval = 10
        input.touchDown(at: CGPoint(x: x, y: 400), timestamp: time)
        // Get past the pan's hysteresis so the measured moves are recognized-pan moves.
        for _ in 0..<5 { x += 4; time += 1.0 / 120; input.touchMove(to: CGPoint(x: x, y: 400), timestamp: time) }
        let moves = 20_000
        let samples = timeRuns(iterations: 5, warmup: 1) {
            for _ in 0..<moves {
                x = x > 300 ? 100 : x + 1
                time += 1.0 / 120
                input.touchMove(to: CGPoint(x: x, y: 400), timestamp: time)
            }
        }
        input.touchUp(at: CGPoint(x: x, y: 400), timestamp: time)
        reporter.report("events/touch-move-50-deep-3-recognizers", value: median(samples) / Double(moves) * 1e6, unit: "us", target: 20)
        if pans == 0 { reporter.report("events/ERROR-pan-never-fired", value: 0, unit: "count") }
    }
}
