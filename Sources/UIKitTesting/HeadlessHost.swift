@_spi(OpenUIKitHost) import UIKit
@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Runs UIKit code without a display, on a virtual clock: a screen of a chosen size and scale, windows,
/// frames rendered into memory, and input injected as a user would give it. For tests, benchmarks and the
/// Gallery's PNG output.
///
///     let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)  // UIScreen.main matches it
///     let window = host.show(viewController)     // key window filling the screen; layout and first frame done
///     host.tap(at: point)                        // points in window coordinates
///     host.drag(from: a, to: b, duration: 0.25)  // down, moves at the display rate over virtual time, up
///     host.touchDown(at: p); host.touchMove(to: p); host.touchUp()
///     host.scrollWheel(dx: 0, dy: -120, at: p)   // SDL's sign: negative dy = content moves up
///     host.press(.keyboardDownArrow)             // keyboard
///     host.type("Hello, 世界")                    // keystrokes (and committed text for non-ASCII)
///     host.compose("zhong"); host.commit("中")    // input-method composition (marked text) and commit
///     host.advance(by: seconds)                  // display link, animations, deceleration
///     host.runUntilIdle()                        // until nothing animates or is pending (bounded)
///     let image = host.snapshot()                // CGImage of the screen; host.writePNG(to: url)
///
/// Time: `CACurrentMediaTime()`, event timestamps, display links and animations all read the host's
/// virtual clock, which only moves in `advance(by:)` (and the steps of `drag`/`tap`), one display
/// refresh (`frameDuration`, 1/120 s) at a time, so runs are exact. UIKit's own deadlines (long press,
/// double-tap pause, stepper autorepeat, scroll indicator fades) are on this clock too.
///
/// Deviation: Foundation `Timer`s and `DispatchQueue.main.asyncAfter` keep wall-clock time. In a process
/// whose main thread runs the frames (an app, the Gallery's PNG mode) each frame drains the main queue and
/// fires due run-loop timers. Under Swift Testing on Linux the main actor runs on a dispatch worker (the
/// main thread has gone into `dispatchMain()`), so a frame cannot drain the main queue: a block queued with
/// `DispatchQueue.main.async` runs when the test yields (`await Task.yield()` in an `async` test), and
/// `RunLoop.main` timers do not fire at all.
///
/// Creating a host makes its screen `UIScreen.main`, installs its clock and ends every earlier host's
/// per-frame work (display links, animations, deceleration, gesture timers), so that nothing one test left
/// running reaches the next: create windows, views and display links after their host.
@MainActor
public final class HeadlessHost {
    /// The screen this host renders.
    public let screen: UIScreen
    /// The frame loop: renderer and input.
    let loop: FrameLoop
    /// The windows shown through `show(_:)`, front last.
    public private(set) var windows: [UIWindow] = []
    /// The virtual media time, in seconds (starts at 1).
    public private(set) var currentTime: TimeInterval = 1
    /// The last touch position, for `touchUp()`.
    private var touchLocation: CGPoint?

