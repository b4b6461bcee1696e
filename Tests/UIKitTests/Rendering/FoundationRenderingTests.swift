import Testing
import UIKitTesting
@testable import UIKit

/// Reference-image tests of the [Foundation] rendering: text in four scripts, symbols, images, rounded,
/// bordered, shadowed and transformed layers, at 1x, 2x and 3x.
@MainActor
struct FoundationRenderingTests {
    /// A small scene built with plain UIKit code.
    final class SceneViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let texts = ["Hello, UIKit", "Привет, мир", "你好，世界：子类化", "こんにちは、カタカナ"]
            for (i, text) in texts.enumerated() {
                let label = UILabel(frame: CGRect(x: 12, y: 12 + CGFloat(i) * 28, width: 196, height: 24))
                label.text = text
                label.font = i == 0 ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body)
                view.addSubview(label)
            }
            let card = UIView(frame: CGRect(x: 12, y: 130, width: 90, height: 60))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 3
            card.layer.borderColor = UIColor.systemOrange.cgColor
            view.addSubview(card)
            let rotated = UIView(frame: CGRect(x: 120, y: 135, width: 60, height: 50))
            rotated.backgroundColor = .systemGreen
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
            rotated.layer.shadowOpacity = 0.4
            rotated.layer.shadowRadius = 4
            rotated.layer.shadowOffset = CGSize(width: 0, height: 3)
            view.addSubview(rotated)
            for (i, name) in ["star.fill", "checkmark", "chevron.right", "xmark"].enumerated() {
                let symbol = UIImageView(image: UIImage(systemName: name))
                symbol.frame = CGRect(x: 12 + CGFloat(i) * 30, y: 206, width: 24, height: 24)
                symbol.contentMode = .scaleAspectFit
                view.addSubview(symbol)
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func sceneMatchesItsReferenceImage(scale: Int) {
        let host = HeadlessHost(size: CGSize(width: 220, height: 240), scale: CGFloat(scale))
        host.show(SceneViewController())
        let image = host.snapshot()
        #expect(image.width == 220 * scale)
        ReferenceImage.expectMatch(image, named: "foundation-scene@\(scale)x")
    }

    @Test func labelsInEveryScriptPutInkOnScreen() {
        let host = HeadlessHost(size: CGSize(width: 220, height: 240), scale: 2)
        host.show(SceneViewController())
        let image = host.snapshot()
        for row in 0..<4 {
            var dark = 0
            let y0 = (12 + row * 28) * 2
            for y in y0..<(y0 + 44) {
                for x in 24..<400 where (image.pixel(x: x, y: y)?.green ?? 255) < 120 { dark += 1 }
            }
            #expect(dark > 200, "row \(row) has \(dark) dark pixels")
        }
    }

    @Test func aFrameWithNothingChangedRepaintsNothing() {
        let host = HeadlessHost(size: CGSize(width: 220, height: 240), scale: 2)
        let vc = SceneViewController()
        host.show(vc)
        host.renderFrame()
        #expect(host.renderFrame() == nil)
        let label = vc.view.subviews.compactMap { $0 as? UILabel }.first!
        label.text = "Changed"
        let damage = host.renderFrame()
        #expect(damage != nil)
        #expect(host.lastFrameStatistics.displayedLayers == 1)
        #expect((damage?.height ?? 1000) <= 60)
    }
}
