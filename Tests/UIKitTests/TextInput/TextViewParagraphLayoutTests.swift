import Foundation
import SeededRandom
import Testing
import UIKitTesting
@testable import UIKit

/// A text view lays its text out paragraph by paragraph: edits relay out only what they touch, only the
/// visible paragraphs are drawn, and the geometry is the same as laying the whole text out at once.
@MainActor
struct TextViewParagraphLayoutTests {
    private func scene(_ view: UITextView, size: CGSize = CGSize(width: 320, height: 240)) -> HeadlessHost {
        let host = HeadlessHost(size: size, scale: 1)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        view.frame = CGRect(origin: .zero, size: size)
        controller.view.addSubview(view)
        host.show(controller)
        return host
    }

    /// The whole text laid out as one pango layout at the view's wrap width (what UIKit would show).
    private func wholeTextKey(_ view: UITextView) -> TextLayoutKey {
        TextLayoutKey(content: view.engine.displayContent, width: Double(view.textWrapWidth), numberOfLines: 0,
                      lineBreakMode: .byWordWrapping)
    }

    private func longText(paragraphs: Int) -> String {
        (0..<paragraphs).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog, again and again." }
            .joined(separator: "\n")
    }

    @Test func paragraphsSplitAtEveryKindOfLineBreak() {
        let units = Array("a\nbc\r\nd\re\u{2029}".utf16)
        let pieces = TextParagraphLayout.split(units, 0..<units.count, atTextEnd: true)
        #expect(pieces.map(\.length) == [1, 2, 1, 1, 0])
        #expect(pieces.map(\.terminator) == [1, 2, 1, 1, 0])
    }

