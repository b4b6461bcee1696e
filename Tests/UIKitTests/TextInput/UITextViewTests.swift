import Foundation
import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class RecordingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}

/// UITextView: multi-line editing in a scroll view.
@MainActor
struct UITextViewTests {
    private func scene(_ textView: UITextView, frame: CGRect = CGRect(x: 10, y: 10, width: 300, height: 120)) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), scale: 1)
        UIPasteboard.general.string = nil
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        textView.frame = frame
        controller.view.addSubview(textView)
        host.show(controller)
        return host
    }

    @Test func defaultsMatchUIKit() {
        let view = UITextView()
        #expect(view.isEditable && view.isSelectable)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.text == "" && view.dataDetectorTypes.isEmpty && view.font?.pointSize == 12)
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func textStartsInsideTheInsetAndPadding() {
        let view = UITextView()
        view.text = "Hello"
        let host = scene(view)
        host.renderFrame()
        let caret = view.caretRect(for: view.beginningOfDocument)
        #expect(abs(caret.midX - 5) < 0.5 && caret.minY == 8)
    }

    @Test func delegateOrderAndMultiLineTyping() {
        let view = UITextView()
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        let host = scene(view)
        host.tap(at: CGPoint(x: 100, y: 40))
        #expect(view.isFirstResponder && view.isEditing)
        #expect(delegate.log.prefix(2) == ["shouldBegin", "didBegin"])
        delegate.log.removeAll()
        host.type("ab\ncd")
        #expect(view.text == "ab\ncd")
        #expect(delegate.log.prefix(3) == ["shouldChange(0,0,\"a\")", "didChange", "didChangeSelection"])
        #expect(delegate.log.contains("shouldChange(2,0,\"\\n\")"))
        // Up moves a line, keeping the column.
        host.press(.keyboardUpArrow)
        #expect(view.selectedRange.location == 2)
        host.press(.keyboardDownArrow)
        #expect(view.selectedRange.location == 5)
        host.press(.keyboardHome)
        #expect(view.selectedRange.location == 3)
        view.resignFirstResponder()
        #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func fontAndColourSetAfterTheTextApplyToIt() {
        let view = UITextView()
        view.text = "Hello"
        view.font = .systemFont(ofSize: 30)
        view.textColor = .systemRed
        let attributes = view.attributedText.attributes(at: 0, effectiveRange: nil)
        #expect((attributes[.font] as? UIFont)?.pointSize == 30)
        #expect((attributes[.foregroundColor] as? UIColor) == .systemRed)
        _ = scene(view)
        #expect(view.caretRect(for: view.endOfDocument).height > 30)
    }

    @Test func programmaticTextIsNotReportedAsAChange() {
        let view = UITextView()
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        _ = scene(view)
        view.text = "Code"
        #expect(delegate.log.isEmpty)
    }

    @Test func typingScrollsTheCaretIntoView() {
        let view = UITextView()
        let host = scene(view, frame: CGRect(x: 10, y: 10, width: 300, height: 80))
        view.becomeFirstResponder()
        for line in 1...12 { host.type("Line \(line)\n") }
        #expect(view.contentSize.height > 150)
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(view.contentOffset.y > 0)
        #expect(caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5)
        #expect(caret.minY >= view.contentOffset.y)
        // The lines typed first are scrolled away; the visible text is drawn at the view's place.
        #expect(view.textContentView.frame.minY == view.contentOffset.y)
    }

    @Test func nonScrollingTextViewGrowsWithItsText() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        view.text = "one"
        _ = scene(view)
        let one = view.intrinsicContentSize.height
        view.text = "one\ntwo\nthree"
        let three = view.intrinsicContentSize.height
        #expect(three > one * 2)
        #expect(one == (16 + UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)))
    }

    @Test func readOnlyViewSelectsAndCopiesButDoesNotEdit() {
        let view = UITextView()
        view.isEditable = false
        view.text = "Read only"
        let host = scene(view)
        host.tap(at: CGPoint(x: 30, y: 25))
        #expect(view.isFirstResponder && !view.isEditing)
        host.type("x")
        #expect(view.text == "Read only")
        host.press(.keyboardA, modifierFlags: .control)
        host.press(.keyboardC, modifierFlags: .control)
        #expect(UIPasteboard.general.string == "Read only")
    }

    @Test func undoRestoresTypedParagraphs() {
        let view = UITextView()
        let host = scene(view)
        view.becomeFirstResponder()
        host.type("first")
        host.press(.keyboardReturnOrEnter, characters: "\r")
        host.press(.keyboardLeftArrow)
        host.press(.keyboardRightArrow)
        host.type("second")
        #expect(view.text == "first\nsecond")
        host.press(.keyboardZ, modifierFlags: .control)
        #expect(view.text == "first\n")
        // The line break typed right after "first" belongs to that typing run: one undo step.
        host.press(.keyboardZ, modifierFlags: .control)
        #expect(view.text == "")
        host.press(.keyboardZ, modifierFlags: [.control, .shift])
        #expect(view.text == "first\n")
    }

    @Test func markedTextInATextView() {
        let view = UITextView()
        let host = scene(view)
        view.becomeFirstResponder()
        host.compose("に")
        host.compose("にほ")
        #expect(view.markedTextRange != nil && view.text == "にほ")
        host.commit("日本")
        #expect(view.text == "日本" && view.markedTextRange == nil && view.selectedRange.location == 2)
    }

    @Test func selectionAndCaretPixels() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 120), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 220, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "Notes can span\nseveral lines of text, wrapping at the edge."
        controller.view.addSubview(view)
        host.show(controller)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 6, length: 14)
        ReferenceImage.expectMatch(host.snapshot(), named: "textview-selection@2x")
    }
}
