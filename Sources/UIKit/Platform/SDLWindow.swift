import CSDL2
import Foundation

/// The SDL2 window behind `SDLWindowHost`: a window, a renderer and a streaming texture that frames are
/// uploaded to. The only file (with the host) that calls SDL.
///
/// HiDPI: SDL on X11 ignores `SDL_WINDOW_ALLOW_HIGHDPI`, so the scale is chosen explicitly: the window
/// is `points × scale` pixels and mouse positions are divided by the scale. The host sizes and places the
/// window within the display's usable bounds (`usableDisplayBounds()`).
@MainActor
final class SDLWindow {
    /// Events the host understands, converted from SDL's at the pump so no SDL type leaks out.
    enum Event: Sendable, Equatable {
        /// The user asked to close the window.
        case quit
        /// The window's drawable size changed to this many pixels.
        case resized(width: Int, height: Int)
        /// A mouse button went down at a pixel position.
        case mouseDown(x: Double, y: Double, button: Int, clicks: Int, timestamp: Double)
        /// The mouse moved to a pixel position, with the pressed-buttons mask.
        case mouseMoved(x: Double, y: Double, buttons: UInt32, timestamp: Double)
        /// A mouse button went up at a pixel position.
        case mouseUp(x: Double, y: Double, button: Int, timestamp: Double)
        /// A wheel turned; `preciseX/Y` are SDL's fractional deltas (trackpads), SDL's signs.
        case wheel(dx: Double, dy: Double, mouseX: Double, mouseY: Double, timestamp: Double)
        /// A key went down (SDL keycode, scancode, modifiers, repeat flag).
        case keyDown(keycode: Int32, scancode: Int32, modifiers: UInt16, isRepeat: Bool, timestamp: Double)
        /// A key went up.
        case keyUp(keycode: Int32, scancode: Int32, modifiers: UInt16, timestamp: Double)
        /// Text was typed or committed by an input method (UTF-8; `SDL_TEXTINPUT`).
        case text(String)
        /// An input method's composition changed (`SDL_TEXTEDITING`): the text being composed and the
        /// selection in it, in code points.
        case editing(text: String, start: Int, length: Int)
        /// The window needs repainting (exposed).
        case exposed
    }

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int

    /// Starts SDL's video subsystem (reference counted: each window's `close()` ends one start); false
    /// when SDL has no usable video driver.
    static func startVideo() -> Bool {
        SDLWindow.selectUTF8CharacterType()
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        return SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0
    }

    /// The first display's usable bounds in pixels (without panels and docks), or nil. Needs `startVideo()`.
    static func usableDisplayBounds() -> CGRect? {
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return CGRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
    }

    /// The first display's diagonal dots per inch as the display reports them, or nil. Needs `startVideo()`.
    static func displayDPI() -> CGFloat? {
        var diagonal: Float = 0, horizontal: Float = 0, vertical: Float = 0
        guard SDL_GetDisplayDPI(0, &diagonal, &horizontal, &vertical) == 0, horizontal > 0 else { return nil }
        return CGFloat(horizontal)
    }

