import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Selection handles in a text field on touch input, as a text view has them: a finger's double tap
/// selects the word with a handle at each end; dragging a handle moves that end; mouse and key
/// selections show none.
@MainActor
struct TextFieldSelectionHandleTests {
    private func scene() -> (HeadlessHost, UITextField) {
        let field = UITextField()
        field.font = .systemFont(ofSize: 17)
        field.text = "alpha beta gamma delta"
        let scene = FieldScene(size: CGSize(width: 320, height: 80), scale: 2, fields: [(field, CGRect(x: 10, y: 20, width: 300, height: 34))])
        return (scene.host, field)
    }

    /// The window point of the caret at `offset`, at the line's middle.
    private func point(at offset: Int, in field: UITextField) throws -> CGPoint {
        let caret = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: offset)))
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    private func selection(_ field: UITextField) throws -> NSRange {
        let range = try #require(field.selectedTextRange)
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    private func shownHandles(_ field: UITextField) -> [TextSelectionHandleView] {
        [field.selectionHandles.start, field.selectionHandles.end].filter { !$0.isHidden && $0.window != nil }
    }

    @Test func aFingersDoubleTapSelectsTheWordWithTintedHandles() throws {
        let (host, field) = scene()
        let word = try point(at: 8, in: field)   // inside "beta"
        host.tap(at: word)
        host.tap(at: word)
        #expect(try selection(field) == NSRange(location: 6, length: 4))
        #expect(shownHandles(field).count == 2)
        // The start handle's knob sits above the selection's first caret, the end's below its last, both
        // reaching past the field's text line.
        let start = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 6)))
        let end = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 10)))
        let startKnob = field.convert(CGPoint(x: start.midX, y: start.minY - 5), to: nil)
        let endKnob = field.convert(CGPoint(x: end.midX, y: end.maxY + 5), to: nil)
        let image = host.snapshot()
        let tinted: (Int, Int, Int) -> Bool = { r, g, b in b > 200 && r < 80 && g < 160 }
        #expect(countPixels(in: image, rect: CGRect(x: startKnob.x - 3, y: startKnob.y - 3, width: 6, height: 6), scale: 2, where: tinted) > 20)
        #expect(countPixels(in: image, rect: CGRect(x: endKnob.x - 3, y: endKnob.y - 3, width: 6, height: 6), scale: 2, where: tinted) > 20)
        // No knob on the other side of each bar.
        let belowStart = field.convert(CGPoint(x: start.midX + 4, y: start.maxY + 5), to: nil)
        #expect(countPixels(in: image, rect: CGRect(x: belowStart.x - 1, y: belowStart.y - 2, width: 2, height: 4), scale: 2, where: tinted) == 0)
        // The bars run the line's height at the selection's ends.
        let bar = field.convert(CGRect(x: end.midX - 1, y: end.midY - 4, width: 2, height: 8), to: nil)
        #expect(countPixels(in: image, rect: bar, scale: 2, where: tinted) > 20)
    }

    @Test func mouseAndKeySelectionsShowNoHandles() throws {
        let (host, field) = scene()
        let word = try point(at: 8, in: field)
        host.click(at: word)
        host.click(at: word)
        #expect(try selection(field) == NSRange(location: 6, length: 4))
        #expect(shownHandles(field).isEmpty)
        host.press(.keyboardLeftArrow, modifierFlags: .shift)
        #expect(shownHandles(field).isEmpty)
    }

    @Test func draggingTheHandlesMovesTheSelectionsEnds() throws {
        let (host, field) = scene()
        let word = try point(at: 8, in: field)
        host.tap(at: word)
        host.tap(at: word)
        host.advance(by: 0.5)
        // The end handle to the end of "gamma".
        host.drag(from: try point(at: 10, in: field), to: try point(at: 16, in: field))
        #expect(try selection(field) == NSRange(location: 6, length: 10))
        // The start handle back to the text's start.
        host.drag(from: try point(at: 6, in: field), to: try point(at: 0, in: field))
        #expect(try selection(field) == NSRange(location: 0, length: 16))
        // The start handle dragged past the end stops one character before it.
        host.drag(from: try point(at: 0, in: field), to: try point(at: 22, in: field))
        #expect(try selection(field) == NSRange(location: 15, length: 1))
        #expect(shownHandles(field).count == 2)
        // The handles sit at the new ends.
        let end = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 16)))
        #expect(abs(field.selectionHandles.end.convert(field.selectionHandles.end.bounds, to: field).midX - end.midX) <= 1)
        // Typing replaces the selection; a caret shows no handles.
        host.type("x")
        #expect(field.text == "alpha beta gammx delta")
        #expect(shownHandles(field).isEmpty)
    }

    @Test func endingEditingHidesTheHandles() throws {
        let (host, field) = scene()
        let word = try point(at: 8, in: field)
        host.tap(at: word)
        host.tap(at: word)
        #expect(shownHandles(field).count == 2)
        field.resignFirstResponder()
        host.renderFrame()
        #expect(shownHandles(field).isEmpty)
    }
}