    /// Creates a headless screen of `size` points at `scale` pixels per point. `safeAreaInsets` are the
    /// screen edges' unsafe areas given to shown windows (zero by default, as for a desktop window; use
    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for an iPhone 14 in portrait).
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        UIScreen.main = screen
        loop = FrameLoop(screen: screen)
        self.safeAreaInsets = safeAreaInsets
        let clock = VirtualClock(time: currentTime)
        self.clock = clock
        MediaClock.install { clock.time }
        FrameTick.beginEpoch()
        HostAppearance.reload()
        installURLRecorder()
    }

    // MARK: Opened URLs

    /// The URLs the app opened (`UIApplication.shared.open(_:options:completionHandler:)`, a tapped link
    /// in a text view) since this host was created, in order: headless, nothing is launched.
    public private(set) var openedURLs: [URL] = []

    private func installURLRecorder() {
        UIApplication.urlOpener = { [weak self] url in
            guard let self else { return false }
            openedURLs.append(url)
            return true
        }
    }

    // MARK: Appearance (the settings a device's Settings app changes)

    /// The system-wide interface style the screen reports (light unless `OPENUIKIT_APPEARANCE` says
    /// otherwise); setting it is the user switching dark mode on or off: every window's traits update
    /// before the next frame's layout, and views using dynamic colours redraw.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { HostAppearance.style }
        set { HostAppearance.style = newValue }
    }

    /// The system-wide Dynamic Type size (`.large` unless `OPENUIKIT_CONTENT_SIZE` says otherwise);
    /// setting it posts `UIContentSizeCategory.didChangeNotification`, as the Settings app's change does.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { HostAppearance.contentSizeCategory }
        set { UIApplication.shared.setPreferredContentSizeCategory(newValue) }
    }

    /// The system-wide contrast setting (Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast {
        get { HostAppearance.contrast }
        set { HostAppearance.contrast = newValue }
    }

    /// The app's layout direction (right to left for Arabic or Hebrew).
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { HostAppearance.layoutDirection }
        set { HostAppearance.layoutDirection = newValue }
    }

    /// Resizes the screen and the windows that fill it (a rotation, or a resized desktop window) to
    /// `size` points at `scale` (the current scale when nil), as the SDL host does when its window
    /// resizes: root view controllers get `viewWillTransition(to:with:)`, size classes follow the new
    /// size, and the next frame lays out and repaints everything. The frame is rendered.
    public func resize(to size: CGSize, scale: CGFloat? = nil) {
        loop.renderer.resize(to: size, scale: scale ?? screen.scale)
        renderFrame()
    }

    private let clock: VirtualClock

    /// The safe-area insets of the screen's edges, applied to windows this host shows.
    public var safeAreaInsets: UIEdgeInsets {
        didSet { for window in windows { window.windowSafeAreaInsets = safeAreaInsets } }
    }

    /// The display refresh interval, 1/120 s by default.
    public var frameDuration: TimeInterval {
        get { loop.frameDuration }
        set { loop.frameDuration = newValue }
    }

    // MARK: Windows and frames

    /// Shows `viewController` in a new key window that fills the screen, then lays out and renders the
    /// first frame, as `makeKeyAndVisible()` followed by the first display refresh does on iOS.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.rootViewController = viewController
        show(window)
        return window
    }

    /// Shows an existing window (made key and visible) and renders a frame.
    public func show(_ window: UIWindow) {
        window.windowSafeAreaInsets = safeAreaInsets
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.makeKeyAndVisible()
        renderFrame()
    }

    /// Runs one frame at the current time without advancing it (main queue, display-link callbacks,
    /// layout, compositing) and returns the repainted pixel rectangle, or `nil` when nothing changed.
    @discardableResult
    public func renderFrame() -> CGRect? { loop.runFrame(at: currentTime) }

    /// Forgets the previous frame, so the next one repaints every pixel (for measuring full redraws).
    public func setNeedsFullRedraw() { loop.renderer.invalidate() }

    /// What the last frame did: how many layers drew, how many were visited, whether it was a full repaint.
    public var lastFrameStatistics: (displayedLayers: Int, visitedLayers: Int, fullRedraw: Bool) {
        loop.renderer.lastFrameStatistics
    }

    /// Advances the virtual clock by `seconds`, one display refresh at a time, running a frame at each.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { renderFrame(); return }
        let end = currentTime + seconds
        while currentTime < end - 1e-9 {
            setTime(min(currentTime + frameDuration, end))
            renderFrame()
        }
    }

    /// Runs frames until nothing animates or waits for frames, at most `limit` seconds of virtual time.
    /// Returns whether it became idle within the limit.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 30) -> Bool {
        let end = currentTime + limit
        renderFrame()
        while loop.hasPendingWork {
            if currentTime >= end { return false }
            advance(by: frameDuration)
        }
        return true
    }

    private func setTime(_ time: TimeInterval) {
        currentTime = time
        clock.time = time
    }

    // MARK: Touches

    /// A finger goes down at `point` (window coordinates of the key window) and a frame runs.
    public func touchDown(at point: CGPoint) {
        touchLocation = point
        loop.input.touchDown(at: screenPoint(point), timestamp: currentTime)
        renderFrame()
    }

    /// The finger moves to `point` and a frame runs.
    public func touchMove(to point: CGPoint) {
        touchLocation = point
        loop.input.touchMove(to: screenPoint(point), timestamp: currentTime)
        renderFrame()
    }

    /// The finger lifts where it is (or at `point`) and a frame runs.
    public func touchUp(at point: CGPoint? = nil) {
        let location = point ?? touchLocation ?? .zero
        touchLocation = nil
        loop.input.touchUp(at: screenPoint(location), timestamp: currentTime)
        renderFrame()
    }

    /// The system cancels the touch.
    public func touchCancel() {
        touchLocation = nil
        loop.input.cancelTouch(timestamp: currentTime)
        renderFrame()
    }

    /// A tap: down, one frame, up, one frame.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        advance(by: frameDuration)
        touchUp(at: point)
        advance(by: frameDuration)
    }

    /// A mouse click: the pointer moves to `point`, its button goes down (an `.indirectPointer` touch,
    /// as the SDL window sends), one frame, up, one frame. A click into a scroll view gives it keyboard
    /// focus (see `UIScrollView.allowsKeyboardScrolling`).
    public func click(at point: CGPoint) {
        movePointer(to: point)
        touchLocation = point
        loop.input.touchDown(at: screenPoint(point), timestamp: currentTime, type: .indirectPointer)
        renderFrame()
        advance(by: frameDuration)
        touchUp(at: point)
        advance(by: frameDuration)
    }

    /// The mouse pointer moves to `point` (window coordinates) with no button down, then a frame: keys
    /// go to the scroll view under it while nothing has keyboard focus.
    public func movePointer(to point: CGPoint) {
        loop.input.pointerMoved(to: screenPoint(point))
        renderFrame()
    }

    /// A drag: down at `start`, moves along a straight line at the display rate over `duration` seconds of
    /// virtual time, up at `end` (without waiting after the last move, so the release keeps its velocity).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) {
        touchDown(at: start)
        let steps = max(1, Int((duration / frameDuration).rounded()))
        for i in 1...steps {
            setTime(currentTime + frameDuration)
            let t = CGFloat(i) / CGFloat(steps)
            let p = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            touchLocation = p
            loop.input.touchMove(to: screenPoint(p), timestamp: currentTime)
            renderFrame()
        }
        touchUp(at: end)
    }

    // MARK: Wheel and keys

    /// A wheel or trackpad scroll of (`dx`, `dy`) points at `point`, with SDL's signs (negative `dy`:
    /// the wheel turned toward the user, content moves up), then a frame. Returns whether something scrolled.
    @discardableResult
    public func scrollWheel(dx: CGFloat, dy: CGFloat, at point: CGPoint) -> Bool {
        let scrolled = loop.input.scroll(dx: dx, dy: dy, at: screenPoint(point), timestamp: currentTime)
        renderFrame()
        return scrolled
    }

    /// Presses and releases a key (with optional characters and modifiers), a frame after each.
    public func press(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
        let key = UIKey(keyCode: keyCode, characters: characters, modifierFlags: modifierFlags)
        press(key)
    }

    /// Presses and releases `key`, a frame after each.
    public func press(_ key: UIKey) {
        loop.input.key(key, isDown: true, timestamp: currentTime)
        renderFrame()
        loop.input.key(key, isDown: false, timestamp: currentTime)
        renderFrame()
    }

    /// Holds `key` down (`isDown`) or releases it, then a frame.
    public func key(_ key: UIKey, isDown: Bool) {
        loop.input.key(key, isDown: isDown, timestamp: currentTime)
        renderFrame()
    }

    // MARK: Typing and input methods

    /// Types `text` one character at a time as keystrokes would, a frame after each key's down and up:
    /// ASCII letters, digits, punctuation and space as their US-layout keys (with Shift for capitals and
    /// shifted symbols), "\n" as Return, "\t" as Tab; any other character (é, 中, emoji) as committed text,
    /// as a compose key or input method delivers it.
    public func type(_ text: String) {
        for character in text {
            if let stroke = HeadlessHost.keystroke(for: character) {
                let characters = stroke.usage == .keyboardReturnOrEnter ? "\r" : String(character)
                press(UIKey(keyCode: stroke.usage, characters: characters, charactersIgnoringModifiers: stroke.unshifted,
                            modifierFlags: stroke.shifted ? .shift : []))
            } else {
                commit(String(character))
            }
        }
    }

    /// An input method's composition: the first responder's marked text becomes `text`, with
    /// `selectedRange` (default: a caret at its end) selected in it, then a frame (SDL's `SDL_TEXTEDITING`).
    /// Empty text cancels the composition.
    public func compose(_ text: String, selectedRange: NSRange? = nil) {
        loop.input.markedText(text, selectedRange: selectedRange ?? NSRange(location: text.utf16.count, length: 0))
        renderFrame()
    }

    /// Committed text (an input method's result, SDL's `SDL_TEXTINPUT`) inserted into the first
    /// responder, replacing any marked text, then a frame.
    public func commit(_ text: String) {
        loop.input.text(text)
        renderFrame()
    }

    /// The US-layout key for an ASCII character: its HID usage, whether Shift is needed, and the key's
    /// unshifted character.
    static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, shifted: Bool, unshifted: String)? {
        guard let ascii = character.asciiValue else { return nil }
        let scalar = Character(Unicode.Scalar(ascii))
        switch scalar {
        case "a"..."z":
            return (UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - 97))!, false, String(scalar))
        case "A"..."Z":
            return (UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - 65))!, true, String(scalar).lowercased())
        case "1"..."9":
            return (UIKeyboardHIDUsage(rawValue: 0x1E + Int(ascii - 49))!, false, String(scalar))
        case "0":
            return (.keyboard0, false, "0")
        case " ": return (.keyboardSpacebar, false, " ")
        case "\n", "\r": return (.keyboardReturnOrEnter, false, "\r")
        case "\t": return (.keyboardTab, false, "\t")
        default:
            let unshifted: [Character: (UIKeyboardHIDUsage, String)] = [
                "-": (.keyboardHyphen, "-"), "=": (.keyboardEqualSign, "="), "[": (.keyboardOpenBracket, "["),
                "]": (.keyboardCloseBracket, "]"), "\\": (.keyboardBackslash, "\\"), ";": (.keyboardSemicolon, ";"),
                "'": (.keyboardQuote, "'"), "`": (.keyboardGraveAccentAndTilde, "`"), ",": (.keyboardComma, ","),
                ".": (.keyboardPeriod, "."), "/": (.keyboardSlash, "/"),
            ]
            if let key = unshifted[scalar] { return (key.0, false, key.1) }
            let shifted: [Character: Character] = [
                "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
                "_": "-", "+": "=", "{": "[", "}": "]", "|": "\\", ":": ";", "\"": "'", "~": "`", "<": ",", ">": ".", "?": "/",
            ]
            if let base = shifted[scalar], let stroke = keystroke(for: base) { return (stroke.usage, true, stroke.unshifted) }
            return nil
        }
    }

    // MARK: Pixels

    /// The screen as an image, `size × scale` pixels, after rendering any pending frame.
    public func snapshot() -> CGImage {
        renderFrame()
        return loop.renderer.snapshot()
    }

    /// Writes the screen as a PNG file.
    /// - Throws: `HeadlessHostError.cannotEncode` or the file system's error, naming the file.
    public func writePNG(to url: URL) throws {
        guard let data = snapshot().pngData() else { throw HeadlessHostError.cannotEncode(url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Window coordinates of the key window → screen coordinates.
    private func screenPoint(_ point: CGPoint) -> CGPoint {
        guard let window = UIApplication.shared.keyWindow ?? windows.last else { return point }
        return CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }
}

/// The virtual time the host's media clock reads.
final class VirtualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: TimeInterval
    init(time: TimeInterval) { storage = time }
    var time: TimeInterval {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
