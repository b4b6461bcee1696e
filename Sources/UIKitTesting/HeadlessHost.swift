@_spi(OpenUIKitHost) import UIKit
import Foundation

/// Runs UIKit code without a display: a screen of a chosen size and scale, windows, and frames rendered
/// into memory, for tests, benchmarks and the Gallery's PNG output.
///
///     let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)  // UIScreen.main matches it
///     let window = host.show(viewController)   // key window filling the screen; layout and first frame done
///     let image = host.snapshot()              // CGImage of the screen
///     try host.writePNG(to: url)
///
/// Creating a host makes its screen `UIScreen.main`; create windows after the host.
@MainActor
public final class HeadlessHost {
    /// The screen this host renders.
    public let screen: UIScreen
    /// The renderer that draws the screen's frames.
    let renderer: ScreenRenderer
    /// The windows shown through `show(_:)`, front last.
    public private(set) var windows: [UIWindow] = []

    /// Creates a headless screen of `size` points at `scale` pixels per point. `safeAreaInsets` are the
    /// screen edges' unsafe areas given to shown windows (zero by default, as for a desktop window; use
    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for an iPhone 14 in portrait).
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        UIScreen.main = screen
        renderer = ScreenRenderer(screen: screen)
        self.safeAreaInsets = safeAreaInsets
    }

    /// The safe-area insets of the screen's edges, applied to windows this host shows.
    public var safeAreaInsets: UIEdgeInsets {
        didSet { for window in windows { window.windowSafeAreaInsets = safeAreaInsets } }
    }

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

    /// Runs one frame (layout, display, compositing) and returns the repainted pixel rectangle, or `nil`
    /// when nothing changed.
    @discardableResult
    public func renderFrame() -> CGRect? { renderer.renderFrame() }

    /// What the last frame did: how many layers drew, how many were visited, whether it was a full repaint.
    public var lastFrameStatistics: (displayedLayers: Int, visitedLayers: Int, fullRedraw: Bool) {
        renderer.lastFrameStatistics
    }

    /// The screen as an image, `size × scale` pixels, after rendering any pending frame.
    public func snapshot() -> CGImage { renderer.snapshot() }

    /// Writes the screen as a PNG file.
    /// - Throws: `HeadlessHostError.cannotEncode` or the file system's error, naming the file.
    public func writePNG(to url: URL) throws {
        guard let data = snapshot().pngData() else { throw HeadlessHostError.cannotEncode(url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
