import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Finds the edit menu's bar on screen and the entries it shows (window coordinates).
@MainActor
enum EditMenuProbe {
    static func bar(in window: UIWindow) -> EditMenuBarView? {
        // A dismissed bar fades out without taking touches.
        window.subviews.compactMap { ($0 as? EditMenuContainerView)?.bar }.last { $0.isUserInteractionEnabled }
    }

    static func titles(in window: UIWindow) -> [String] { bar(in: window)?.entries.map(\.title) ?? [] }

    /// The middle of the entry titled `title`, in window coordinates.
    static func point(of title: String, in window: UIWindow) -> CGPoint? {
        guard let bar = bar(in: window), let index = bar.entries.firstIndex(where: { $0.title == title }) else { return nil }
        let range = bar.layout.entryRanges[index]
        return bar.convert(CGPoint(x: (range.lowerBound + range.upperBound) / 2, y: bar.barRect.midY), to: window)
    }
}

extension UITextField {
    /// The selection as an `NSRange` (UTF-16), through `UITextInput` as an app would read and set it.
    var testSelection: NSRange {
        get {
            let range = selectedTextRange!
            return NSRange(location: offset(from: beginningOfDocument, to: range.start), length: offset(from: range.start, to: range.end))
        }
        set {
            let start = position(from: beginningOfDocument, offset: newValue.location)!
            selectedTextRange = textRange(from: start, to: position(from: start, offset: newValue.length)!)
        }
    }
}

/// Records the edit-menu callbacks of a text field or text view, and can add its own command.
@MainActor
final class EditMenuRecorder: UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []
    var suggested: [String] = []
    var ranges: [NSRange] = []
    var extraTitle: String?
    var returnsEmptyMenu = false

    private func menu(_ range: NSRange, _ suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor")
        ranges.append(range)
        suggested = suggestedActions.map(\.title)
        if returnsEmptyMenu { return UIMenu(children: []) }
        guard let extraTitle else { return nil }
        let extra = UIAction(title: extraTitle) { [weak self] _ in self?.log.append("performed \(extraTitle)") }
        return UIMenu(children: suggestedActions + [extra])
    }

    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        menu(range, suggestedActions)
    }
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        log.append("willPresent")
        animator.addCompletion { [weak self] in self?.log.append("presented") }
    }
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        menu(range, suggestedActions)
    }
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
}

/// A field that refuses paste and logs the copies the menu sends it.
final class NoPasteField: UITextField {
    var copies = 0
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "paste:" ? false : super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) {
        copies += 1
        super.copy(sender)
    }
}

/// A plain view that can copy (as an app's custom view adopting the standard edit actions).
final class CopyableBadge: UIView {
    var copied: [String] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:") || super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { copied.append("badge") }
}

/// The edit menu: shown by a tap on a text control's caret or selection, its commands gathered through
/// `canPerformAction(_:withSender:)` and sent through the responder chain, the delegates' menus, and
/// `UIEditMenuInteraction` on any view.
@MainActor
struct EditMenuTests {
    private func fieldScene(_ field: UITextField, text: String = "Hello world") -> FieldScene {
        field.text = text
        field.font = .systemFont(ofSize: 17)
        let scene = FieldScene(size: CGSize(width: 320, height: 240), fields: [(field, CGRect(x: 20, y: 120, width: 280, height: 34))])
        return scene
    }

