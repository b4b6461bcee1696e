import Testing
@_spi(OpenUIKitHost) @testable import UIKit
import UIKitTesting

/// A label's text in another colour is the same text laid out the same way: switching the appearance
/// repaints labels in their new colour without laying their text out again (the layout cache keeps one
/// layout for a one-colour text, and drawing takes the colour). Expected colours: `UIColor.label`'s iOS
/// values (black in light, white in dark) and `systemRed` (255, 59, 48).
@MainActor
@Suite("Labels keep their text layout across colour and appearance changes", .serialized)
struct LabelAppearanceLayoutTests {
    /// The darkest and the reddest pixel of the label's area (the glyphs' cores).
    private func ink(_ image: CGImage, in frame: CGRect, scale: CGFloat) -> (darkest: Pixel, brightest: Pixel, reddest: Pixel) {
        var darkest = Pixel(r: 255, g: 255, b: 255), brightest = Pixel(r: 0, g: 0, b: 0), reddest = Pixel(r: 0, g: 0, b: 0)
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) {
                let p = Pixel(image, x, y)
                if p.r + p.g + p.b < darkest.r + darkest.g + darkest.b { darkest = p }
                if p.r + p.g + p.b > brightest.r + brightest.g + brightest.b { brightest = p }
                if p.r - p.g > reddest.r - reddest.g { reddest = p }
            }
        }
        return (darkest, brightest, reddest)
    }

    @Test("a new text colour draws the same layout in the new colour")
    func colourChangeReusesTheLayout() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Shared layout 17"
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .black
        controller.view.addSubview(label)
        host.show(controller)
        TextLayoutCacheAccess.removeAll()
        label.setNeedsDisplay()
        host.renderFrame()
        let layouts = TextLayoutCacheAccess.count
        #expect(layouts >= 1)
        #expect(ink(host.snapshot(), in: label.frame, scale: 2).darkest.isClose(to: Pixel(r: 0, g: 0, b: 0), tolerance: 10))
        label.textColor = .systemRed
        host.renderFrame()
        #expect(TextLayoutCacheAccess.count == layouts, "no new layout for the same text in red")
        let red = ink(host.snapshot(), in: label.frame, scale: 2)
        #expect(red.reddest.isClose(to: Pixel(r: 255, g: 59, b: 48), tolerance: 10), "\(red.reddest)")
        #expect(red.darkest.r > 200, "no black glyph is left: \(red.darkest)")
    }

    @Test("switching to dark repaints a label in UIColor.label's dark value without a new layout")
    func appearanceSwitchReusesTheLayout() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Dark mode"
        label.font = .boldSystemFont(ofSize: 24)
        controller.view.addSubview(label)
        host.show(controller)
        TextLayoutCacheAccess.removeAll()
        label.setNeedsDisplay()
        host.renderFrame()
        // Counted by text: the appearance is system-wide, so windows other tests left alive may lay out
        // their own texts in the new colours meanwhile.
        let layouts = TextLayoutCacheAccess.count(of: "Dark mode")
        #expect(layouts >= 1)
        host.userInterfaceStyle = .dark
        defer { host.userInterfaceStyle = .light }
        host.renderFrame()
        #expect(TextLayoutCacheAccess.count(of: "Dark mode") == layouts)
        let dark = ink(host.snapshot(), in: label.frame, scale: 2)
        #expect(dark.brightest.isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 10), "\(dark.brightest)")
        #expect(dark.darkest.isClose(to: Pixel(r: 0, g: 0, b: 0), tolerance: 10), "the dark background: \(dark.darkest)")
    }

    @Test("a text with runs in two colours keeps both colours")
    func twoColourRuns() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 24)])
        text.append(NSAttributedString(string: " Blue", attributes: [.foregroundColor: UIColor.systemBlue, .font: UIFont.boldSystemFont(ofSize: 24)]))
        label.attributedText = text
        controller.view.addSubview(label)
        host.show(controller)
        let image = host.snapshot()
        let reds = ink(image, in: CGRect(x: 10, y: 10, width: 45, height: 40), scale: 2).reddest
        var bluest = Pixel(r: 255, g: 255, b: 0)
        for y in 20..<100 {
            for x in 130..<380 {
                let p = Pixel(image, x, y)
                if p.b - p.r > bluest.b - bluest.r { bluest = p }
            }
        }
        #expect(reds.isClose(to: Pixel(r: 255, g: 59, b: 48), tolerance: 10), "\(reds)")
        #expect(bluest.isClose(to: Pixel(r: 0, g: 122, b: 255), tolerance: 10), "\(bluest)")
    }
}
