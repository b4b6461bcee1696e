import Foundation

/// The iOS Simulator's two-finger emulation (see `HostInput`): Option held at the down makes a second
/// touch mirrored about the window's centre; Shift with it moves both together.
extension HostInput {
    /// A new touch at `point` (screen points) in `window`, hit-tested, in phase `.began`.
    /// - Complexity: One hit test.
    static func beganTouch(at point: CGPoint, in window: UIWindow, type: UITouch.TouchType, timestamp: TimeInterval) -> UITouch {
        let location = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
        let touch = UITouch()
        touch.type = type
        touch.window = window
        touch.windowLocation = location
        touch.previousWindowLocation = location
        touch.timestamp = timestamp
        touch.phase = .began
        touch.tapCount = 1
        touch.view = window.hitTest(location, with: nil)
        return touch
    }

    /// `point` mirrored about `centre`, kept inside `frame` (all in screen points).
    static func mirrored(_ point: CGPoint, about centre: CGPoint, within frame: CGRect) -> CGPoint {
        clamped(CGPoint(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y), to: frame)
    }

    /// `point` moved inside `frame` (its right and bottom edges excluded).
    static func clamped(_ point: CGPoint, to frame: CGRect) -> CGPoint {
        CGPoint(x: min(max(point.x, frame.minX), frame.maxX - 1), y: min(max(point.y, frame.minY), frame.maxY - 1))
    }

    /// Starts the second finger for a pointer going down at `point` in `window`: at its mirror image about
    /// the window's centre.
    func beginMirror(of point: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        mirrorCentre = CGPoint(x: window.frame.midX, y: window.frame.midY)
        let mirror = HostInput.mirrored(point, about: mirrorCentre, within: window.frame)
        mirrorTouch = HostInput.beganTouch(at: mirror, in: window, type: .direct, timestamp: timestamp)
    }

    /// Moves the second finger after the pointer moved by `delta` to `point` (screen points): with Shift
    /// held, by the same delta (the centre moves along); otherwise to the pointer's mirror image.
    func moveMirror(pointerMovedBy delta: CGPoint, to point: CGPoint, timestamp: TimeInterval) {
        guard let mirror = mirrorTouch, let window = mirror.window else { return }
        let frame = window.frame
        let current = CGPoint(x: mirror.windowLocation.x + frame.minX, y: mirror.windowLocation.y + frame.minY)
        let next: CGPoint
        if HostInput.heldModifierFlags.contains(.shift) {
            mirrorCentre = CGPoint(x: mirrorCentre.x + delta.x, y: mirrorCentre.y + delta.y)
            next = HostInput.clamped(CGPoint(x: current.x + delta.x, y: current.y + delta.y), to: frame)
        } else {
            next = HostInput.mirrored(point, about: mirrorCentre, within: frame)
        }
        mirror.previousWindowLocation = mirror.windowLocation
        mirror.windowLocation = CGPoint(x: next.x - frame.minX, y: next.y - frame.minY)
        mirror.timestamp = timestamp
        mirror.phase = mirror.windowLocation == mirror.previousWindowLocation ? .stationary : .moved
    }

    /// Puts the second finger, if any, in `phase` (ended or cancelled) with the pointer's touch.
    func endMirror(phase: UITouch.Phase, timestamp: TimeInterval) {
        guard let mirror = mirrorTouch else { return }
        mirror.timestamp = timestamp
        mirror.phase = phase
    }

    /// The touches down now: the pointer's and, while two fingers are emulated, the mirror (for tests and
    /// the window's pointer overlay).
    var activeTouches: [UITouch] { [touch, mirrorTouch].compactMap { $0 } }
}
