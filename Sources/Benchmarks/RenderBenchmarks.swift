@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Foundation] rendering figures, on a 390×844 screen at 2x: a cold full redraw (every layer's
/// contents drawn again and every label laid out and rasterised again), a full repaint from the cached
/// layer bitmaps, an unchanged frame, one changed label, and process start to first frame.
@MainActor
enum RenderBenchmarks {
    /// A screen of 60 rounded, bordered views and 30 labels (mixed scripts).
    final class BenchmarkScene: UIViewController {
        var labels: [UILabel] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let texts = ["Hello, UIKit", "Привет, мир", "你好，世界", "こんにちは"]
            for i in 0..<60 {
                let box = UIView(frame: CGRect(x: 10 + CGFloat(i % 6) * 63, y: 20 + CGFloat(i / 6) * 80, width: 56, height: 70))
                box.backgroundColor = i % 2 == 0 ? .secondarySystemGroupedBackground : .systemBlue.withAlphaComponent(0.2)
                box.layer.cornerRadius = 8
                box.layer.borderWidth = i % 3 == 0 ? 1 : 0
                box.layer.borderColor = UIColor.separator.cgColor
                view.addSubview(box)
                if i % 2 == 0 {
                    let label = UILabel(frame: CGRect(x: 4, y: 24, width: 48, height: 20))
                    label.text = texts[(i / 2) % texts.count]
                    label.font = .preferredFont(forTextStyle: .caption1)
                    box.addSubview(label)
                    labels.append(label)
                }
            }
        }
    }

    static func run(_ reporter: BenchmarkReporter) {
        if CommandLine.arguments.contains("--first-frame-child") { return }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let scene = BenchmarkScene()
        host.show(scene)

        // Cold: every view's contents are invalid and the text layout cache is empty, so each label is laid
        // out by pango and drawn into a new bitmap, and every layer is composited.
        var displayed = 0
        let cold = timeRuns(iterations: 40, warmup: 5) {
            setNeedsDisplayEverywhere(scene.view)
            TextLayoutCacheAccess.removeAll()
            host.setNeedsFullRedraw()
            host.renderFrame()
            displayed = host.lastFrameStatistics.displayedLayers
        }
        reporter.report("render/full-redraw-cold-390x844@2x-60views-30labels", value: median(cold) * 1000, unit: "ms", target: 8.3)
        if displayed < scene.labels.count { reporter.report("render/ERROR-cold-frame-displayed-too-few-layers", value: Double(displayed), unit: "count") }

        // Warm: the whole screen is composited again from the layers' cached bitmaps (nothing is drawn).
        let full = timeRuns(iterations: 40, warmup: 5) {
            host.setNeedsFullRedraw()
            host.renderFrame()
        }
        reporter.report("render/full-repaint-cached-contents-390x844@2x-60views-30labels", value: median(full) * 1000, unit: "ms", target: 4)

        host.renderFrame()
        let idle = timeRuns(iterations: 200, warmup: 10) { host.renderFrame() }
        reporter.report("render/frame-nothing-changed", value: median(idle) * 1000, unit: "ms", target: 0.2)

        var counter = 0
        let oneLabel = timeRuns(iterations: 100, warmup: 5) {
            counter += 1
            scene.labels[7].text = "Label \(counter)"
            host.renderFrame()
        }
        reporter.report("render/frame-one-label-changed", value: median(oneLabel) * 1000, unit: "ms", target: 1)

        reporter.report("render/process-start-to-first-frame", value: firstFrameMilliseconds(), unit: "ms", target: 150)
    }

    /// Marks every view of the tree as needing display.
    static func setNeedsDisplayEverywhere(_ view: UIView) {
        view.setNeedsDisplay()
        for subview in view.subviews { setNeedsDisplayEverywhere(subview) }
    }

    /// Starts this executable again in first-frame mode and measures from spawning it to reading the line
    /// it prints right after its first rendered frame (median of 5).
    static func firstFrameMilliseconds() -> Double {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var samples: [Double] = []
        for _ in 0..<5 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--first-frame-child"]
            let pipe = Pipe()
            process.standardOutput = pipe
            let start = benchmarkNow()
            do { try process.run() } catch { return .nan }
            let data = pipe.fileHandleForReading.readData(ofLength: 6)
            let elapsed = benchmarkNow() - start
            process.waitUntilExit()
            if String(decoding: data, as: UTF8.self).hasPrefix("frame") { samples.append(elapsed * 1000) }
        }
        return samples.isEmpty ? .nan : median(samples)
    }

    /// The child side: render the benchmark scene once, print "frame", exit.
    static func firstFrameChild() -> Never {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.show(BenchmarkScene())
        FileHandle.standardOutput.write(Data("frame\n".utf8))
        exit(0)
    }
}
