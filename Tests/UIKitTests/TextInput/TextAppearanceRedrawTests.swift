import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Text controls redraw what changed and only that: an unchanged layout pass or a caret move draws no
/// paragraph again, while a dark-mode switch redraws text, selection and caret in the dark colours.
@MainActor
struct TextAppearanceRedrawTests {
    private func textViewScene(_ view: UITextView, size: CGSize = CGSize(width: 320, height: 240)) -> HeadlessHost {
        let host = HeadlessHost(size: size, scale: 1)
        host.userInterfaceStyle = .light
        let controller = UIViewController()
        view.frame = CGRect(origin: .zero, size: size)
        controller.view.addSubview(view)
        host.show(controller)
        return host
    }

    /// A first-responder text view holding `text` with `selection`, one frame rendered.
    private func editingScene(_ text: String, font: CGFloat = 15, selection: NSRange,
                              size: CGSize = CGSize(width: 320, height: 240)) -> (UITextView, HeadlessHost) {
        let view = UITextView()
        view.font = .systemFont(ofSize: font)
        view.text = text
        let host = textViewScene(view, size: size)
        view.becomeFirstResponder()
        view.selectedRange = selection
        host.renderFrame()
        return (view, host)
    }

    private func paragraphs(_ count: Int) -> String {
        (0..<count).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
    }

    private func fragments(_ view: UITextView) -> [TextFragmentView] {
        view.textContentView.subviews.compactMap { $0 as? TextFragmentView }.filter { !$0.isHidden }
    }

    private func totalDraws(_ view: UITextView) -> Int { fragments(view).reduce(0) { $0 + $1.drawCount } }

    /// The extreme green value of the pixels in `rect` (points, scale 1): the darkest or the lightest.
    private func extremeGreen(_ image: CGImage, in rect: CGRect, darkest: Bool) -> Int {
        var best = darkest ? 255 : 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let g = Pixel(image, x, y).g
                best = darkest ? min(best, g) : max(best, g)
            }
        }
        return best
    }

    @Test func anUnchangedLayoutPassDrawsNoParagraphAgain() {
        let (view, host) = editingScene(paragraphs(30), selection: NSRange(location: 10, length: 80))   // over two paragraphs
        let draws = totalDraws(view)
        #expect(draws > 0)
        view.setNeedsLayout()
        host.renderFrame()
        view.setNeedsLayout()
        host.renderFrame()
        #expect(totalDraws(view) == draws, "a layout pass with the same text, selection and colours redraws nothing")
    }

    @Test func aCaretMoveDrawsNoParagraph() {
        let (view, host) = editingScene(paragraphs(30), selection: NSRange(location: 5, length: 0))
        let draws = totalDraws(view)
        let caretX = view.caretView.frame.minX
        host.press(.keyboardRightArrow)
        host.press(.keyboardRightArrow)
        #expect(view.selectedRange.location == 7)
        #expect(view.caretView.frame.minX > caretX)
        #expect(totalDraws(view) == draws)
        // Extending the selection redraws the paragraph it is in, not the others.
        host.press(.keyboardRightArrow, modifierFlags: .shift)
        #expect(view.selectedRange == NSRange(location: 7, length: 1))
        #expect(totalDraws(view) == draws + 1)
    }

    @Test func aDarkModeSwitchRedrawsTextAndSelectionInDarkColours() {
        let (view, host) = editingScene("Selected words\nand plain text under them", font: 17, selection: NSRange(location: 0, length: 8),
                                        size: CGSize(width: 300, height: 120))
        let selection = view.selectionRects(for: view.selectedTextRange!)[0].rect
        // Inside the highlight, below the glyphs' ink: the selection colour over the background.
        let probe = CGPoint(x: selection.minX + 2, y: selection.maxY - 1)
        let secondLine = CGRect(x: 5, y: selection.maxY + 2, width: 200, height: 16)
        var image = host.snapshot()
        let lightSelection = Pixel(image, Int(probe.x), Int(probe.y))
        // systemBlue (0, 122, 255) at 20 % over white.
        #expect(lightSelection.isClose(to: Pixel(r: 204, g: 228, b: 255), tolerance: 8), "\(lightSelection)")
        #expect(extremeGreen(image, in: secondLine, darkest: true) < 60, "black text on white")

        host.userInterfaceStyle = .dark
        host.renderFrame()
        image = host.snapshot()
        let darkSelection = Pixel(image, Int(probe.x), Int(probe.y))
        // Dark systemBlue (10, 132, 255) at 20 % over black.
        #expect(darkSelection.isClose(to: Pixel(r: 2, g: 26, b: 51), tolerance: 8), "\(darkSelection)")
        #expect(extremeGreen(image, in: secondLine, darkest: false) > 200, "white text on black")
        #expect(extremeGreen(image, in: secondLine, darkest: true) < 20, "the dark background")

        // And back: the light colours again.
        host.userInterfaceStyle = .light
        host.renderFrame()
        image = host.snapshot()
        #expect(Pixel(image, Int(probe.x), Int(probe.y)).isClose(to: lightSelection, tolerance: 2))
        #expect(extremeGreen(image, in: secondLine, darkest: true) < 60)
    }

    @Test func paragraphsScrolledIntoViewInDarkModeDrawInDarkColours() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = paragraphs(200)
        let host = textViewScene(view)
        host.userInterfaceStyle = .dark
        host.renderFrame()
        view.contentOffset = CGPoint(x: 0, y: 2_000)
        host.renderFrame()
        let image = host.snapshot()
        let band = CGRect(x: 5, y: 20, width: 250, height: 200)
        #expect(extremeGreen(image, in: band, darkest: false) > 200, "white text")
        #expect(extremeGreen(image, in: band, darkest: true) < 20, "on black")
    }

    @Test func aTextFieldsTextFollowsADarkModeSwitch() {
        let field = UITextField()
        field.text = "Dark mode"
        field.font = .systemFont(ofSize: 17)
        let host = HeadlessHost(size: CGSize(width: 240, height: 60), scale: 1)
        host.userInterfaceStyle = .light
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        field.frame = CGRect(x: 10, y: 10, width: 200, height: 34)
        controller.view.addSubview(field)
        host.show(controller)
        let band = CGRect(x: 10, y: 10, width: 200, height: 34)
        #expect(extremeGreen(host.snapshot(), in: band, darkest: true) < 60, "black text on white")
        host.userInterfaceStyle = .dark
        host.renderFrame()
        let image = host.snapshot()
        #expect(extremeGreen(image, in: band, darkest: false) > 200, "white text on black")
        #expect(extremeGreen(image, in: band, darkest: true) < 20)
    }
}
