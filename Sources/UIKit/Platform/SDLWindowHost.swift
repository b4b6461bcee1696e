@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Runs UIKit in a desktop window through SDL2: the screen is the window's content, the mouse is a single
/// touch (two while Alt is held, mirrored about the window's centre, as the iOS Simulator emulates a
/// pinch: see `HostInput`), the wheel and trackpad scroll, keys are presses; frames are rendered by the shared `FrameLoop`
/// and only the damaged pixels are uploaded. Not public API: apps start through `UIApplicationMain`.
///
/// The scale is explicit (SDL on X11 has no HiDPI): the window is `size × scale` pixels. Resizing the
/// window resizes the screen and its full-screen windows.
@MainActor
@_spi(OpenUIKitHost)
public final class SDLWindowHost {
    /// The screen the window shows.
    public let screen: UIScreen
    /// The frame loop (renderer and input).
    public let loop: FrameLoop
    let window: SDLWindow
    /// Called for each key pressed, before it is delivered as a press; returning true keeps the key from
    /// the app (the Gallery switches scenes this way).
    public var onKeyDown: ((UIKey) -> Bool)?
    private var running = false
    /// The mouse button holding the touch down (SDL's number: 1 left, 3 right), if any.
    private var touchButton: Int?
    /// Keys `onKeyDown` kept from the app, whose releases are kept too (by scancode).
    private var consumedKeys: Set<Int32> = []
    /// UIKit's button for an SDL mouse button: the left button (`SDL_BUTTON_LEFT`, 1) is the primary, the
    /// right (`SDL_BUTTON_RIGHT`, 3) the secondary; others (the middle button, 2) are not delivered.
    static func buttonMask(sdlButton: Int) -> UIEvent.ButtonMask? {
        switch sdlButton {
        case 1: .primary
        case 3: .secondary
        default: nil
        }
    }

    /// Points scrolled per wheel notch: SDL reports notches (or fractions for trackpads).
    public static let pointsPerWheelNotch: CGFloat = 40

    /// Pixels kept free above a window for the window manager's title bar when the window is fitted to
    /// the display (SDL reports the borders only once a window exists).
    public static let titleBarAllowance: CGFloat = 40

    /// Opens a window showing a screen of `size` points at `scale` (nil: the scale the display reports,
    /// see `scale(forDPI:)`); `nil` when no display is available. The window fits the display's usable
    /// bounds: a side that would not fit at that scale shrinks (the screen gets that many points, still
    /// at `scale`, so a HiDPI window stays HiDPI), and the window is centred in the usable bounds.
    public init?(title: String, size: CGSize, scale: CGFloat? = nil) {
        guard SDLWindow.startVideo() else { return nil }
        let usable = SDLWindow.usableDisplayBounds()
        let scale = scale ?? SDLWindowHost.scale(forDPI: SDLWindow.displayDPI())
        let points = SDLWindowHost.fittedSize(size, scale: scale, within: usable)
        let pixels = CGSize(width: (points.width * scale).rounded(), height: (points.height * scale).rounded())
        let window = SDLWindow(title: title, frame: CGRect(origin: .zero, size: pixels),
                               at: usable.map { SDLWindowHost.origin(ofPixelSize: pixels, within: $0) })
        guard let window else { return nil }
        self.window = window
        // The app's icon (the largest AppIcon rendition of the main bundle's catalogs) as the window's.
        if let icon = WindowIcon.image(in: nil, traits: UIScreen.main.traitCollection).flatMap({ WindowIcon.pixels(of: $0) }) {
            window.setIcon(icon)
        }
        screen = UIScreen(bounds: CGRect(origin: .zero, size: points), scale: scale)
        UIScreen.main = screen
        loop = FrameLoop(screen: screen)
        MediaClock.install(nil)
        installTextInput()
    }

