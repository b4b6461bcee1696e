import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Pixels of text fields: border styles, placeholder, caret (and its blinking), selection.
@MainActor
struct UITextFieldRenderingTests {
    /// The colour of the pixel at `point` (points) in `image` at `scale`.
    private func pixel(_ image: CGImage, _ point: CGPoint, scale: CGFloat = 2) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.pixel(atPoint: point, scale: scale)
        return (p.r, p.g, p.b, p.a)
    }

    private func isCaretBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.b > 200 && p.r < 80 && p.g < 160 }

    @Test func caretIsTintColouredAndBlinksOnTheVirtualClock() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let scene = FieldScene(size: CGSize(width: 240, height: 80), scale: 2, fields: [(field, CGRect(x: 20, y: 20, width: 200, height: 34))])
        field.becomeFirstResponder()
        scene.host.type("Hi")
        let caret = field.caretRect(for: field.endOfDocument)
        let probe = CGPoint(x: 20 + caret.midX, y: 20 + caret.midY)
        #expect(isCaretBlue(pixel(scene.host.snapshot(), probe)))
        scene.host.advance(by: 0.75)     // solid 0.5 s, then the off phase
        #expect(!isCaretBlue(pixel(scene.host.snapshot(), probe)))
        scene.host.advance(by: 0.5)      // on again
        #expect(isCaretBlue(pixel(scene.host.snapshot(), probe)))
        scene.host.advance(by: 0.5)
        scene.host.type("!")             // typing shows it solid at once
        let moved = field.caretRect(for: field.endOfDocument)
        #expect(isCaretBlue(pixel(scene.host.snapshot(), CGPoint(x: 20 + moved.midX, y: 20 + moved.midY))))
        #expect(scene.host.runUntilIdle(limit: 2))  // blinking does not keep the host busy
        field.resignFirstResponder()
        #expect(!isCaretBlue(pixel(scene.host.snapshot(), CGPoint(x: 20 + moved.midX, y: 20 + moved.midY))))
    }

    @Test func fieldStylesPlaceholderSelectionAndCaret() {
        let host = HeadlessHost(size: CGSize(width: 260, height: 300), scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGroupedBackground
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        var fields: [UITextField] = []
        for (index, style) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 16 + CGFloat(index) * 46, width: 220, height: 34))
            field.borderStyle = style
            field.text = "Style \(style.rawValue) text"
            controller.view.addSubview(field)
            fields.append(field)
        }
        let placeholder = UITextField(frame: CGRect(x: 20, y: 200, width: 220, height: 34))
        placeholder.borderStyle = .roundedRect
        placeholder.placeholder = "Email address"
        placeholder.clearButtonMode = .always
        controller.view.addSubview(placeholder)
        let selected = UITextField(frame: CGRect(x: 20, y: 250, width: 220, height: 34))
        selected.borderStyle = .roundedRect
        selected.text = "Select these words"
        controller.view.addSubview(selected)
        host.show(controller)
        selected.becomeFirstResponder()
        selected.selectedTextRange = selected.textRange(from: selected.position(from: selected.beginningOfDocument, offset: 7)!,
                                                        to: selected.position(from: selected.beginningOfDocument, offset: 12)!)
        fields[3].text = "Caret here"
        let image = host.snapshot()
        ReferenceImage.expectMatch(image, named: "textfield-styles@2x")
        // The placeholder draws in placeholderText (60, 60, 67 at 30 %) over white: about (197, 197, 199).
        var darkest = 255
        for x in stride(from: 28.0, to: 120, by: 0.5) {
            let p = pixel(image, CGPoint(x: x, y: 217))
            if p.r < darkest { darkest = p.r }
            #expect(abs(p.r - p.b) <= 12)
        }
        #expect(darkest > 150 && darkest < 215)
        // The selection is the tint at 20 %: a light blue behind "these".
        let highlight = selected.selectionRects(for: selected.selectedTextRange!)[0].rect
        let behind = pixel(image, CGPoint(x: 20 + highlight.minX + 1, y: 250 + highlight.minY + 2))
        #expect(behind.b > 240 && behind.r > 190 && behind.r < 225)
    }
}
