@_spi(OpenUIKitHost) import UIKit
@_spi(OpenUIKitHost) import QuartzCore
import UIKitTesting
import Foundation

/// The [Scroll] figures: one drag step (touch move → offset change → `didScroll` to 10 observers →
/// layout; no content work, no rendering) and the CPU of a 2 s deceleration at 120 Hz (frame callbacks,
/// `didScroll` to the delegate and 10 observers, layout; no rendering).
@MainActor
enum ScrollBenchmarks {
    /// Counts callbacks, so the observers do a little work that cannot be optimised away.
    final class CountingObserver: UIScrollViewDelegate {
        var count = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { count &+= 1 }
    }

    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        let window = host.show(controller)
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 1_000_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 500_000)
        for i in 0..<20 {
            let row = UIView(frame: CGRect(x: 0, y: 500_000 + CGFloat(i) * 44, width: 390, height: 44))
            scrollView.addSubview(row)
        }
        controller.view.addSubview(scrollView)
        let delegate = CountingObserver()
        scrollView.delegate = delegate
        let observers = (0..<10).map { _ in CountingObserver() }
        for observer in observers { scrollView.addScrollObserver(observer) }
        host.renderFrame()

        // One drag step.
        let input = HostInput()
        var time = host.currentTime
        input.touchDown(at: CGPoint(x: 200, y: 400), timestamp: time)
        time += 1.0 / 120
        input.touchMove(to: CGPoint(x: 200, y: 430), timestamp: time)   // past the hysteresis: dragging
        window.layoutIfNeeded()
        var step = 0
        let samples = timeRuns(iterations: 4000, warmup: 200) {
            step += 1
            time += 1.0 / 120
            let y: CGFloat = 430 + CGFloat(step % 200) * (step / 200 % 2 == 0 ? 1 : -1)
            input.touchMove(to: CGPoint(x: 200, y: y), timestamp: time)
            window.layoutIfNeeded()
        }
        input.touchUp(at: CGPoint(x: 200, y: 430), timestamp: time + 0.5)
        reporter.report("scroll/drag-step/10-observers/median", value: median(samples) * 1e6, unit: "us", target: 30)
        reporter.report("scroll/drag-step/10-observers/p95", value: percentile(samples, 95) * 1e6, unit: "us", target: 30)

        // A 2 s deceleration at 120 Hz.
        var totals: [Double] = []
        for _ in 0..<20 {
            host.advance(by: 0.5)
            scrollView.contentOffset = CGPoint(x: 0, y: 500_000)
            var t = host.currentTime
            input.touchDown(at: CGPoint(x: 200, y: 700), timestamp: t)
            for i in 1...12 {
                t += 1.0 / 120
                input.touchMove(to: CGPoint(x: 200, y: 700 - CGFloat(i) * 25), timestamp: t)
            }
            input.touchUp(at: CGPoint(x: 200, y: 400), timestamp: t)
            let frame = 1.0 / 120
            let start = benchmarkNow()
            for i in 1...240 {
                FrameTick.fire(timestamp: host.currentTime + Double(i) * frame, frameDuration: frame)
                window.layoutIfNeeded()
            }
            totals.append(benchmarkNow() - start)
            if !scrollView.isDecelerating {
                FileHandle.standardError.write(Data("ScrollBenchmarks: the deceleration ended before 2 s\n".utf8))
            }
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        }
        reporter.report("scroll/deceleration-2s-120Hz/total-cpu", value: median(totals) * 1e3, unit: "ms", target: 5)
        _ = observers.reduce(delegate.count) { $0 &+ $1.count }
    }
}
