import Foundation
import UIKitTesting
@testable import UIKit

/// A control that records the event masks it sends and its tracking calls.
@MainActor
final class RecordingControl: UIControl {
    var fired: [String] = []
    var calls: [String] = []
    var beginResult = true
    var continueResult = true

    override func sendActions(for controlEvents: UIControl.Event) {
        fired.append(controlEvents.names)
        super.sendActions(for: controlEvents)
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        return beginResult
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return continueResult
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        calls.append(event == nil ? "cancel(nil)" : "cancel")
        super.cancelTracking(with: event)
    }
}

/// A view controller's root view that records touches reaching it through the responder chain.
@MainActor
final class TouchCountingController: UIViewController {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

extension UIControl.Event {
    /// The names of the bits, joined with `|`, in raw-value order.
    var names: String {
        let table: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        return table.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

/// Reads an unpremultiplied pixel of an image at pixel coordinates.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// Whether each channel is within `tolerance`.
    func isClose(to other: Pixel, tolerance: Int = 6) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    init(r: Int, g: Int, b: Int, a: Int = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    init(_ image: CGImage, _ x: Int, _ y: Int) {
        guard let p = image.pixel(x: x, y: y), p.alpha > 0 else { self.init(r: 0, g: 0, b: 0, a: 0); return }
        let a = Int(p.alpha)
        func un(_ v: UInt8) -> Int { min(255, (Int(v) * 255 + a / 2) / a) }
        self.init(r: un(p.red), g: un(p.green), b: un(p.blue), a: a)
    }
}

extension CGImage {
    /// The pixel at point (`x`, `y`) of a screen rendered at `scale`.
    func pixel(atPoint point: CGPoint, scale: CGFloat) -> Pixel {
        Pixel(self, Int(point.x * scale), Int(point.y * scale))
    }

    /// Whether any pixel inside `rect` (points at `scale`) differs between this image and `other`.
    func differs(from other: CGImage, in rect: CGRect, scale: CGFloat) -> Bool {
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where Pixel(self, x, y) != Pixel(other, x, y) {
                return true
            }
        }
        return false
    }
}
