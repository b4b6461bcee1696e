@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Events] dispatch figures, through a 50-deep view hierarchy with 3 gesture recognizers on the way
/// (a pan, a tap, a long press):
/// - a touch moving while every recognizer still arbitrates it (moves below the pan's and tap's 10 pt and
///   the long press's allowable movement, no time passing for the long press to fire): each move goes
///   through all three recognizers and the hit-tested view;
/// - a touch moving after the pan recognized (the tap and the long press have failed);
/// - touch-down: the hit test through all 50 views and the recognizers taking the new touch.
@MainActor
enum EventBenchmarks {
    /// The 50-deep hierarchy and its recognizers, shown in a headless host.
    struct Scene {
        let host: HeadlessHost
        let input: HostInput
        let pan: UIPanGestureRecognizer
        let tap: UITapGestureRecognizer
        let longPress: UILongPressGestureRecognizer
    }

    static func makeScene() -> Scene {
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
        let pan = UIPanGestureRecognizer { _ in }
        let tap = UITapGestureRecognizer { _ in }
        let longPress = UILongPressGestureRecognizer { _ in }
        chain[10].addGestureRecognizer(pan)
        chain[25].addGestureRecognizer(tap)
        chain[40].addGestureRecognizer(longPress)
        host.show(vc)
        return Scene(host: host, input: HostInput(), pan: pan, tap: tap, longPress: longPress)
    }

    static func run(_ reporter: BenchmarkReporter) {
        arbitratedMoves(reporter)
        recognizedPanMoves(reporter)
        touchDowns(reporter)
    }

    /// Moves within ±4 pt of the touch-down point, all three recognizers `.possible` throughout.
    static func arbitratedMoves(_ reporter: BenchmarkReporter) {
        let scene = makeScene()
        var time: TimeInterval = 10
        let start = CGPoint(x: 100, y: 400)
        scene.input.touchDown(at: start, timestamp: time)
        let moves = 20_000
        var step = 0
        let samples = timeRuns(iterations: 5, warmup: 1) {
            for _ in 0..<moves {
                step += 1
                // Timestamps advance by 10 µs: the long press waits for frame time, which does not pass here.
                time += 1e-5
                scene.input.touchMove(to: CGPoint(x: start.x + CGFloat(step % 9) - 4, y: start.y), timestamp: time)
            }
        }
        let arbitrating = [scene.pan.state, scene.tap.state, scene.longPress.state].allSatisfy { $0 == .possible }
        scene.input.touchUp(at: start, timestamp: time)
        reporter.report("events/touch-move-50-deep-3-recognizers-arbitrating", value: median(samples) / Double(moves) * 1e6,
                        unit: "us", target: 20)
        if !arbitrating { reporter.report("events/ERROR-a-recognizer-left-possible", value: 0, unit: "count") }
    }

    /// Moves of a recognized pan (the tap and the long press failed once it moved 10 pt).
    static func recognizedPanMoves(_ reporter: BenchmarkReporter) {
        let scene = makeScene()
        var x: CGFloat = 100
        var time: TimeInterval = 10
        scene.input.touchDown(at: CGPoint(x: x, y: 400), timestamp: time)
        // Get past the pan's hysteresis so the measured moves are recognized-pan moves.
        for _ in 0..<5 { x += 4; time += 1.0 / 120; scene.input.touchMove(to: CGPoint(x: x, y: 400), timestamp: time) }
        let moves = 20_000
        let samples = timeRuns(iterations: 5, warmup: 1) {
            for _ in 0..<moves {
                x = x > 300 ? 100 : x + 1
                time += 1.0 / 120
                scene.input.touchMove(to: CGPoint(x: x, y: 400), timestamp: time)
            }
        }
        let panning = scene.pan.state == .changed && scene.tap.state == .failed
        scene.input.touchUp(at: CGPoint(x: x, y: 400), timestamp: time)
        reporter.report("events/touch-move-50-deep-pan-recognized-others-failed", value: median(samples) / Double(moves) * 1e6,
                        unit: "us", target: 20)
        if !panning { reporter.report("events/ERROR-pan-not-recognized", value: 0, unit: "count") }
    }

    /// Touch-down alone (hit test, touch creation, recognizers taking the touch); each is lifted, untimed.
    static func touchDowns(_ reporter: BenchmarkReporter) {
        let scene = makeScene()
        var time: TimeInterval = 10
        var samples: [Double] = []
        for i in 0..<5_200 {
            let point = CGPoint(x: 60 + CGFloat(i % 200), y: 300 + CGFloat(i % 300))
            time += 1.0
            let begin = benchmarkNow()
            scene.input.touchDown(at: point, timestamp: time)
            let elapsed = benchmarkNow() - begin
            time += 0.01
            scene.input.touchUp(at: point, timestamp: time)
            if i >= 200 { samples.append(elapsed) }
        }
        reporter.report("events/touch-down-hit-test-50-deep-3-recognizers", value: median(samples) * 1e6, unit: "us", target: 50)
    }
}
