import Testing
import UIKitTesting
@testable import UIKit

/// Several touches at once (the hosts have one finger), sent through `UIApplication.sendEvent` as a
/// touch screen would send them.
@MainActor
final class SyntheticFingers {
    let window: UIWindow
    let host: HeadlessHost
    let event: UIEvent
    var touches: [UITouch] = []

    init(window: UIWindow, host: HeadlessHost) {
        self.window = window
        self.host = host
        event = UIEvent(type: .touches, timestamp: host.currentTime)
    }

    /// New fingers go down at `points` (window coordinates).
    func down(_ points: [CGPoint]) {
        var changed: [UITouch] = []
        for point in points {
            let touch = UITouch()
            touch.window = window
            touch.windowLocation = point
            touch.previousWindowLocation = point
            touch.timestamp = host.currentTime
            touch.phase = .began
            touch.view = window.hitTest(point, with: nil)
            changed.append(touch)
        }
        for touch in touches { touch.phase = .stationary }
        touches += changed
        send()
    }

    /// Every finger moves by `delta`.
    func move(by delta: CGPoint) {
        move(to: touches.map { CGPoint(x: $0.windowLocation.x + delta.x, y: $0.windowLocation.y + delta.y) })
    }

    /// Each finger moves to its point in `points` (window coordinates).
    func move(to points: [CGPoint]) {
        for (touch, point) in zip(touches, points) {
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.timestamp = host.currentTime
            touch.phase = .moved
        }
        send()
    }

    /// Every finger lifts (or the first `count`).
    func up(count: Int? = nil) {
        let lifting = Array(touches.prefix(count ?? touches.count))
        for touch in touches { touch.phase = .stationary }
        for touch in lifting {
            touch.phase = .ended
            touch.timestamp = host.currentTime
        }
        send()
        touches.removeAll { t in lifting.contains { $0 === t } }
    }

    private func send() {
        event.timestamp = host.currentTime
        event.touchStorage = Set(touches)
        UIApplication.shared.sendEvent(event)
        host.renderFrame()
    }
}