    /// Text arrives as SDL text events (typed keys and input-method commits), not from key presses;
    /// text input runs only while a text control is first responder; the clipboard is the desktop's, and
    /// `UIApplication.open` hands URLs to the desktop's handler.
    private func installTextInput() {
        TextInputSystem.keysInsertCharacters = false
        SDLWindow.stopTextInput()
        let scale = screen.scale
        TextInputSystem.startTextInput = { SDLWindow.startTextInput() }
        TextInputSystem.stopTextInput = { SDLWindow.stopTextInput() }
        TextInputSystem.setInputRect = { rect in
            SDLWindow.setTextInputRect(CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
        }
        UIPasteboard.systemClipboard = (get: { SDLWindow.clipboardText() }, set: { SDLWindow.setClipboardText($0) })
        UIApplication.urlOpener = { url in SDLWindow.openURL(url) }
    }

    /// The scale for a display of `dpi` horizontal dots per inch: its multiple of 96 dpi (the desktop's
    /// 1x), rounded, at least 1; 1 when the display reports nothing.
    public static func scale(forDPI dpi: CGFloat?) -> CGFloat {
        guard let dpi, dpi.isFinite, dpi > 0 else { return 1 }
        return max(1, (dpi / 96).rounded())
    }

    /// The points a window asked for `size` at `scale` gets within `usable` (pixels; nil: unknown, no
    /// limit): each side at most what fits at that scale, less `titleBarAllowance` vertically.
    public static func fittedSize(_ size: CGSize, scale: CGFloat, within usable: CGRect?) -> CGSize {
        guard let usable, scale > 0 else { return size }
        let width = max(1, (usable.width / scale).rounded(.down))
        let height = max(1, ((usable.height - titleBarAllowance) / scale).rounded(.down))
        return CGSize(width: min(size.width, width), height: min(size.height, height))
    }

    /// Where a window of `pixels` goes in `usable` (pixels): centred, below the title-bar allowance.
    public static func origin(ofPixelSize pixels: CGSize, within usable: CGRect) -> CGPoint {
        let top = usable.minY + titleBarAllowance
        return CGPoint(x: (usable.minX + max(0, usable.width - pixels.width) / 2).rounded(.down),
                       y: (top + max(0, usable.maxY - top - pixels.height) / 2).rounded(.down))
    }

    /// The window's position and size in screen pixels.
    public var windowFrameInPixels: CGRect { window.frameInPixels }

    /// The SDL video driver in use (`x11`, `wayland`, `dummy`, ...).
    public var videoDriver: String { window.videoDriver }

    /// The windows shown through `show(_:)`, kept alive as a window scene keeps its windows.
    public private(set) var windows: [UIWindow] = []

    /// Shows `viewController` in a key window filling the screen.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let uiWindow = UIWindow(frame: screen.bounds)
        uiWindow.rootViewController = viewController
        uiWindow.makeKeyAndVisible()
        windows.append(uiWindow)
        return uiWindow
    }

    /// Hides a shown window and lets it go.
    public func close(_ window: UIWindow) {
        window.isHidden = true
        windows.removeAll { $0 === window }
    }

    /// Sets the window title (any script: the window's title encoding is UTF-8).
    public func setTitle(_ title: String) { window.setTitle(title) }

    /// The window title.
    public var title: String { window.title }

    /// Runs frames until the window is closed or `stop()` is called. Waits for input up to one frame when
    /// nothing animates, so an idle window costs almost nothing.
    public func run() {
        running = true
        followDesktopAppearance()
        loop.renderer.invalidate()
        while running { step(waitMilliseconds: loop.hasPendingWork ? 1 : 8) }
        window.close()
    }

    /// Follows the desktop's light/dark preference (see `DesktopAppearance`) unless `OPENUIKIT_APPEARANCE`
    /// forces a style: asks now and every two seconds on a background queue; a change reaches the app as
    /// a trait change on the main thread.
    private func followDesktopAppearance() {
        guard HostAppearance.forcedStyle == nil else { return }
        DesktopAppearance.poll(on: DispatchQueue(label: "OpenUIKit.DesktopAppearance", qos: .utility))
    }

    /// Ends `run()` after the current frame.
    public func stop() { running = false }

    /// Pumps SDL's events (waiting up to `waitMilliseconds` for the first), runs one frame and presents it.
    public func step(waitMilliseconds: Int32 = 0) {
        for event in window.pollEvents(timeoutMilliseconds: waitMilliseconds) { handle(event) }
        let damage = loop.runFrame(at: CACurrentMediaTime())
        guard let damage, let pixels = loop.renderer.target.data else { return }
        window.present(pixels: UnsafeRawPointer(pixels), bytesPerRow: loop.renderer.target.bytesPerRow, dirty: damage)
    }

