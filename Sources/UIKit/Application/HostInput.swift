import Foundation

/// Turns a host's raw input (mouse or test finger, keys, wheel) into UIKit events and sends them through
/// `UIApplication.sendEvent`. Both platform hosts use it. Not public API.
///
/// One pointer (a mouse has one). Input in impossible orders is tolerated: a move or up without a down is
/// ignored, a second down cancels the first touch. Multi-tap: a down within `multiTapInterval` seconds and
/// `multiTapDistance` points of the previous tap's down counts up `tapCount` (UIKit does not document its
/// values; these are the usual figures).
///
/// Two fingers, as the iOS Simulator emulates them: a down while Option (Alt) is held starts two `.direct`
/// touches in one event, the pointer's and its mirror image about the centre of the window under it (the
/// Simulator mirrors about the screen's centre; chosen over the point where Alt was pressed so the pair
/// is predictable whatever the key timing). Moving the pointer moves the mirror the opposite way, so
/// pinch and rotation recognizers see two fingers spread, close and turn. While Shift is held too, the
/// mirror moves with the pointer instead (both fingers pan together) and the centre moves along, as
/// Shift+Option does in the Simulator. The touches end together when the button goes up. Whether a down
/// makes two fingers is decided when it goes down; the mirror is kept inside its window. See
/// `HostInput+TwoFingers.swift`.
@MainActor
@_spi(OpenUIKitHost)
public final class HostInput {
    /// The longest pause between taps that still counts as a multi-tap, in seconds.
    public static let multiTapInterval: TimeInterval = 0.35
    /// The farthest two taps of a multi-tap may be apart, in points.
    public static let multiTapDistance: CGFloat = 20

    private(set) var touch: UITouch?
    private var touchEvent: UIEvent?
    /// The emulated second finger while Option is held (nil otherwise).
    var mirrorTouch: UITouch?
    /// The point (screen points) the second finger mirrors the pointer about.
    var mirrorCentre: CGPoint = .zero
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    private var heldKeys: [UIKeyboardHIDUsage: UIPress] = [:]

    /// Called for wheel and trackpad scrolling with (dx, dy, location in the window, window); returns
    /// whether something scrolled. Scroll views install it.
    static var wheelRouter: ((CGFloat, CGFloat, CGPoint, UIWindow) -> Bool)?

    /// Called when a pointer click (an `.indirectPointer` touch) begins on a view, before the touch is
    /// delivered: scroll views install it to take keyboard focus, as a click into a list does on iPadOS.
    static var clickFocusHandler: ((UIView) -> Void)?

    /// Finds the responder for keys when no first responder is in the key window: given the window and the
    /// pointer's location in it, scroll views answer with the innermost keyboard-scrollable one there.
    static var pointerKeyTarget: ((UIWindow, CGPoint) -> UIResponder?)?

    /// Where the pointer (mouse, or the last finger) was last seen: its window and the location in it.
    private static weak var pointerWindow: UIWindow?
    private static var pointerWindowLocation: CGPoint?

    /// The pointer's location in `window`'s coordinates, when it was last seen over that window.
    static func pointerLocation(in window: UIWindow) -> CGPoint? {
        pointerWindow === window ? pointerWindowLocation : nil
    }

    /// The pointer moved to `point` (screen points) with no button down (hover); touches, clicks and the
    /// wheel also move it. Keys go to the scroll view under the pointer when nothing has keyboard focus.
    public func pointerMoved(to point: CGPoint) {
        HostInput.notePointer(at: point)
    }

    /// Records the pointer at `point` in screen points.
    private static func notePointer(at point: CGPoint) {
        guard let window = HostInput.window(at: point) else {
            pointerWindow = nil
            pointerWindowLocation = nil
            return
        }
        pointerWindow = window
        pointerWindowLocation = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }

    /// The modifier keys held now, from the modifier keys' own presses (scroll hook: the wheel router
    /// zooms scroll views while control is held).
    static private(set) var heldModifierFlags: UIKeyModifierFlags = []

    /// Creates an input source; no modifier keys are held yet.
    public init() {
        HostInput.heldModifierFlags = []
        // A new host starts with headless text input (keys carry text, in-process clipboard); the SDL
        // window host installs its own afterwards.
        TextInputSystem.resetToHeadless()
    }

    /// Whether a touch is down.
    public var isTouching: Bool { touch != nil }

    /// A finger (or a mouse button: `buttons`, `.primary` unless the secondary button went down) goes
    /// down at `point` in screen points. With Option held it is two fingers (see the type's notes).
    /// A secondary click in a text field or text view shows its edit menu at the pointer instead of
    /// starting a touch (iPadOS's pointer behaviour).
    public func touchDown(at point: CGPoint, timestamp: TimeInterval, type: UITouch.TouchType = .direct,
                          buttons: UIEvent.ButtonMask = .primary) {
        if touch != nil { cancelTouch(timestamp: timestamp) }
        guard let window = HostInput.window(at: point) else { return }
        let twoFingers = HostInput.heldModifierFlags.contains(.alternate)
        let newTouch = HostInput.beganTouch(at: point, in: window, type: twoFingers ? .direct : type, timestamp: timestamp)
        let pointer = newTouch.type == .indirectPointer
        newTouch.pressedButtons = pointer ? buttons : .primary
        if pointer, buttons.contains(.secondary), let view = newTouch.view,
           TextEditMenu.showForSecondaryClick(on: view, atWindowPoint: newTouch.windowLocation) {
            HostInput.notePointer(at: point)
            lastTap = nil
            return
        }
        if twoFingers {
            beginMirror(of: point, in: window, timestamp: timestamp)
            newTouch.tapCount = 1
            lastTap = nil
        } else if let lastTap, timestamp - lastTap.time <= HostInput.multiTapInterval,
           hypot(point.x - lastTap.location.x, point.y - lastTap.location.y) <= HostInput.multiTapDistance {
            newTouch.tapCount = lastTap.count + 1
        } else {
            newTouch.tapCount = 1
        }
        if !twoFingers { lastTap = (timestamp, point, newTouch.tapCount) }
        HostInput.notePointer(at: point)
        if newTouch.type == .indirectPointer, let view = newTouch.view { HostInput.clickFocusHandler?(view) }
        let event = UIEvent(type: .touches, timestamp: timestamp)
        event.touchStorage = Set([newTouch] + (mirrorTouch.map { [$0] } ?? []))
        event.buttonMaskStorage = pointer ? buttons : []
        touch = newTouch
        touchEvent = event
        UIApplication.shared.sendEvent(event)
    }

