import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `textContainer.maximumNumberOfLines` and `lineBreakMode` limit a text view's layout and drawing, as
/// TextKit: text after the last allowed line is not drawn nor counted, truncating modes end the last line
/// with an ellipsis, `.byCharWrapping` wraps inside words.
@MainActor
struct TextContainerLineLimitTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let long = "The quick brown fox jumps over the lazy dog and keeps running through the long grass of the meadow until evening"

    private func scene(_ view: UITextView, width: CGFloat = 200, scale: CGFloat = 1) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: width + 20, height: 300), scale: scale)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        view.frame = CGRect(x: 10, y: 10, width: width, height: 280)
        view.backgroundColor = .white
        view.font = font
        controller.view.addSubview(view)
        host.show(controller)
        return host
    }

    /// The text's height for `lines` lines of `font`, inside the default insets (8 + 8).
    private func height(lines: Int) -> CGFloat { 16 + CGFloat(lines) * font.lineHeight }

    @Test func maximumNumberOfLinesLimitsTheSize() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.text = long
        _ = scene(view)
        let unlimited = view.intrinsicContentSize.height
        #expect(unlimited > height(lines: 4) - 2)
        view.textContainer.maximumNumberOfLines = 2
        #expect(abs(view.intrinsicContentSize.height - height(lines: 2)) <= 1)
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - height(lines: 2)) <= 1)
        view.layoutIfNeeded()
        #expect(abs(view.contentSize.height - height(lines: 2)) <= 1)
        view.textContainer.maximumNumberOfLines = 0
        #expect(view.intrinsicContentSize.height == unlimited)
    }

    @Test func theLimitCountsLinesAcrossParagraphs() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.text = "One\nTwo\nThree\nFour"
        view.textContainer.maximumNumberOfLines = 3
        _ = scene(view)
        #expect(abs(view.intrinsicContentSize.height - height(lines: 3)) <= 1)
        view.textContainer.maximumNumberOfLines = 1
        #expect(abs(view.intrinsicContentSize.height - height(lines: 1)) <= 1)
    }

    /// Dark pixels in `rect` (points, window) at `scale`.
    private func ink(_ image: CGImage, _ rect: CGRect, scale: CGFloat) -> Int {
        countPixels(in: image, rect: rect, scale: scale) { r, g, b in r < 140 && g < 140 && b < 140 }
    }

    @Test func cutTextIsNotDrawnAndTailTruncationDrawsAnEllipsis() {
        let clipped = UITextView()
        clipped.text = "Line one\nLine two"
        clipped.textContainer.maximumNumberOfLines = 1
        let host = scene(clipped, scale: 2)
        let endOfFirstLine = clipped.convert(clipped.caretRect(for: clipped.position(from: clipped.beginningOfDocument, offset: 8)!), to: nil)
        let secondLine = CGRect(x: 10, y: endOfFirstLine.maxY + 1, width: 200, height: font.lineHeight)
        let afterFirstLine = CGRect(x: endOfFirstLine.maxX + 1, y: endOfFirstLine.minY, width: 40, height: endOfFirstLine.height)
        var image = host.snapshot()
        #expect(ink(image, secondLine, scale: 2) == 0)
        #expect(ink(image, afterFirstLine, scale: 2) == 0)
        // Tail truncation: the cut shows as an ellipsis after "Line one" (later text cut), still one line.
        clipped.textContainer.lineBreakMode = .byTruncatingTail
        host.renderFrame()
        image = host.snapshot()
        #expect(ink(image, afterFirstLine, scale: 2) > 4)
        #expect(ink(image, secondLine, scale: 2) == 0)
        clipped.textContainer.maximumNumberOfLines = 0
        host.renderFrame()
        #expect(ink(host.snapshot(), secondLine, scale: 2) > 20)
    }

    @Test func aLongParagraphTruncatesItsLastAllowedLine() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.text = long
        view.textContainer.maximumNumberOfLines = 2
        view.textContainer.lineBreakMode = .byTruncatingTail
        let host = scene(view, scale: 2)
        #expect(abs(view.intrinsicContentSize.height - height(lines: 2)) <= 1)
        // The third line's band is empty; the second line reaches toward the right edge (the ellipsis).
        let origin = view.convert(CGPoint.zero, to: nil)
        let image = host.snapshot()
        let third = CGRect(x: origin.x, y: origin.y + 8 + 2 * font.lineHeight + 1, width: 200, height: font.lineHeight - 2)
        #expect(ink(image, third, scale: 2) == 0)
        let secondEnd = CGRect(x: origin.x + 150, y: origin.y + 8 + font.lineHeight, width: 45, height: font.lineHeight)
        #expect(ink(image, secondEnd, scale: 2) > 4)
    }

    @Test func charWrappingBreaksInsideWords() {
        let view = UITextView()
        view.text = "ab wonderfullylongword"
        let host = scene(view, width: 120)
        let caret = { view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 6)!) }
        #expect(caret().minY > 8 + font.lineHeight / 2)   // word wrapping: the word starts the second line
        view.textContainer.lineBreakMode = .byCharWrapping
        host.renderFrame()
        #expect(caret().minY == 8)                          // character wrapping: it starts on the first
    }

    @Test func typingIntoALimitedViewKeepsTheLimit() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.textContainer.maximumNumberOfLines = 2
        let host = scene(view)
        host.tap(at: CGPoint(x: 50, y: 30))
        host.type("one\ntwo\nthree")
        #expect(view.text == "one\ntwo\nthree")
        #expect(abs(view.intrinsicContentSize.height - height(lines: 2)) <= 1)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        #expect(view.text == "one\ntwo")
        #expect(abs(view.intrinsicContentSize.height - height(lines: 2)) <= 1)
    }
}
