@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

/// The [Navigation] presentation figure: every frame of presenting and dismissing a page sheet (the card
/// rising, the presenting view scaling back under the dimming, then the reverse) over a settings-like
/// screen, at 390 × 844 @2x. A frame is one display refresh: animations advance, layout, compositing.
@MainActor
enum PresentationBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2,
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        for i in 0..<14 {
            let row = UILabel(frame: CGRect(x: 16, y: 60 + CGFloat(i) * 52, width: 358, height: 44))
            row.text = "Row \(i + 1) of the presenting screen"
            row.backgroundColor = .secondarySystemGroupedBackground
            root.view.addSubview(row)
        }
        host.show(root)
        var frames: [Double] = []
        for cycle in 0..<6 {
            let sheet = UIViewController()
            sheet.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 28, width: 300, height: 30))
            label.text = "A sheet"
            label.font = .systemFont(ofSize: 22, weight: .bold)
            sheet.view.addSubview(label)
            sheet.sheetPresentationController?.prefersGrabberVisible = true
            let times = timeRuns(iterations: 1, warmup: 0) { root.present(sheet, animated: true) }
            var samples = times
            samples += timeRuns(iterations: 70, warmup: 0) { host.advance(by: 1.0 / 120) }
            samples += timeRuns(iterations: 1, warmup: 0) { sheet.dismiss(animated: true) }
            samples += timeRuns(iterations: 60, warmup: 0) { host.advance(by: 1.0 / 120) }
            precondition(root.presentedViewController == nil, "the sheet was dismissed")
            if cycle > 0 { frames += samples }
        }
        reporter.report("presentation/sheet-present-dismiss-worst-frame-390x844@2x", value: (frames.max() ?? 0) * 1000, unit: "ms", target: 8.3)
        reporter.report("presentation/sheet-present-dismiss-median-frame-390x844@2x", value: median(frames) * 1000, unit: "ms")
    }
}
