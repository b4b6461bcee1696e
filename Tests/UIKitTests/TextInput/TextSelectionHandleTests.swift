import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Selection handles on touch input: shown after a finger selects text, not for the mouse; dragging one
/// moves that end of the selection, never past the other end.
@MainActor
struct TextSelectionHandleTests {
    private func scene() -> (HeadlessHost, UITextView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 140), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 120))
        view.font = .systemFont(ofSize: 17)
        view.text = "alpha beta gamma delta"
        controller.view.addSubview(view)
        host.show(controller)
        return (host, view)
    }

    /// The window point of the caret at `offset`, at the line's middle.
    private func point(at offset: Int, in view: UITextView) throws -> CGPoint {
        let caret = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: offset)))
        return view.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    private func shownHandles(_ view: UITextView) -> [TextSelectionHandleView] {
        [view.selectionHandles.start, view.selectionHandles.end].filter { !$0.isHidden && $0.window != nil }
    }

    @Test func aDoubleTapShowsTintedHandlesAtTheSelectionsEnds() throws {
        let (host, view) = scene()
        let word = try point(at: 8, in: view)   // inside "beta"
        host.tap(at: word)
        host.tap(at: word)
        #expect(view.selectedRange == NSRange(location: 6, length: 4))
        #expect(shownHandles(view).count == 2)
        // The start handle's knob sits above the selection's first caret, the end's below its last.
        let start = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: 6)))
        let end = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: 10)))
        let startKnob = view.convert(CGPoint(x: start.midX, y: start.minY - 5), to: nil)
        let endKnob = view.convert(CGPoint(x: end.midX, y: end.maxY + 5), to: nil)
        let image = host.snapshot()
        let tinted: (Int, Int, Int) -> Bool = { r, g, b in b > 200 && r < 80 && g < 160 }
        #expect(countPixels(in: image, rect: CGRect(x: startKnob.x - 3, y: startKnob.y - 3, width: 6, height: 6), scale: 2, where: tinted) > 20)
        #expect(countPixels(in: image, rect: CGRect(x: endKnob.x - 3, y: endKnob.y - 3, width: 6, height: 6), scale: 2, where: tinted) > 20)
        // No knob on the other side of each bar.
        let belowStart = view.convert(CGPoint(x: start.midX + 4, y: start.maxY + 5), to: nil)
        #expect(countPixels(in: image, rect: CGRect(x: belowStart.x - 1, y: belowStart.y - 2, width: 2, height: 4), scale: 2, where: tinted) == 0)
    }

    @Test func aMouseDoubleClickShowsNoHandles() throws {
        let (host, view) = scene()
        let word = try point(at: 8, in: view)
        host.click(at: word)
        host.click(at: word)
        #expect(view.selectedRange == NSRange(location: 6, length: 4))
        #expect(shownHandles(view).isEmpty)
    }

    @Test func draggingTheHandlesMovesTheSelectionsEnds() throws {
        let (host, view) = scene()
        let word = try point(at: 8, in: view)
        host.tap(at: word)
        host.tap(at: word)
        host.advance(by: 0.5)
        let offsetBefore = view.contentOffset
        // The end handle to the end of "gamma".
        host.drag(from: try point(at: 10, in: view), to: try point(at: 16, in: view))
        #expect(view.selectedRange == NSRange(location: 6, length: 10))
        #expect(view.contentOffset == offsetBefore)
        // The start handle back to the text's start.
        host.drag(from: try point(at: 6, in: view), to: try point(at: 0, in: view))
        #expect(view.selectedRange == NSRange(location: 0, length: 16))
        // The start handle dragged past the end stops one character before it.
        host.drag(from: try point(at: 0, in: view), to: try point(at: 22, in: view))
        #expect(view.selectedRange == NSRange(location: 15, length: 1))
        #expect(shownHandles(view).count == 2)
        // Typing replaces the selection; a caret shows no handles.
        host.type("x")
        #expect(shownHandles(view).isEmpty)
    }
}
