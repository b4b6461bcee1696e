import CSDL2
import Foundation

/// The SDL2 window behind `SDLWindowHost`: a window, a renderer and a streaming texture that frames are
/// uploaded to. The only file (with the host) that calls SDL.
///
/// HiDPI: SDL on X11 ignores `SDL_WINDOW_ALLOW_HIGHDPI`, so the scale is chosen explicitly: the window
/// is `points × scale` pixels and mouse positions are divided by the scale.
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
        /// Text was typed (UTF-8).
        case text(String)
        /// The window needs repainting (exposed).
        case exposed
    }

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int

    /// Opens a window of `pixelWidth × pixelHeight` titled `title`; `nil` when SDL has no usable video driver.
    init?(title: String, pixelWidth: Int, pixelHeight: Int) {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { return nil }
        let undefinedPosition = Int32(0x1FFF_0000)  // SDL_WINDOWPOS_UNDEFINED: a macro Swift cannot import
        guard let window = SDL_CreateWindow(title, undefinedPosition, undefinedPosition, Int32(pixelWidth), Int32(pixelHeight),
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

    /// Sets the window title.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

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

    /// Puts an event on SDL's own queue, as a window test does to prove the whole input path.
    func push(_ event: inout SDL_Event) { SDL_PushEvent(&event) }

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
        default:
            return nil
        }
    }

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
