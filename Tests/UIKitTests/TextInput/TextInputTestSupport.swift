import Foundation
import UIKitTesting
@testable import UIKit

/// A text field delegate that records every call, in order, as a UIKit developer would log them.
@MainActor
final class RecordingFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    var allowClear = true
    var resignsOnReturn = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        return allowChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return true
    }
}

/// Records a field's control events and notifications into a delegate's log.
@MainActor
final class FieldEventRecorder {
    private var tokens: [any NSObjectProtocol] = []

    init(_ field: UITextField, into delegate: RecordingFieldDelegate) {
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak delegate] _ in delegate?.log.append(name) }, for: event)
        }
        let notes: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "note:begin"), (UITextField.textDidChangeNotification, "note:change"),
            (UITextField.textDidEndEditingNotification, "note:end"),
        ]
        for (name, label) in notes {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak delegate] _ in
                MainActor.assumeIsolated { delegate?.log.append(label) }
            })
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A host showing text fields on a white background, 1x scale.
@MainActor
struct FieldScene {
    let host: HeadlessHost
    let controller: UIViewController

    init(size: CGSize = CGSize(width: 320, height: 200), scale: CGFloat = 1, fields: [(UITextField, CGRect)]) {
        host = HeadlessHost(size: size, scale: scale)
        UIPasteboard.general.string = nil
        controller = UIViewController()
        controller.view.backgroundColor = .white
        for (field, frame) in fields {
            field.frame = frame
            controller.view.addSubview(field)
        }
        host.show(controller)
    }
}

extension UITextField {
    /// The selection as an offset pair (nil while not editing).
    var selectedOffsets: Range<Int>? {
        guard let range = selectedTextRange else { return nil }
        let start = offset(from: beginningOfDocument, to: range.start)
        let end = offset(from: beginningOfDocument, to: range.end)
        return start..<end
    }
}

/// How many device pixels inside `rect` (points, image coordinates at `scale`) satisfy `matches` (red,
/// green, blue).
func countPixels(in image: CGImage, rect: CGRect, scale: CGFloat, where matches: (Int, Int, Int) -> Bool) -> Int {
    var count = 0
    var y = rect.minY
    while y < rect.maxY {
        var x = rect.minX
        while x < rect.maxX {
            let p = image.pixel(atPoint: CGPoint(x: x, y: y), scale: scale)
            if matches(p.r, p.g, p.b) { count += 1 }
            x += 1 / scale
        }
        y += 1 / scale
    }
    return count
}
