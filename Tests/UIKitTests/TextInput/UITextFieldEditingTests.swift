import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// UITextField's editing behaviour as a developer sees it: focus, typing, delegate and event order,
/// ranges, Return, clear, Tab.
@MainActor
struct UITextFieldEditingTests {
    @Test func defaultsMatchUIKit() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.borderStyle == .none && UITextField.BorderStyle.roundedRect.rawValue == 3)
        #expect(field.textAlignment == .natural)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(UITextField.ViewMode.always.rawValue == 3 && UITextField.ViewMode.whileEditing.rawValue == 1)
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.font?.pointSize == 17 && field.textColor == .label)
        #expect(!field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default && field.returnKeyType == .default)
        #expect(!field.isSecureTextEntry && !field.isEditing && field.selectedTextRange == nil)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UITextField.DidEndEditingReason.cancelled.rawValue == 1)
        #expect(field.canBecomeFirstResponder)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
    }

    @Test func intrinsicHeightFollowsTheFontAndBorder() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 14).lineHeight.rounded(.up))
        let empty = field.intrinsicContentSize.width
        field.text = "A longer text"
        #expect(field.intrinsicContentSize.width > empty + 50)
    }

    @Test func focusTypingReturnAndEndInUIKitsOrder() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        delegate.resignsOnReturn = true
        field.delegate = delegate
        let recorder = FieldEventRecorder(field, into: delegate)
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        scene.host.tap(at: CGPoint(x: 100, y: 37))
        #expect(field.isFirstResponder && field.isEditing)
        #expect(Array(delegate.log.prefix(4)) == ["shouldBegin", "didBegin", "editingDidBegin", "note:begin"])
        delegate.log.removeAll()
        scene.host.type("Hi")
        #expect(field.text == "Hi")
        #expect(delegate.log == [
            "shouldChange(0,0,\"H\")", "editingChanged", "note:change", "didChangeSelection",
            "shouldChange(1,0,\"i\")", "editingChanged", "note:change", "didChangeSelection",
        ])
        delegate.log.removeAll()
        scene.host.type("\n")
        #expect(delegate.log == ["shouldReturn", "shouldEnd", "didEnd(committed)", "editingDidEnd", "note:end",
                                 "editingDidEndOnExit", "primaryActionTriggered"])
        #expect(!field.isFirstResponder && !field.isEditing)
        _ = recorder
    }

    @Test func programmaticTextSendsNothing() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        let recorder = FieldEventRecorder(field, into: delegate)
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        field.text = "Set in code"
        scene.host.renderFrame()
        #expect(delegate.log.isEmpty)
        #expect(field.text == "Set in code")
        _ = recorder
    }

    @Test func returnResignsWhenSomethingListensForDidEndOnExit() {
        let field = UITextField()
        var fired = 0
        field.addAction(UIAction { _ in fired += 1 }, for: .editingDidEndOnExit)
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        #expect(field.becomeFirstResponder())
        scene.host.type("go\n")
        #expect(fired == 1 && !field.isFirstResponder)
    }

    @Test func shouldBeginEditingFalseKeepsTheFieldUnfocused() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        delegate.allowBegin = false
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        scene.host.tap(at: CGPoint(x: 60, y: 37))
        #expect(!field.isFirstResponder && delegate.log == ["shouldBegin"])
        scene.host.type("x")
        #expect(field.text == "")
    }

    @Test func shouldEndEditingFalseKeepsFocusUntilTheFieldLeavesItsWindow() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        delegate.allowEnd = false
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        defer { withExtendedLifetime(scene) {} }
        #expect(field.becomeFirstResponder())
        delegate.log.removeAll()
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && delegate.log == ["shouldEnd"])
        delegate.log.removeAll()
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["didEnd(cancelled)"])
    }

    @Test func changeRangesCountUTF16AndDeleteWholeCharacters() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 260, height: 34))])
        #expect(field.becomeFirstResponder())
        delegate.log.removeAll()
        scene.host.type("a😀e\u{301}b")
        let changes = delegate.log.filter { $0.hasPrefix("shouldChange") }
        // "e\u{301}" is one Character: typed as committed text of two UTF-16 units.
        #expect(changes == ["shouldChange(0,0,\"a\")", "shouldChange(1,0,\"😀\")", "shouldChange(3,0,\"e\u{301}\")",
                            "shouldChange(5,0,\"b\")"])
        delegate.log.removeAll()
        scene.host.press(.keyboardDeleteOrBackspace)   // b
        scene.host.press(.keyboardDeleteOrBackspace)   // e + combining acute, one character
        scene.host.press(.keyboardDeleteOrBackspace)   // the emoji's surrogate pair
        #expect(delegate.log.filter { $0.hasPrefix("shouldChange") } == [
            "shouldChange(5,1,\"\")", "shouldChange(3,2,\"\")", "shouldChange(1,2,\"\")",
        ])
        #expect(field.text == "a")
    }

    @Test func delegateCanRejectCharacters() {
        let field = UITextField()
        let delegate = RecordingFieldDelegate()
        delegate.allowChange = { _, string in string.allSatisfy(\.isNumber) }
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        field.becomeFirstResponder()
        scene.host.type("1a2b3")
        #expect(field.text == "123")
        #expect(field.selectedOffsets == 3..<3)
    }

    @Test func clearButtonAsksTheDelegateAndSendsEditingChanged() {
        let field = UITextField()
        field.clearButtonMode = .always
        field.borderStyle = .roundedRect
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        let recorder = FieldEventRecorder(field, into: delegate)
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        field.text = "Clear me"
        scene.host.renderFrame()
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.width == 19 && button.maxX == 194)
        delegate.allowClear = false
        scene.host.tap(at: CGPoint(x: 20 + button.midX, y: 20 + button.midY))
        #expect(field.text == "Clear me" && delegate.log == ["shouldClear"])
        delegate.allowClear = true
        delegate.log.removeAll()
        scene.host.tap(at: CGPoint(x: 20 + button.midX, y: 20 + button.midY))
        #expect(field.text == "")
        #expect(Array(delegate.log.prefix(1)) == ["shouldClear"])
        #expect(delegate.log.contains("editingChanged") && delegate.log.contains("note:change"))
        _ = recorder
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let field = UITextField()
        field.clearsOnBeginEditing = true
        field.text = "old"
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        defer { withExtendedLifetime(scene) {} }
        field.becomeFirstResponder()
        #expect(field.text == "" && delegate.log.prefix(2) == ["shouldBegin", "shouldClear"])
    }

    @Test func tabMovesBetweenFieldsInReadingOrder() {
        let top = UITextField(), middleLeft = UITextField(), middleRight = UITextField()
        let scene = FieldScene(fields: [(middleRight, CGRect(x: 170, y: 80, width: 120, height: 34)),
                                        (top, CGRect(x: 20, y: 20, width: 200, height: 34)),
                                        (middleLeft, CGRect(x: 20, y: 80, width: 120, height: 34))])
        top.becomeFirstResponder()
        scene.host.press(.keyboardTab, characters: "\t")
        #expect(middleLeft.isFirstResponder)
        scene.host.press(.keyboardTab, characters: "\t")
        #expect(middleRight.isFirstResponder)
        scene.host.press(.keyboardTab, characters: "\t")
        #expect(top.isFirstResponder)
        scene.host.press(.keyboardTab, characters: "\t", modifierFlags: .shift)
        #expect(middleRight.isFirstResponder && !top.isEditing)
    }

    @Test func switchingFieldsEndsTheFirstBeforeTheSecondBegins() {
        let first = UITextField(), second = UITextField()
        let firstDelegate = RecordingFieldDelegate(), secondDelegate = RecordingFieldDelegate()
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        var order: [String] = []
        first.addAction(UIAction { _ in order.append("first end") }, for: .editingDidEnd)
        second.addAction(UIAction { _ in order.append("second begin") }, for: .editingDidBegin)
        let scene = FieldScene(fields: [(first, CGRect(x: 20, y: 20, width: 200, height: 34)),
                                        (second, CGRect(x: 20, y: 80, width: 200, height: 34))])
        scene.host.tap(at: CGPoint(x: 60, y: 37))
        scene.host.tap(at: CGPoint(x: 60, y: 97))
        #expect(second.isFirstResponder && !first.isEditing)
        #expect(order == ["first end", "second begin"])
    }

    @Test func secureEntryHidesTheTextAndRefusesToCopy() {
        let field = UITextField()
        field.isSecureTextEntry = true
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        field.becomeFirstResponder()
        scene.host.type("secret")
        #expect(field.text == "secret")
        scene.host.press(.keyboardA, modifierFlags: .control)
        scene.host.press(.keyboardC, modifierFlags: .control)
        #expect(UIPasteboard.general.string == nil)
        scene.host.press(.keyboardX, modifierFlags: .control)
        #expect(field.text == "secret")
    }

    @Test func notificationsCarryTheEndReason() {
        let field = UITextField()
        var reasons: [Int] = []
        let key = UITextField.didEndEditingReasonUserInfoKey
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) { note in
            if let raw = note.userInfo?[key] as? Int { MainActor.assumeIsolated { reasons.append(raw) } }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let scene = FieldScene(fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        defer { withExtendedLifetime(scene) {} }
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(reasons == [0])
    }
}