    /// Thousands of seeded random edits (letters, spaces, LF, CR, CR LF, deletions over line breaks):
    /// after each the paragraphs are those of the text split afresh, and caret rectangles and hit
    /// testing agree with one layout of the whole text.
    @Test func randomEditsKeepParagraphsAndGeometryExact() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 15)
        _ = scene(view)
        var random = SplitMix64(seed: 0x7E47)
        let pieces = ["a", "b", "word ", " ", "\n", "\r", "\r\n", "xyz", "\n\n", "é"]
        view.text = "start"
        for step in 0..<2_000 {
            let length = view.engine.length
            let lower = Int.random(in: 0...length, using: &random)
            let upper = Bool.random(using: &random) ? lower : min(length, lower + Int.random(in: 0...6, using: &random))
            let text = Int.random(in: 0..<4, using: &random) == 0 ? "" : pieces[Int.random(in: 0..<pieces.count, using: &random)]
            view.engine.replace(lower..<upper, with: text, kind: .other)
            let units = view.engine.units
            let expected = TextParagraphLayout.split(units, 0..<units.count, atTextEnd: true)
            let layout = view.paragraphLayout
            #expect(layout.paragraphs.map(\.length) == expected.map(\.length), "step \(step)")
            #expect(layout.paragraphs.map(\.terminator) == expected.map(\.terminator), "step \(step)")
            guard step % 10 == 0 else { continue }
            _ = layout.exactHeight
            let key = wholeTextKey(view)
            for _ in 0..<3 {
                let offset = view.engine.boundaries.snapped(Int.random(in: 0...view.engine.length, using: &random))
                let whole = PangoTextBackend.shared.caretRect(key, offset: offset)
                let paragraph = layout.caretRect(at: offset)
                #expect(abs(whole.minX - paragraph.minX) < 0.01 && abs(whole.minY - paragraph.minY) < 0.01, "step \(step) offset \(offset)")
                let point = CGPoint(x: whole.minX + 0.5, y: whole.midY)
                #expect(layout.closestOffset(to: point) == PangoTextBackend.shared.closestOffset(key, to: point), "step \(step)")
            }
        }
    }

    @Test func aKeystrokeLaysOutOnlyTheEditedParagraphAndDrawsOnlyVisibleOnes() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = longText(paragraphs: 1_200)
        let host = scene(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 50_000, length: 0)
        host.renderFrame()
        let layout = view.paragraphLayout
        // Only what the screen shows (and the caret's paragraph) is laid out, not 1,200 paragraphs.
        #expect(layout.layoutCount < 40)
        #expect(view.textContentView.visibleFragmentCount > 3 && view.textContentView.visibleFragmentCount < 15)
        let before = layout.layoutCount
        host.type("x")
        #expect(layout.layoutCount - before <= 2)
        #expect(NSString(string: view.text).substring(with: NSRange(location: 50_000, length: 1)) == "x")
        // The caret is on screen after typing far into the text.
        let caret = view.caretRect(for: view.selectedTextRange!.start)
        #expect(caret.minY >= view.contentOffset.y && caret.maxY <= view.contentOffset.y + view.bounds.height)
    }

    @Test func tappingAScrolledTextViewPlacesTheCaretInTheParagraphUnderTheFinger() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = longText(paragraphs: 300)
        let host = scene(view)
        let target = NSString(string: view.text).range(of: "Paragraph 150:")
        let rect = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: target.location)!)
        view.contentOffset = CGPoint(x: 0, y: rect.minY - 40)
        host.renderFrame()
        host.tap(at: CGPoint(x: 6, y: 40 + rect.height / 2))
        #expect(view.isFirstResponder)
        #expect(view.selectedRange.location == target.location)
    }

    @Test func arrowsAndWordMovementCrossParagraphs() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "one\n\ntwo three"
        let host = scene(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 3, length: 0)
        host.press(.keyboardRightArrow, modifierFlags: .control)
        #expect(view.selectedRange.location == 8)
        host.press(.keyboardLeftArrow, modifierFlags: .control)
        #expect(view.selectedRange.location == 5)
        host.press(.keyboardLeftArrow, modifierFlags: .control)
        #expect(view.selectedRange.location == 0)
        host.press(.keyboardDownArrow)
        #expect(view.selectedRange.location == 4)
        host.press(.keyboardDownArrow)
        #expect(view.selectedRange.location == 5)
        host.press(.keyboardEnd)
        #expect(view.selectedRange.location == 14)
        host.press(.keyboardUpArrow)
        #expect(view.selectedRange.location == 4)
        // Backspace at a paragraph's start joins it to the one before.
        view.selectedRange = NSRange(location: 5, length: 0)
        host.press(.keyboardDeleteOrBackspace)
        #expect(view.text == "one\ntwo three" && view.paragraphLayout.paragraphCount == 2)
    }

    @Test func theCaretNeverStandsInsideACarriageReturnLineFeed() {
        let view = UITextView()
        view.text = "a\r\nb"
        let host = scene(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 1, length: 0)
        host.press(.keyboardRightArrow)
        #expect(view.selectedRange.location == 3)
        host.press(.keyboardLeftArrow)
        #expect(view.selectedRange.location == 1)
        host.press(.keyboardDeleteForward)
        #expect(view.text == "ab")
    }

    @Test func wrappedParagraphsMoveLineByLine() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda\nmu"
        let host = scene(view, size: CGSize(width: 160, height: 240))
        view.becomeFirstResponder()
        let lines = view.paragraphLayout.lineRanges()
        #expect(lines.count > 3)
        view.selectedRange = NSRange(location: 0, length: 0)
        for line in lines.dropFirst() {
            host.press(.keyboardDownArrow)
            #expect(line.contains(view.selectedRange.location) || view.selectedRange.location == line.upperBound)
        }
    }

    @Test func prefixSumTreeMatchesPlainSums() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...40, using: &random)
            var values = (0..<count).map { _ in Int.random(in: 0...5, using: &random) }
            var tree = PrefixSumTree(values)
            let index = Int.random(in: 0..<count, using: &random)
            let value = Int.random(in: 0...5, using: &random)
            tree.set(index, to: value)
            values[index] = value
            let end = Int.random(in: 0...count, using: &random)
            #expect(tree.prefix(end) == values[0..<end].reduce(0, +))
            let position = Int.random(in: 0...values.reduce(0, +), using: &random)
            var expected = 0
            while expected + 1 < count, values[0...expected].reduce(0, +) <= position { expected += 1 }
            #expect(tree.index(holding: position) == expected)
        }
    }
}