    /// Opens a window of `frame.size` pixels at `frame.origin` (screen pixels; nil: where the window
    /// manager likes) titled `title`; `nil` when SDL has no usable video driver. Starts SDL's video.
    init?(title: String, frame: CGRect, at origin: CGPoint?) {
        guard SDLWindow.startVideo() else { return nil }
        let pixelWidth = Int(frame.width), pixelHeight = Int(frame.height)
        let undefinedPosition = Int32(0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED: a macro Swift cannot import
        let x = origin.map { Int32($0.x) } ?? undefinedPosition, y = origin.map { Int32($0.y) } ?? undefinedPosition
        guard let window = SDL_CreateWindow(title, x, y, Int32(pixelWidth), Int32(pixelHeight),
                                            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue) else {
            SDL_Quit()
            return nil
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
              let texture = SDLWindow.makeTexture(renderer, pixelWidth, pixelHeight) else {
            SDL_DestroyWindow(window)
            SDL_Quit()
            return nil
        }
        self.window = window
        self.renderer = renderer
        self.texture = texture
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The window's position and size in screen pixels, as SDL reports them.
    var frameInPixels: CGRect {
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &w, &h)
        return CGRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    private static func makeTexture(_ renderer: OpaquePointer, _ w: Int, _ h: Int) -> OpaquePointer? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
    }

    /// Recreates the texture for a new pixel size.
    func resize(pixelWidth: Int, pixelHeight: Int) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth != self.pixelWidth || pixelHeight != self.pixelHeight,
              let newTexture = SDLWindow.makeTexture(renderer, pixelWidth, pixelHeight) else { return }
        SDL_DestroyTexture(texture)
        texture = newTexture
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Uploads the pixels in `rect` (in pixels) from `pixels` (premultiplied BGRA rows `bytesPerRow` apart,
    /// the same layout as SDL's ARGB8888) and presents the frame.
    /// - Complexity: O(pixels in `rect`) for the upload.
    func present(pixels: UnsafeRawPointer, bytesPerRow: Int, dirty rect: CGRect?) {
        if let rect {
            let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
            if !r.isNull, r.width > 0, r.height > 0 {
                var sdlRect = SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
                let start = pixels + Int(r.minY) * bytesPerRow + Int(r.minX) * 4
                SDL_UpdateTexture(texture, &sdlRect, start, Int32(bytesPerRow))
            }
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Sets the window title (UTF-8; X11 gets `WM_NAME` in the locale's encoding and `_NET_WM_NAME`).
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    // MARK: Window icon

    /// Shows `icon` as the window's icon (task bar, window switcher): an RGBA surface over its bytes
    /// (`SDL_PIXELFORMAT_ABGR8888` is R, G, B, A in memory on little-endian machines), which SDL copies.
    func setIcon(_ icon: WindowIcon.Pixels) {
        var bytes = icon.rgba
        bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(icon.width), Int32(icon.height), 32,
                                                                   Int32(icon.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue) else { return }
            SDL_SetWindowIcon(window, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// The window title, as SDL holds it.
    var title: String { SDL_GetWindowTitle(window).map { String(cString: $0) } ?? "" }

    /// Makes the C library's character type UTF-8 before SDL opens the display: X11 converts titles from
    /// it (`XmbTextListToTextProperty` for `WM_NAME`; SDL sets `_NET_WM_NAME` only when that conversion
    /// succeeds), and a process starts in the "C" locale (ASCII) until it calls `setlocale`. Takes the
    /// environment's character type when it is UTF-8, else C.UTF-8 (present on every glibc system).
    /// Only `LC_CTYPE` changes: numbers and dates keep their formats.
    static func selectUTF8CharacterType() {
        func isUTF8() -> Bool {
            let codeset = String(cString: nl_langinfo(nl_item(CODESET))).lowercased()
            return codeset == "utf-8" || codeset == "utf8"
        }
        if isUTF8() { return }
        if setlocale(LC_CTYPE, "") != nil, isUTF8() { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil && isUTF8() { return }
    }

    /// Takes every pending event, waiting up to `timeoutMilliseconds` for the first one.
    func pollEvents(timeoutMilliseconds: Int32) -> [Event] {
        var events: [Event] = []
        var e = SDL_Event()
        var got = timeoutMilliseconds > 0 ? SDL_WaitEventTimeout(&e, timeoutMilliseconds) : SDL_PollEvent(&e)
        while got != 0 {
            if let converted = convert(e) { events.append(converted) }
            got = SDL_PollEvent(&e)
        }
        return events
    }

    /// Puts an event on SDL's own queue (built as SDL builds it), so a window test exercises the whole
    /// input path: SDL's queue, `pollEvents`, the host's conversion and UIKit's dispatch.
    func pushSynthetic(_ event: Event) {
        var e = SDL_Event()
        let windowID = SDL_GetWindowID(window)
        switch event {
        case .quit:
            e.type = SDL_QUIT.rawValue
        case .mouseDown(let x, let y, let button, let clicks, _):
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.windowID = windowID
            e.button.button = UInt8(button)
            e.button.state = UInt8(SDL_PRESSED)
            e.button.clicks = UInt8(max(1, clicks))
            e.button.x = Int32(x)
            e.button.y = Int32(y)
        case .mouseUp(let x, let y, let button, _):
            e.type = SDL_MOUSEBUTTONUP.rawValue
            e.button.windowID = windowID
            e.button.button = UInt8(button)
            e.button.state = UInt8(SDL_RELEASED)
            e.button.clicks = 1
            e.button.x = Int32(x)
            e.button.y = Int32(y)
        case .mouseMoved(let x, let y, let buttons, _):
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.windowID = windowID
            e.motion.state = buttons
            e.motion.x = Int32(x)
            e.motion.y = Int32(y)
        case .wheel(let dx, let dy, _, _, _):
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.windowID = windowID
            e.wheel.x = Int32(dx.rounded())
            e.wheel.y = Int32(dy.rounded())
            e.wheel.preciseX = Float(dx)
            e.wheel.preciseY = Float(dy)
            e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        case .keyDown(let keycode, let scancode, let modifiers, let isRepeat, _):
            e.type = SDL_KEYDOWN.rawValue
            e.key.windowID = windowID
            e.key.state = UInt8(SDL_PRESSED)
            e.key.repeat = isRepeat ? 1 : 0
            e.key.keysym.sym = keycode
            e.key.keysym.scancode = SDL_Scancode(rawValue: UInt32(scancode))
            e.key.keysym.mod = modifiers
        case .keyUp(let keycode, let scancode, let modifiers, _):
            e.type = SDL_KEYUP.rawValue
            e.key.windowID = windowID
            e.key.state = UInt8(SDL_RELEASED)
            e.key.keysym.sym = keycode
            e.key.keysym.scancode = SDL_Scancode(rawValue: UInt32(scancode))
            e.key.keysym.mod = modifiers
        case .text(let text):
            e.type = SDL_TEXTINPUT.rawValue
            e.text.windowID = windowID
            SDLWindow.copy(text, into: &e.text.text)
        case .editing(let text, let start, let length):
            e.type = SDL_TEXTEDITING.rawValue
            e.edit.windowID = windowID
            e.edit.start = Int32(start)
            e.edit.length = Int32(length)
            SDLWindow.copy(text, into: &e.edit.text)
        case .resized, .exposed:
            return
        }
        SDL_PushEvent(&e)
    }

    private func convert(_ e: SDL_Event) -> Event? {
        let seconds = Double(e.common.timestamp) / 1000
        switch SDL_EventType(e.type) {
        case SDL_QUIT: return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                return .resized(width: Int(e.window.data1), height: Int(e.window.data2))
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            default: return nil
            }
        case SDL_MOUSEBUTTONDOWN:
            return .mouseDown(x: Double(e.button.x), y: Double(e.button.y), button: Int(e.button.button),
                              clicks: Int(e.button.clicks), timestamp: seconds)
        case SDL_MOUSEBUTTONUP:
            return .mouseUp(x: Double(e.button.x), y: Double(e.button.y), button: Int(e.button.button), timestamp: seconds)
        case SDL_MOUSEMOTION:
            return .mouseMoved(x: Double(e.motion.x), y: Double(e.motion.y), buttons: e.motion.state, timestamp: seconds)
        case SDL_MOUSEWHEEL:
            var mx: Int32 = 0, my: Int32 = 0
            SDL_GetMouseState(&mx, &my)
            let flipped = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            return .wheel(dx: Double(e.wheel.preciseX) * flipped, dy: Double(e.wheel.preciseY) * flipped,
                          mouseX: Double(mx), mouseY: Double(my), timestamp: seconds)
        case SDL_KEYDOWN:
            return .keyDown(keycode: e.key.keysym.sym, scancode: Int32(e.key.keysym.scancode.rawValue),
                            modifiers: e.key.keysym.mod, isRepeat: e.key.repeat != 0, timestamp: seconds)
        case SDL_KEYUP:
            return .keyUp(keycode: e.key.keysym.sym, scancode: Int32(e.key.keysym.scancode.rawValue),
                          modifiers: e.key.keysym.mod, timestamp: seconds)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .text(text)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: e.edit.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .editing(text: text, start: Int(e.edit.start), length: Int(e.edit.length))
        default:
            return nil
        }
    }

    /// Copies `text` as NUL-terminated UTF-8 into a fixed-size C character array (cut at a character
    /// boundary when too long).
    private static func copy<T>(_ text: String, into storage: inout T) {
        withUnsafeMutableBytes(of: &storage) { raw in
            var bytes = Array(text.utf8)
            while bytes.count >= raw.count { bytes.removeLast(); while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() } }
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
            raw[bytes.count] = 0
        }
    }

    // MARK: Text input and clipboard

    /// Starts delivering `SDL_TEXTINPUT`/`SDL_TEXTEDITING` (and shows the input method's window).
    static func startTextInput() { SDL_StartTextInput() }
    /// Stops delivering text events.
    static func stopTextInput() { SDL_StopTextInput() }
    /// Places the input method's candidate window below `rect` (window pixels).
    static func setTextInputRect(_ rect: CGRect) {
        var sdlRect = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(max(1, rect.width)), h: Int32(max(1, rect.height)))
        SDL_SetTextInputRect(&sdlRect)
    }
    /// The desktop clipboard's text, or nil when it holds none.
    static func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        return String(cString: pointer)
    }
    /// Puts `text` on the desktop clipboard.
    static func setClipboardText(_ text: String) { SDL_SetClipboardText(text) }
    /// Hands `url` to the desktop's handler for its scheme (`SDL_OpenURL`); returns whether SDL could.
    static func openURL(_ url: URL) -> Bool { SDL_OpenURL(url.absoluteString) == 0 }

    /// The video driver SDL chose (`x11`, `dummy`, ...).
    var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none" }

    /// Closes the window and shuts SDL down.
    func close() {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }
}
