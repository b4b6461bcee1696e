import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// A finger held still on text (iOS's touch and hold, 0.5 s as `UILongPressGestureRecognizer`): in
/// editable text the caret jumps under the finger and follows it until it lifts (the text view scrolls
/// near its edges); in selectable, non-editable text the word under the finger is selected with handles
/// and the selection grows by words as the finger moves.
@MainActor
struct TextLoupeGestureTests {
    private func textViewScene(text: String = "alpha beta gamma delta", size: CGSize = CGSize(width: 300, height: 120))
        -> (HeadlessHost, UITextView) {
        let host = HeadlessHost(size: CGSize(width: size.width + 20, height: size.height + 20), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UITextView(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        controller.view.addSubview(view)
        host.show(controller)
        return (host, view)
    }

    /// The window point of the caret at `offset`, at the line's middle.
    private func point(at offset: Int, in view: any UITextInput & UIView) throws -> CGPoint {
        let caret = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: offset)))
        return view.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    private func caretOffset(_ input: any UITextInput) throws -> Int {
        let range = try #require(input.selectedTextRange)
        #expect(range.isEmpty)
        return input.offset(from: input.beginningOfDocument, to: range.start)
    }

    @Test func aLongPressMovesATextViewsCaretUnderTheFinger() throws {
        let (host, view) = textViewScene()
        host.tap(at: try point(at: 0, in: view))
        host.advance(by: 1)
        host.touchDown(at: try point(at: 3, in: view))
        host.advance(by: 0.2)
        // Before the delay, the finger moving does not take the caret along.
        host.touchMove(to: CGPoint(x: try point(at: 3, in: view).x + 2, y: try point(at: 3, in: view).y))
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        host.advance(by: 0.4)
        // The press began: the caret follows the finger into "gamma", then "delta".
        host.touchMove(to: try point(at: 14, in: view))
        #expect(view.selectedRange == NSRange(location: 14, length: 0))
        #expect(!view.editMenu.isVisible)
        host.touchMove(to: try point(at: 19, in: view))
        #expect(view.selectedRange == NSRange(location: 19, length: 0))
        // Held still for long: the caret stays solid (it does not blink while moved), drawn at the offset.
        host.advance(by: 1.3)
        #expect(!view.caretView.isHidden)
        let caret = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: 19)))
        let caretInWindow = view.convert(caret, to: nil)
        let shownCaret = view.caretView.convert(view.caretView.bounds, to: nil)
        #expect(abs(shownCaret.midX - caretInWindow.midX) <= 1)
        #expect(abs(shownCaret.minY - caretInWindow.minY) <= 1)
        let tinted: (Int, Int, Int) -> Bool = { r, g, b in b > 200 && r < 80 && g < 160 }
        #expect(countPixels(in: host.snapshot(), rect: shownCaret, scale: 2, where: tinted) > 10)
        // Lifting leaves the caret there and shows the edit menu for it, as iOS's callout after the loupe.
        host.touchUp()
        host.advance(by: 0.3)
        #expect(view.selectedRange == NSRange(location: 19, length: 0))
        #expect(view.isFirstResponder)
        #expect(view.editMenu.isVisible)
    }

    @Test func aLongPressFromAnUnfocusedTextViewBeginsEditing() throws {
        let (host, view) = textViewScene()
        host.touchDown(at: try point(at: 8, in: view))
        host.advance(by: 0.6)
        host.touchMove(to: try point(at: 2, in: view))
        host.touchUp()
        #expect(view.isFirstResponder)
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func holdingTheFingerNearTheBottomEdgeScrollsAndTheCaretFollows() throws {
        let lines = (0..<40).map { "Line \($0) of the note" }.joined(separator: "\n")
        let (host, view) = textViewScene(text: lines, size: CGSize(width: 300, height: 160))
        host.tap(at: try point(at: 0, in: view))
        host.advance(by: 1)
        host.touchDown(at: try point(at: 30, in: view))
        host.advance(by: 0.6)
        #expect(view.contentOffset.y == 0)
        // The finger slides to 4 points above the bottom edge and stays there.
        let bottom = view.convert(CGPoint(x: 60, y: view.bounds.maxY - 4), to: nil)
        host.touchMove(to: bottom)
        let offsetAtEdge = view.contentOffset.y
        let caretAtEdge = try caretOffset(view)
        host.advance(by: 0.5)
        #expect(view.contentOffset.y > offsetAtEdge + 100)
        let caretAfter = try caretOffset(view)
        #expect(caretAfter > caretAtEdge)
        // The caret is under the finger, inside the visible part of the text.
        let caret = view.caretRect(for: try #require(view.selectedTextRange).start)
        let finger = view.convert(bottom, from: nil)
        #expect(abs(caret.midY - finger.y) < caret.height)
        #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
        // Away from the edge the scrolling stops; the caret stays where the finger lifts.
        host.touchMove(to: view.convert(CGPoint(x: 60, y: view.bounds.midY), to: nil))
        let settled = view.contentOffset.y
        host.advance(by: 0.3)
        #expect(view.contentOffset.y == settled)
        let final = try caretOffset(view)
        host.touchUp()
        host.advance(by: 0.1)
        #expect(try caretOffset(view) == final)
        #expect(view.contentOffset.y == settled)
    }

    @Test func aLongPressInSelectableTextSelectsWordsWithHandles() throws {
        let (host, view) = textViewScene()
        view.isEditable = false
        host.touchDown(at: try point(at: 8, in: view))   // inside "beta"
        host.advance(by: 0.6)
        #expect(view.selectedRange == NSRange(location: 6, length: 4))
        let handles = [view.selectionHandles.start, view.selectionHandles.end].filter { !$0.isHidden && $0.window != nil }
        #expect(handles.count == 2)
        // Sliding on to "delta" grows the selection by whole words; back before "beta" it grows backwards.
        host.touchMove(to: try point(at: 19, in: view))
        #expect(view.selectedRange == NSRange(location: 6, length: 16))
        host.touchMove(to: try point(at: 2, in: view))
        #expect(view.selectedRange == NSRange(location: 0, length: 10))
        host.touchUp()
        host.advance(by: 0.3)
        #expect(view.selectedRange == NSRange(location: 0, length: 10))
        #expect(view.editMenu.isVisible)
        #expect(!view.isEditing)
        #expect(view.text == "alpha beta gamma delta")
    }

    @Test func aLongPressMovesATextFieldsCaret() throws {
        let field = UITextField()
        field.font = .systemFont(ofSize: 17)
        field.text = "alpha beta gamma"
        let scene = FieldScene(size: CGSize(width: 320, height: 80), scale: 2, fields: [(field, CGRect(x: 10, y: 20, width: 300, height: 34))])
        let host = scene.host
        host.touchDown(at: try point(at: 2, in: field))
        host.advance(by: 0.6)
        #expect(field.isEditing)
        host.touchMove(to: try point(at: 8, in: field))
        #expect(try caretOffset(field) == 8)
        host.touchMove(to: try point(at: 13, in: field))
        #expect(try caretOffset(field) == 13)
        let caret = field.caretRect(for: try #require(field.selectedTextRange).start)
        let shown = field.caretView.convert(field.caretView.bounds, to: field)
        #expect(abs(shown.midX - caret.midX) <= 1)
        host.touchUp()
        host.advance(by: 0.2)
        #expect(try caretOffset(field) == 13)
        #expect(field.text == "alpha beta gamma")
    }

    @Test func aQuickTapDoesNotMoveTheCaretByLongPress() throws {
        let (host, view) = textViewScene()
        host.tap(at: try point(at: 3, in: view))
        host.advance(by: 1)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        #expect(view.textLoupe?.isActive == false)
    }
}