    /// A tap on the caret of the field being edited, then the menu's fade.
    private func tapCaret(_ field: UITextField, _ host: HeadlessHost) {
        let caret = field.caretRect(for: field.selectedTextRange!.start)
        host.tap(at: field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil))
        host.advance(by: 0.3)
    }

    @Test func aTapOnTheCaretShowsPasteSelectAndSelectAllAboveIt() {
        let field = UITextField(), recorder = EditMenuRecorder()
        field.delegate = recorder
        let scene = fieldScene(field)
        field.becomeFirstResponder()
        UIPasteboard.general.string = "clip"
        tapCaret(field, scene.host)
        let window = field.window!
        #expect(recorder.suggested == ["Paste", "Select", "Select All"])
        #expect(recorder.ranges == [NSRange(location: 11, length: 0)])
        #expect(EditMenuProbe.titles(in: window) == ["Paste", "Select", "Select All"])
        #expect(recorder.log == ["menuFor", "willPresent", "presented"])
        // Above the caret, its arrow pointing down at it.
        let bar = EditMenuProbe.bar(in: window)!
        let caret = field.convert(field.caretRect(for: field.selectedTextRange!.start), to: window)
        #expect(bar.frame.maxY <= caret.minY && bar.frame.maxY >= caret.minY - 8)
        #expect(!bar.layout.arrowPointsUp)
        #expect(abs(bar.frame.minX + bar.layout.arrowX - caret.midX) < 1.5)
        // The caret did not move; a second tap on it hides the menu.
        #expect(field.testSelection == NSRange(location: 11, length: 0))
        tapCaret(field, scene.host)
        #expect(EditMenuProbe.bar(in: window) == nil)
        #expect(recorder.log.last == "willDismiss")
    }

    @Test func theSelectionsMenuCutsCopiesAndPastesThroughTheResponderChain() {
        let field = UITextField()
        let scene = fieldScene(field)
        field.becomeFirstResponder()
        let window = field.window!
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!, to: field.endOfDocument)
        let rect = field.selectionRects(for: field.selectedTextRange!)[0].rect
        scene.host.tap(at: field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        scene.host.advance(by: 0.3)
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy", "Select All"], "no Paste: the pasteboard is empty")
        scene.host.tap(at: EditMenuProbe.point(of: "Copy", in: window)!)
        #expect(UIPasteboard.general.string == "world")
        #expect(EditMenuProbe.bar(in: window) == nil, "a command dismisses the menu")
        #expect(field.text == "Hello world")
        // Cut from the menu shown again on the selection.
        scene.host.tap(at: field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        scene.host.advance(by: 0.3)
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy", "Paste", "Select All"])
        scene.host.tap(at: EditMenuProbe.point(of: "Cut", in: window)!)
        #expect(field.text == "Hello ")
        // Paste at the caret.
        tapCaret(field, scene.host)
        scene.host.tap(at: EditMenuProbe.point(of: "Paste", in: window)!)
        #expect(field.text == "Hello world")
        // Undo takes the paste back (the menu's edits are ordinary edits).
        scene.host.press(.keyboardZ, modifierFlags: .control)
        #expect(field.text == "Hello ")
    }

    @Test func selectFromTheMenuSelectsTheWordAndShowsTheMenuForIt() {
        let field = UITextField()
        let scene = fieldScene(field, text: "alpha beta")
        field.becomeFirstResponder()
        field.testSelection = NSRange(location: 8, length: 0)
        scene.host.renderFrame()
        tapCaret(field, scene.host)
        let window = field.window!
        scene.host.tap(at: EditMenuProbe.point(of: "Select", in: window)!)
        scene.host.advance(by: 0.3)
        #expect(field.testSelection == NSRange(location: 6, length: 4))
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy", "Select All"])
        scene.host.tap(at: EditMenuProbe.point(of: "Select All", in: window)!)
        scene.host.advance(by: 0.3)
        #expect(field.testSelection == NSRange(location: 0, length: 10))
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy"])
    }

    @Test func canPerformActionDecidesTheCommandsAndTheOverrideReceivesThem() {
        let field = NoPasteField()
        let scene = fieldScene(field)
        UIPasteboard.general.string = "clip"
        field.becomeFirstResponder()
        field.testSelection = NSRange(location: 0, length: 5)
        let rect = field.selectionRects(for: field.selectedTextRange!)[0].rect
        scene.host.tap(at: field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        scene.host.advance(by: 0.3)
        let window = field.window!
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy", "Select All"])
        scene.host.tap(at: EditMenuProbe.point(of: "Copy", in: window)!)
        #expect(field.copies == 1)
        #expect(UIPasteboard.general.string == "Hello")
    }

    @Test func secureFieldsOfferNeitherCutNorCopy() {
        let field = UITextField()
        field.isSecureTextEntry = true
        let scene = fieldScene(field, text: "secret")
        field.becomeFirstResponder()
        field.testSelection = NSRange(location: 0, length: 6)
        #expect(!field.canPerformAction("copy:", withSender: nil))
        #expect(!field.canPerformAction("cut:", withSender: nil))
        let rect = field.selectionRects(for: field.selectedTextRange!)[0].rect
        scene.host.tap(at: field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        scene.host.advance(by: 0.3)
        #expect(EditMenuProbe.titles(in: field.window!).isEmpty, "everything selected, nothing to paste: no menu")
    }

    @Test func aTapElsewhereOrTypingDismissesTheMenu() {
        let field = UITextField(), recorder = EditMenuRecorder()
        field.delegate = recorder
        let scene = fieldScene(field)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        scene.controller.view.addSubview(other)
        field.becomeFirstResponder()
        UIPasteboard.general.string = "clip"
        tapCaret(field, scene.host)
        let window = field.window!
        #expect(EditMenuProbe.bar(in: window) != nil)
        scene.host.tap(at: CGPoint(x: 160, y: 220))
        #expect(EditMenuProbe.bar(in: window) == nil)
        #expect(recorder.log.suffix(1) == ["willDismiss"])
        tapCaret(field, scene.host)
        #expect(EditMenuProbe.bar(in: window) != nil)
        scene.host.type("!")
        #expect(EditMenuProbe.bar(in: window) == nil)
        #expect(field.text == "Hello world!")
    }

    @Test func aTextViewDelegateAddsItsOwnCommandOrHidesTheMenu() {
        let view = UITextView(), recorder = EditMenuRecorder()
        recorder.extraTitle = "Shout"
        UIPasteboard.general.string = nil
        view.delegate = recorder
        view.font = .systemFont(ofSize: 17)
        view.text = "Some words in a note"
        let host = HeadlessHost(size: CGSize(width: 320, height: 240), scale: 1)
        let controller = UIViewController()
        view.frame = CGRect(x: 0, y: 60, width: 320, height: 180)
        controller.view.addSubview(view)
        host.show(controller)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5, length: 5)
        host.renderFrame()
        let rect = view.selectionRects(for: view.selectedTextRange!)[0].rect
        let inside = view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        host.tap(at: inside)
        host.advance(by: 0.3)
        let window = view.window!
        #expect(recorder.ranges == [NSRange(location: 5, length: 5)])
        #expect(recorder.suggested == ["Cut", "Copy", "Select All"])
        #expect(EditMenuProbe.titles(in: window) == ["Cut", "Copy", "Select All", "Shout"])
        host.tap(at: EditMenuProbe.point(of: "Shout", in: window)!)
        #expect(recorder.log == ["menuFor", "willPresent", "willDismiss", "performed Shout"])
        #expect(view.selectedRange == NSRange(location: 5, length: 5), "the tap on the menu did not reach the text")
        // An empty menu shows nothing.
        recorder.returnsEmptyMenu = true
        host.tap(at: inside)
        host.advance(by: 0.3)
        #expect(EditMenuProbe.bar(in: window) == nil)
        // A read-only text view offers copy but neither cut nor paste.
        recorder.returnsEmptyMenu = false
        recorder.extraTitle = nil
        UIPasteboard.general.string = "clip"
        view.isEditable = false
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5, length: 5)
        host.advance(by: 1)   // past the double-tap interval
        host.tap(at: inside)
        host.advance(by: 0.3)
        #expect(EditMenuProbe.titles(in: window) == ["Copy", "Select All"])
        #expect(recorder.suggested == ["Copy", "Select All"])
    }

    @Test func anInteractionOnAnyViewGathersActionsFromTheResponderChain() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 240), scale: 1)
        let controller = UIViewController()
        let badge = CopyableBadge(frame: CGRect(x: 100, y: 20, width: 120, height: 40))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        badge.addSubview(child)
        controller.view.addSubview(badge)
        host.show(controller)
        let interaction = UIEditMenuInteraction(delegate: nil)
        child.addInteraction(interaction)
        #expect(interaction.view === child)
        #expect(child.target(forAction: "copy:", withSender: nil) as? CopyableBadge === badge)
        #expect(child.target(forAction: "paste:", withSender: nil) == nil)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 20, y: 0)))
        host.advance(by: 0.3)
        let window = badge.window!
        #expect(EditMenuProbe.titles(in: window) == ["Copy"])
        #expect(interaction.location(in: badge) == CGPoint(x: 30, y: 10))
        // No room above the badge near the top: the bar goes below, the arrow pointing up.
        let bar = EditMenuProbe.bar(in: window)!
        #expect(bar.layout.arrowPointsUp)
        #expect(bar.frame.minY >= 30)
        host.tap(at: EditMenuProbe.point(of: "Copy", in: window)!)
        #expect(badge.copied == ["badge"])
        #expect(EditMenuProbe.bar(in: window) == nil)
        // Removing the interaction dismisses its menu.
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "again", sourcePoint: .zero))
        host.advance(by: 0.3)
        #expect(EditMenuProbe.bar(in: window) != nil)
        child.removeInteraction(interaction)
        host.advance(by: 0.3)
        #expect(EditMenuProbe.bar(in: window) == nil)
        #expect(interaction.view == nil)
    }

    @Test func theBarIsDarkWithLightTitlesOverTheText() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let scene = fieldScene(field)
        field.becomeFirstResponder()
        field.testSelection = NSRange(location: 0, length: 5)
        let rect = field.selectionRects(for: field.selectedTextRange!)[0].rect
        scene.host.tap(at: field.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        scene.host.advance(by: 0.3)
        let bar = EditMenuProbe.bar(in: field.window!)!
        let image = scene.host.snapshot()
        let frame = bar.frame
        var darkest = 255, lightest = 0
        for y in Int(frame.minY + 2)..<Int(frame.minY + EditMenuLayout.barHeight - 2) {
            for x in Int(frame.minX + 10)..<Int(frame.maxX - 10) {
                let p = Pixel(image, x, y)
                darkest = min(darkest, p.g)
                lightest = max(lightest, p.g)
            }
        }
        #expect(darkest < 50, "a near-black bar")
        #expect(lightest > 200, "white titles")
        // The arrow's tip, below the bar, is dark too; beside it the white background shows.
        let tip = Pixel(image, Int(frame.minX + bar.layout.arrowX), Int(frame.maxY - 5))
        let beside = Pixel(image, Int(frame.minX + bar.layout.arrowX + 12), Int(frame.maxY - 5))
        #expect(tip.g < 60 && beside.g > 200, "\(tip) \(beside)")
    }
}

