import Foundation

/// Runs UIKit in a desktop window through SDL2: the screen is the window's content, frames are rendered
/// with `ScreenRenderer` and only the damaged pixels are uploaded. Not public API yet: the Gallery uses it
/// until `UIApplicationMain` arrives with the event system.
///
/// The scale is explicit (SDL on X11 has no HiDPI): the window is `size × scale` pixels. Resizing the
/// window resizes the screen and its full-screen windows.
@MainActor
@_spi(OpenUIKitHost)
public final class SDLWindowHost {
    /// The screen the window shows.
    public let screen: UIScreen
    let renderer: ScreenRenderer
    let window: SDLWindow
    /// Called for each key pressed (SDL keycode), until keyboard events reach responders.
    public var onKeyDown: ((Int32) -> Void)?
    private var running = false

    /// Opens a window showing a screen of `size` points at `scale`; `nil` when no display is available.
    public init?(title: String, size: CGSize, scale: CGFloat) {
        guard let window = SDLWindow(title: title, pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale)) else {
            return nil
        }
        self.window = window
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        UIScreen.main = screen
        renderer = ScreenRenderer(screen: screen)
    }

    /// The SDL video driver in use (`x11`, `wayland`, `dummy`, ...).
    public var videoDriver: String { window.videoDriver }

    /// Shows `viewController` in a key window filling the screen.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let uiWindow = UIWindow(frame: screen.bounds)
        uiWindow.rootViewController = viewController
        uiWindow.makeKeyAndVisible()
        return uiWindow
    }

    /// Sets the window title.
    public func setTitle(_ title: String) { window.setTitle(title) }

    /// Runs frames until the window is closed or `stop()` is called: pumps SDL events, runs the main
    /// queue and timers, renders, and presents the damaged pixels. Idles (waiting for events up to one
    /// frame) when nothing changes.
    public func run() {
        running = true
        renderer.invalidate()
        while running {
            for event in window.pollEvents(timeoutMilliseconds: 8) { handle(event) }
            _ = RunLoop.main.run(mode: .default, before: Date())
            present(renderer.renderFrame())
        }
        window.close()
    }

    /// Ends `run()` after the current frame.
    public func stop() { running = false }

    /// Renders and presents one frame without waiting (for window tests).
    public func step() {
        for event in window.pollEvents(timeoutMilliseconds: 0) { handle(event) }
        present(renderer.renderFrame())
    }

    private func present(_ damage: CGRect?) {
        guard let damage, let pixels = renderer.target.data else { return }
        window.present(pixels: UnsafeRawPointer(pixels), bytesPerRow: renderer.target.bytesPerRow, dirty: damage)
    }

    private func handle(_ event: SDLWindow.Event) {
        switch event {
        case .quit:
            running = false
        case .resized(let width, let height):
            window.resize(pixelWidth: width, pixelHeight: height)
            renderer.resize(to: CGSize(width: CGFloat(width) / screen.scale, height: CGFloat(height) / screen.scale), scale: screen.scale)
        case .exposed:
            renderer.invalidate()
        case .keyDown(let keycode, _, _, _, _):
            onKeyDown?(keycode)
        default:
            break
        }
    }
}
