import Foundation
import UIKit
import UIKitTesting

/// Text input figures (issue 18): one keystroke into a text field (key press, insert, layout, render of
/// the frame); one keystroke and one caret movement (the arrow key's down and its frame) in a text view
/// holding 100,000 characters, and the whole arrow press (down and up, two frames) for reference.
@MainActor
enum TextInputBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        fieldFigures(reporter)
        textViewFigures(reporter)
    }

    private static func fieldFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 358, height: 34))
        field.borderStyle = .roundedRect
        controller.view.addSubview(field)
        host.show(controller)
        field.becomeFirstResponder()
        host.renderFrame()
        let keystroke = timeRuns(iterations: 200, warmup: 20) {
            if (field.text?.count ?? 0) > 40 { field.text = "" }
            host.type("a")
        }
        // `type` runs a frame after the key's down and one after its up: the figure holds both frames.
        reporter.report("textinput/field/keystroke", value: median(keystroke) * 1000, unit: "ms", target: 0.5)
    }

    private static func textViewFigures(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.font = .systemFont(ofSize: 17)
        var paragraphs: [String] = []
        var count = 0
        var index = 0
        while count < 100_000 {
            let line = "Paragraph \(index): the quick brown fox jumps over the lazy dog, again and again."
            paragraphs.append(line)
            count += line.utf16.count + 1
            index += 1
        }
        view.text = paragraphs.joined(separator: "\n")
        controller.view.addSubview(view)
        host.show(controller)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 50_000, length: 0)
        host.renderFrame()
        let keystroke = timeRuns(iterations: 20, warmup: 2) { host.type("x") }
        reporter.report("textinput/textview-100k/keystroke", value: median(keystroke) * 1000, unit: "ms", target: 2)
        // One caret movement: the arrow key's down (dispatch, the move, the frame that lays out and
        // composites the moved caret). The key's up changes nothing on screen; it and its frame run
        // outside the timed part, and the whole press (both frames) is reported beside it.
        let arrow = UIKey(keyCode: .keyboardRightArrow, characters: "")
        var caret: [Double] = [], caretCPU: [Double] = []
        for iteration in 0..<55 {
            let start = benchmarkNow(), cpuStart = CollectionBenchmarks.threadCPUTime()
            host.key(arrow, isDown: true)
            if iteration >= 5 {
                caret.append(benchmarkNow() - start)
                caretCPU.append(CollectionBenchmarks.threadCPUTime() - cpuStart)
            }
            host.key(arrow, isDown: false)
        }
        reporter.report("textinput/textview-100k/caret-move", value: median(caret) * 1000, unit: "ms", target: 0.2)
        // The main thread's CPU time for the same moves (preemption by other processes does not count).
        reporter.report("textinput/textview-100k/caret-move-cpu", value: median(caretCPU) * 1000, unit: "ms")
        let press = timeRuns(iterations: 50, warmup: 5) { host.press(.keyboardRightArrow) }
        reporter.report("textinput/textview-100k/arrow-press", value: median(press) * 1000, unit: "ms")
    }
}