/// Where the edit menu's bar goes (pure geometry).
@MainActor
struct EditMenuLayoutTests {
    private let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func theBarIsCentredAboveTheTargetWithTheArrowAtItsMiddle() {
        let target = CGRect(x: 150, y: 300, width: 90, height: 20)
        let layout = EditMenuLayout.layout(widths: [30, 40], target: target, in: bounds, preferred: .automatic)
        #expect(abs(layout.frame.width - 118) < 0.001, "entries of 30 + 24 and 40 + 24 points")
        #expect(layout.frame.maxY == target.minY - EditMenuLayout.targetGap)
        #expect(!layout.arrowPointsUp)
        #expect(abs(layout.frame.midX - target.midX) <= 0.5)
        #expect(abs(layout.frame.minX + layout.arrowX - target.midX) <= 0.5)
        #expect(layout.entryRanges == [0...54, 54...118])
    }

    @Test func theBarGoesBelowWithoutRoomAboveAndStaysInsideTheEdges() {
        let target = CGRect(x: 2, y: 20, width: 10, height: 20)
        let layout = EditMenuLayout.layout(widths: [60, 60, 60], target: target, in: bounds, preferred: .automatic)
        #expect(layout.arrowPointsUp)
        #expect(layout.frame.minY == target.maxY + EditMenuLayout.targetGap)
        #expect(layout.frame.minX == EditMenuLayout.edgeMargin)
        // The arrow cannot go into the rounded corner.
        #expect(layout.arrowX == EditMenuLayout.cornerRadius + EditMenuLayout.arrowWidth / 2)
        let up = EditMenuLayout.layout(widths: [60], target: CGRect(x: 100, y: 400, width: 10, height: 20), in: bounds, preferred: .up)
        #expect(up.arrowPointsUp && up.frame.minY == 424)
    }

    @Test func commandsThatDoNotFitGoOnPagesBehindChevrons() {
        let widths: [CGFloat] = Array(repeating: 50, count: 9)   // 74 points each
        #expect(EditMenuLayout.pages(widths: widths, chevronWidth: 8, available: 1_000) == [0..<9])
        let pages = EditMenuLayout.pages(widths: widths, chevronWidth: 8, available: 300)
        #expect(pages.first?.lowerBound == 0 && pages.last?.upperBound == 9)
        for (index, page) in pages.enumerated() {
            let chevrons = (index > 0 ? 1 : 0) + (index < pages.count - 1 ? 1 : 0)
            #expect(CGFloat(page.count) * 74 + CGFloat(chevrons) * 40 <= 300, "page \(index)")
            #expect(!page.isEmpty)
            if index > 0 { #expect(page.lowerBound == pages[index - 1].upperBound) }
        }
        #expect(pages.map(\.count) == [3, 2, 2, 2])
    }
}