    /// The touch moves to `point` in screen points; ignored without a touch down.
    public func touchMove(to point: CGPoint, timestamp: TimeInterval) {
        guard let touch, let event = touchEvent else { return }
        HostInput.notePointer(at: point)
        let previous = touch.windowLocation
        advance(touch, event, to: point, timestamp: timestamp)
        touch.phase = touch.windowLocation == touch.previousWindowLocation ? .stationary : .moved
        moveMirror(pointerMovedBy: CGPoint(x: touch.windowLocation.x - previous.x, y: touch.windowLocation.y - previous.y),
                   to: point, timestamp: timestamp)
        if let lastTap, hypot(point.x - lastTap.location.x, point.y - lastTap.location.y) > HostInput.multiTapDistance {
            self.lastTap = nil
        }
        UIApplication.shared.sendEvent(event)
    }

    /// The touch lifts at `point` in screen points; ignored without a touch down.
    public func touchUp(at point: CGPoint, timestamp: TimeInterval) {
        guard let touch, let event = touchEvent else { return }
        advance(touch, event, to: point, timestamp: timestamp)
        touch.phase = .ended
        endMirror(phase: .ended, timestamp: timestamp)
        self.touch = nil
        touchEvent = nil
        UIApplication.shared.sendEvent(event)
        mirrorTouch = nil
    }

    /// Moves `touch` to `point` (screen points) at `timestamp`, keeping its previous position.
    private func advance(_ touch: UITouch, _ event: UIEvent, to point: CGPoint, timestamp: TimeInterval) {
        let origin = touch.window?.frame.origin ?? .zero
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        touch.timestamp = timestamp
        event.timestamp = timestamp
    }

    /// The system cancels the touch (the window closed, a second touch arrived).
    public func cancelTouch(timestamp: TimeInterval) {
        guard let touch, let event = touchEvent else { return }
        touch.timestamp = timestamp
        touch.phase = .cancelled
        endMirror(phase: .cancelled, timestamp: timestamp)
        event.timestamp = timestamp
        self.touch = nil
        touchEvent = nil
        UIApplication.shared.sendEvent(event)
        mirrorTouch = nil
    }

    /// A wheel or trackpad scroll of (`dx`, `dy`) points at `point` in screen points, with SDL's signs
    /// (negative `dy`: wheel turned toward the user, content moves up). Returns whether something scrolled.
    @discardableResult
    public func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint, timestamp: TimeInterval) -> Bool {
        HostInput.notePointer(at: point)
        guard let window = HostInput.window(at: point), let router = HostInput.wheelRouter else { return false }
        return router(dx, dy, CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), window)
    }

    /// A key goes down (or repeats) or up; delivered as presses to the key window's first responder.
    public func key(_ key: UIKey, isDown: Bool, timestamp: TimeInterval) {
        HostInput.trackModifier(key.keyCode, isDown: isDown)
        guard let window = UIApplication.shared.keyWindow else { return }
        let press: UIPress
        if isDown {
            if let held = heldKeys[key.keyCode] {
                press = held
                press.phase = .changed
            } else {
                press = UIPress()
                press.phase = .began
                heldKeys[key.keyCode] = press
            }
        } else {
            guard let held = heldKeys.removeValue(forKey: key.keyCode) else { return }
            press = held
            press.phase = .ended
        }
        press.key = key
        press.timestamp = timestamp
        press.window = window
        press.type = HostInput.pressType(for: key.keyCode)
        let event = UIPressesEvent(timestamp: timestamp)
        event.pressStorage = [press]
        UIApplication.shared.sendEvent(event)
    }

    /// The front-most visible window containing `point` (screen points): highest level, then newest.
    static func window(at point: CGPoint) -> UIWindow? {
        // The frontmost visible window containing the point: highest level, and of equal levels the one
        // created last. A plain loop: this runs on every pointer move.
        var front: UIWindow?
        for entry in UIWindow.registry {
            guard let window = entry.window, !window.isHidden, window.frame.contains(point) else { continue }
            if let current = front, window.windowLevel < current.windowLevel { continue }
            front = window
        }
        return front
    }

    /// Updates `heldModifierFlags` for a press of a modifier key (left or right control, shift, alt, GUI).
    private static func trackModifier(_ usage: UIKeyboardHIDUsage, isDown: Bool) {
        let flags: [Int: UIKeyModifierFlags] = [0xE0: .control, 0xE4: .control, 0xE1: .shift, 0xE5: .shift,
                                                   0xE2: .alternate, 0xE6: .alternate, 0xE3: .command, 0xE7: .command]
        guard let flag = flags[usage.rawValue] else { return }
        if isDown { heldModifierFlags.insert(flag) } else { heldModifierFlags.remove(flag) }
    }

    private static func pressType(for usage: UIKeyboardHIDUsage) -> UIPress.PressType {
        switch usage {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        default: return .select
        }
    }
}
