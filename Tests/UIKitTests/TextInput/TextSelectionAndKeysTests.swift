import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Caret movement, selection, the clipboard, undo and marked text, driven by keys, clicks and the
/// input-method helpers.
@MainActor
struct TextSelectionAndKeysTests {
    private func editingField(_ text: String, width: CGFloat = 280) -> (UITextField, FieldScene) {
        let field = UITextField()
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: width, height: 34))])
        field.text = text
        #expect(field.becomeFirstResponder())
        return (field, scene)
    }

    @Test func arrowsMoveByCharacterAndShiftSelects() {
        let (field, scene) = editingField("hello world")
        #expect(field.selectedOffsets == 11..<11)
        scene.host.press(.keyboardLeftArrow)
        scene.host.press(.keyboardLeftArrow)
        #expect(field.selectedOffsets == 9..<9)
        scene.host.press(.keyboardLeftArrow, modifierFlags: .shift)
        scene.host.press(.keyboardLeftArrow, modifierFlags: .shift)
        #expect(field.selectedOffsets == 7..<9)
        scene.host.press(.keyboardRightArrow)
        #expect(field.selectedOffsets == 9..<9)
        scene.host.press(.keyboardHome)
        #expect(field.selectedOffsets == 0..<0)
        scene.host.press(.keyboardEnd, modifierFlags: .shift)
        #expect(field.selectedOffsets == 0..<11)
        scene.host.press(.keyboardLeftArrow)
        #expect(field.selectedOffsets == 0..<0)
    }

    @Test func ctrlArrowsMoveByWordAndCtrlBackspaceDeletesAWord() {
        let (field, scene) = editingField("one two three")
        scene.host.press(.keyboardLeftArrow, modifierFlags: .control)
        #expect(field.selectedOffsets == 8..<8)
        scene.host.press(.keyboardLeftArrow, modifierFlags: .control)
        #expect(field.selectedOffsets == 4..<4)
        scene.host.press(.keyboardRightArrow, modifierFlags: [.control, .shift])
        #expect(field.selectedOffsets == 4..<7)
        scene.host.press(.keyboardEnd)
        scene.host.press(.keyboardDeleteOrBackspace, modifierFlags: .control)
        #expect(field.text == "one two ")
        scene.host.press(.keyboardHome)
        scene.host.press(.keyboardDeleteForward, modifierFlags: .alternate)
        #expect(field.text == " two ")
    }

    @Test func caretStepsOverWholeCharacters() {
        let (field, scene) = editingField("a👍🏽e\u{301}中")
        // a | 👍🏽 (four UTF-16 units) | é (two) | 中
        var offsets: [Int] = []
        scene.host.press(.keyboardHome)
        for _ in 0..<4 {
            scene.host.press(.keyboardRightArrow)
            offsets.append(field.selectedOffsets?.lowerBound ?? -1)
        }
        #expect(offsets == [1, 5, 7, 8])
    }

    @Test func arrowsMoveVisuallyInRightToLeftText() {
        let (field, scene) = editingField("שלום")
        scene.host.press(.keyboardHome)
        #expect(field.selectedOffsets == 0..<0)
        // The logical start of Hebrew is at the right: Left moves forward in the text.
        scene.host.press(.keyboardLeftArrow)
        #expect(field.selectedOffsets == 1..<1)
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(start.midX > end.midX)
    }

    @Test func naturalAlignmentFollowsTheTextsDirection() {
        let field = UITextField()
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 280, height: 34))])
        field.text = "مرحبا"
        scene.host.renderFrame()
        let arabicEnd = field.caretRect(for: field.beginningOfDocument)
        #expect(arabicEnd.midX > 200)
        field.text = "Hello"
        scene.host.renderFrame()
        #expect(field.caretRect(for: field.beginningOfDocument).midX < 10)
        field.textAlignment = .center
        scene.host.renderFrame()
        let centre = field.caretRect(for: field.beginningOfDocument).midX
        #expect(centre > 100 && centre < 140)
    }

    @Test func clickPlacesTheCaretAndDoubleClickSelectsAWord() {
        let (field, scene) = editingField("alpha beta gamma")
        let betaStart = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!)
        scene.host.click(at: CGPoint(x: 20 + betaStart.midX + 1, y: 37))
        #expect(field.selectedOffsets == 6..<6)
        scene.host.advance(by: 1)
        let inBeta = CGPoint(x: 20 + betaStart.midX + 8, y: 37)
        scene.host.click(at: inBeta)
        scene.host.click(at: inBeta)
        #expect(field.selectedOffsets == 6..<10)
        scene.host.click(at: inBeta)
        #expect(field.selectedOffsets == 0..<16)
    }

    @Test func dragSelectsFromWhereThePressWent() {
        let (field, scene) = editingField("alpha beta gamma")
        let from = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        let to = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!)
        scene.host.drag(from: CGPoint(x: 20 + from.midX, y: 37), to: CGPoint(x: 20 + to.midX, y: 37), duration: 0.2)
        #expect(field.selectedOffsets == 2..<8)
    }

    @Test func copyCutPasteAndUndoThroughTheKeyboard() {
        let (field, scene) = editingField("")
        scene.host.type("copy me")
        scene.host.press(.keyboardA, modifierFlags: .control)
        scene.host.press(.keyboardC, modifierFlags: .control)
        #expect(UIPasteboard.general.string == "copy me")
        #expect(UIPasteboard.general.hasStrings)
        scene.host.press(.keyboardEnd)
        scene.host.type(" and ")
        scene.host.press(.keyboardV, modifierFlags: .control)
        #expect(field.text == "copy me and copy me")
        scene.host.press(.keyboardZ, modifierFlags: .control)
        #expect(field.text == "copy me and ")
        scene.host.press(.keyboardZ, modifierFlags: .control)
        #expect(field.text == "copy me")
        scene.host.press(.keyboardZ, modifierFlags: [.control, .shift])
        #expect(field.text == "copy me and ")
        scene.host.press(.keyboardLeftArrow, modifierFlags: [.control, .shift])
        scene.host.press(.keyboardX, modifierFlags: .control)
        #expect(field.text == "copy me " && UIPasteboard.general.string == "and ")
        scene.host.press(.keyboardZ, modifierFlags: .control)
        #expect(field.text == "copy me and ")
    }

    @Test func pastedLineBreaksBecomeSpacesInAField() {
        let (field, scene) = editingField("")
        UIPasteboard.general.string = "two\nlines"
        scene.host.press(.keyboardV, modifierFlags: .control)
        #expect(field.text == "two lines")
    }

    @Test func markedTextIsComposedThenCommitted() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 280, height: 34))])
        field.becomeFirstResponder()
        scene.host.type("I ")
        delegate.log.removeAll()
        scene.host.compose("z")
        scene.host.compose("zh")
        #expect(field.text == "I zh")
        #expect(field.markedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 2)
        #expect(field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 2)
        #expect(field.selectedOffsets == 4..<4)
        scene.host.commit("中")
        #expect(field.text == "I 中" && field.markedTextRange == nil)
        #expect(delegate.log.filter { $0.hasPrefix("shouldChange") } == [
            "shouldChange(2,0,\"z\")", "shouldChange(2,1,\"zh\")", "shouldChange(2,2,\"中\")",
        ])
        scene.host.compose("ni")
        scene.host.compose("")
        #expect(field.text == "I 中" && field.markedTextRange == nil)
    }

    @Test func textInputPositionArithmetic() {
        let (field, _) = editingField("abc😀")
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 5)
        #expect(field.position(from: start, offset: 6) == nil)
        let range = field.textRange(from: end, to: start)!
        #expect(field.text(in: range) == "abc😀")
        #expect(field.compare(start, to: end) == .orderedAscending)
        #expect(field.position(from: start, in: .right, offset: 4).map { field.offset(from: start, to: $0) } == 5)
        let emoji = field.characterRange(at: CGPoint(x: field.caretRect(for: field.position(from: start, offset: 3)!).midX + 4, y: 17))
        #expect(emoji.map { field.text(in: $0) } == "😀")
        field.replace(field.textRange(from: start, to: field.position(from: start, offset: 1)!)!, withText: "A")
        #expect(field.text == "Abc😀")
        field.selectedTextRange = field.textRange(from: field.position(from: start, offset: 1)!, to: field.position(from: start, offset: 3)!)
        #expect(field.selectedOffsets == 1..<3)
        #expect(field.selectionRects(for: field.selectedTextRange!).count == 1)
        let tokenizer = field.tokenizer
        let word = tokenizer.rangeEnclosingPosition(field.position(from: start, offset: 1)!, with: .word, inDirection: .storage(.forward))
        #expect(word.map { field.text(in: $0) } == "Abc")
    }

    @Test func undoManagerStacks() {
        let manager = UndoManager()
        final class Box { var value = 0 }
        let box = Box()
        func set(_ value: Int) {
            let old = box.value
            box.value = value
            manager.registerUndo(withTarget: box) { _ in set(old) }
        }
        set(1)
        set(2)
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(box.value == 1 && manager.canRedo)
        manager.redo()
        #expect(box.value == 2)
        manager.beginUndoGrouping()
        set(3)
        set(4)
        manager.endUndoGrouping()
        manager.setActionName("Typing")
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        #expect(box.value == 2)
    }
}
