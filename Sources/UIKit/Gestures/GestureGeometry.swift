import Foundation

/// Small geometry helpers of the gesture engine. Not public API.
@MainActor
enum GestureGeometry {
    /// The centroid of `touches` in window coordinates (`.zero` for none).
    static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        if touches.count == 1 { return touches[0].location(in: nil) }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            let p = touch.location(in: nil)
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}

/// A weak reference to a recognizer (failure requirements do not keep each other alive). Not public API.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
