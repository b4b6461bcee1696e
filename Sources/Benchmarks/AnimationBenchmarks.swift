@_spi(OpenUIKitHost) import QuartzCore
@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Events] animation figure: one display-link tick with 1,000 running view animations.
///
/// A tick is the animation work of one display refresh (step 3 of the frame path plus the evaluation the
/// compositor does before drawing): the frame callbacks (animation bookkeeping) fire, and every running
/// animation is evaluated and its presentation values written into the layers and the model values put
/// back. The rasterization of the frame is measured separately (`animation/frame-...`, no target).
@MainActor
enum AnimationBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let scene = UIViewController()
        scene.view.backgroundColor = .white
        var views: [UIView] = []
        for i in 0..<1000 {
            let view = UIView(frame: CGRect(x: CGFloat(i % 38) * 10, y: CGFloat(i / 38) * 30, width: 8, height: 8))
            view.backgroundColor = i % 2 == 0 ? .systemBlue : .systemOrange
            scene.view.addSubview(view)
            views.append(view)
        }
        host.show(scene)
        UIView.animate(withDuration: 1000, delay: 0, options: [.curveEaseInOut], animations: {
            for (i, view) in views.enumerated() {
                view.center.y += CGFloat(20 + i % 7)
                view.alpha = 0.25
            }
        })
        host.advance(by: 1.0 / 120)
        precondition(AnimationFrame.animatedLayerCount == 1000, "expected 1,000 animated layers")

        // Drive the frames by hand on a virtual clock so only the tick's work is timed.
        let clock = BenchmarkClock(time: host.currentTime)
        MediaClock.install { clock.time }
        let ticks = timeRuns(iterations: 300, warmup: 20) {
            clock.time += 1.0 / 120
            FrameTick.fire(timestamp: clock.time, frameDuration: 1.0 / 120)
            AnimationFrame.evaluatePresentation()
        }
        reporter.report("animation/tick-1000-view-animations", value: median(ticks) * 1000, unit: "ms", target: 2)

        let frames = timeRuns(iterations: 20, warmup: 3) {
            clock.time += 1.0 / 120
            host.renderFrame()
        }
        reporter.report("animation/frame-1000-moving-views-390x844@2x", value: median(frames) * 1000, unit: "ms")
    }
}

/// A settable clock for the benchmark's hand-driven frames.
private final class BenchmarkClock: @unchecked Sendable {
    var time: Double
    init(time: Double) { self.time = time }
}