    /// Puts a raw SDL event on SDL's own queue (window tests push mouse, wheel and key events this way).
    func pushRaw(_ event: SDLWindow.Event) { window.pushSynthetic(event) }

    private func handle(_ event: SDLWindow.Event) {
        let scale = screen.scale
        let now = CACurrentMediaTime()
        switch event {
        case .quit:
            loop.input.cancelTouch(timestamp: now)
            running = false
        case .resized(let width, let height):
            window.resize(pixelWidth: width, pixelHeight: height)
            loop.renderer.resize(to: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale)
        case .exposed:
            loop.renderer.invalidate()
        case .mouseDown(let x, let y, let button, _, _):
            guard let buttons = SDLWindowHost.buttonMask(sdlButton: button), touchButton == nil else { return }
            touchButton = button
            loop.input.touchDown(at: CGPoint(x: x / scale, y: y / scale), timestamp: now, type: .indirectPointer, buttons: buttons)
        case .mouseMoved(let x, let y, _, _):
            let point = CGPoint(x: x / scale, y: y / scale)
            if touchButton != nil { loop.input.touchMove(to: point, timestamp: now) } else { loop.input.pointerMoved(to: point) }
        case .mouseUp(let x, let y, let button, _):
            guard button == touchButton else { return }
            touchButton = nil
            loop.input.touchUp(at: CGPoint(x: x / scale, y: y / scale), timestamp: now)
        case .wheel(let dx, let dy, let mx, let my, _):
            loop.input.scroll(dx: CGFloat(dx) * SDLWindowHost.pointsPerWheelNotch, dy: CGFloat(dy) * SDLWindowHost.pointsPerWheelNotch,
                              at: CGPoint(x: mx / scale, y: my / scale), timestamp: now)
        case .keyDown(let keycode, let scancode, let modifiers, _, _):
            let key = SDLWindowHost.key(keycode: keycode, scancode: scancode, modifiers: modifiers)
            if onKeyDown?(key) == true {
                consumedKeys.insert(scancode)
                return
            }
            loop.input.key(key, isDown: true, timestamp: now)
        case .keyUp(let keycode, let scancode, let modifiers, _):
            if consumedKeys.remove(scancode) != nil { return }
            loop.input.key(SDLWindowHost.key(keycode: keycode, scancode: scancode, modifiers: modifiers), isDown: false, timestamp: now)
        case .text(let text):
            loop.input.text(text)
        case .editing(let text, let start, let length):
            // SDL counts code points; UIKit's marked selection counts UTF-16 units.
            let scalars = Array(text.unicodeScalars)
            func units(_ count: Int) -> Int { scalars.prefix(max(0, count)).reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) } }
            let location = units(start)
            loop.input.markedText(text, selectedRange: NSRange(location: location, length: units(start + length) - location))
        }
    }

    /// A `UIKey` from SDL's keycode (a Unicode code point for printable keys), scancode (the HID usage)
    /// and modifier bits.
    static func key(keycode: Int32, scancode: Int32, modifiers: UInt16) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if modifiers & 0x0003 != 0 { flags.insert(.shift) }
        if modifiers & 0x00C0 != 0 { flags.insert(.control) }
        if modifiers & 0x0300 != 0 { flags.insert(.alternate) }
        if modifiers & 0x0C00 != 0 { flags.insert(.command) }
        if modifiers & 0x2000 != 0 { flags.insert(.alphaShift) }
        var text = ""
        if keycode >= 32, keycode < 0x4000_0000, let scalar = Unicode.Scalar(UInt32(keycode)), keycode != 127 {
            text = String(Character(scalar))
        } else if keycode == 13 {
            text = "\r"
        } else if keycode == 9 {
            text = "\t"
        }
        let shown = flags.contains(.shift) ? text.uppercased() : text
        return UIKey(keyCode: UIKeyboardHIDUsage(rawValue: Int(scancode)) ?? .keyboardErrorUndefined, characters: shown,
                     charactersIgnoringModifiers: text, modifierFlags: flags)
    }
}
