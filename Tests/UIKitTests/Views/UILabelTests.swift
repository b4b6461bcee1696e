import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UILabelTests {
    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        #expect(label.text == nil)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeGrowsWithTextAndFont() {
        let label = UILabel()
        label.text = "Hello"
        let short = label.intrinsicContentSize
        label.text = "Hello, world, and more"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width * 2)
        #expect(abs(long.height - short.height) < 0.5)
        #expect(short.height >= 20 && short.height <= 23)
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height > 38)
    }

    @Test func sizeThatFitsWrapsOnlyWhenLinesAllow() {
        let label = UILabel()
        label.text = "A long sentence that certainly needs more than one line at this width."
        let oneLine = label.sizeThatFits(CGSize(width: 120, height: 1000))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > oneLine.height * 3)
        #expect(abs(twoLines.height - oneLine.height * 2) < 2)
    }

    @Test func attributedTextAndTextReplaceEachOther() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "styled", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(label.text == "styled")
        label.text = "plain"
        #expect(label.attributedText?.string == "plain")
    }

    @Test func changingTextRedrawsOnlyTheLabel() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
        let vc = UIViewController()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        label.text = "Before"
        vc.view.addSubview(label)
        host.show(vc)
        let before = host.snapshot()
        label.text = "After, longer text"
        host.renderFrame()
        #expect(host.lastFrameStatistics.displayedLayers == 1)
        let after = host.snapshot()
        var changed = 0
        for y in 20..<80 { for x in 20..<380 where before.pixel(x: x, y: y)?.alpha != after.pixel(x: x, y: y)?.alpha { changed += 1 } }
        #expect(changed > 100)
    }

    @Test func hostileTextRendersWithoutCrashing() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let vc = UIViewController()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.numberOfLines = 0
        vc.view.addSubview(label)
        host.show(vc)
        label.text = ""
        host.renderFrame()
        label.text = String(repeating: "lorem ipsum 子类化 ", count: 6_000)
        host.renderFrame()
        let units: [unichar] = [0x48, 0xD800, 0x69, 0xDC00, 0xD83D]   // lone surrogates
        label.attributedText = NSAttributedString(string: NSString(characters: units, length: units.count) as String)
        host.renderFrame()
        #expect(label.sizeThatFits(CGSize(width: 200, height: 100)).height >= 0)
    }
}
