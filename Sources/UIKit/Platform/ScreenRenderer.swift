@_spi(OpenUIKitBackend) import QuartzCore
@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Renders a screen's windows into a pixel surface, one frame at a time, for both platform hosts (the SDL
/// window and `HeadlessHost`). Not public API.
///
/// One frame, in UIKit's order (docs/ARCHITECTURE.md, "one frame"): the layout pass runs
/// `layoutSubviews` on every view that needs it, top-down; then the compositor displays layers whose
/// contents are stale (views' `draw(_:)`) and repaints only the damaged pixels.
@MainActor
@_spi(OpenUIKitHost)
public final class ScreenRenderer {
    /// The screen rendered.
    public let screen: UIScreen
    /// The frame's pixels: premultiplied BGRA, `screen.nativeBounds` in size, y-down.
    public private(set) var target: CGContext
    private let compositor = LayerCompositor()

    /// Creates a renderer with a transparent target of the screen's pixel size.
    public init(screen: UIScreen) {
        self.screen = screen
        target = ScreenRenderer.makeTarget(for: screen)
        compositor.commitsLayers = true  // Animation hook: the screen's frames commit layers (see LayerCompositor).
    }

    private static func makeTarget(for screen: UIScreen) -> CGContext {
        let pixels = screen.nativeBounds
        let width = max(1, Int(pixels.width.rounded(.up))), height = max(1, Int(pixels.height.rounded(.up)))
        guard let context = CGContext.makeTopDown(width: width, height: height) else {
            fatalError("OpenUIKit: cannot create a \(width)×\(height) frame buffer for the screen")
        }
        return context
    }

    /// Resizes the screen (a resized desktop window): new pixel surface, windows follow the screen bounds
    /// when they filled it, and the next frame repaints everything.
    public func resize(to size: CGSize, scale: CGFloat) {
        let old = screen.bounds
        let filling = UIWindow.allWindows.filter { $0.frame == old }
        screen.update(size: size, scale: scale)
        target = ScreenRenderer.makeTarget(for: screen)
        // Root view controllers hear of the new size first (viewWillTransition(to:with:)); see UIWindow.transition(to:).
        for window in filling { window.transition(to: screen.bounds) }
        compositor.invalidate()
    }

    /// Runs one frame: layout, display of stale contents, compositing of the damage. Returns the
    /// repainted pixel rectangle, or `nil` when nothing changed (the previous frame is still valid).
    /// - Complexity: O(1) when nothing changed; otherwise proportional to the changed layers and the
    ///   damaged area (see `LayerCompositor`).
    @discardableResult
    public func renderFrame() -> CGRect? {
        if TraitUpdates.hasPending { TraitUpdates.flush() }
        for window in UIWindow.allWindows where !window.isHidden { window.layoutIfNeeded() }
        return compositor.render(screen.rootLayer, into: target, scale: screen.scale)
    }

    /// Forgets the previous frame: the next one repaints everything.
    public func invalidate() { compositor.invalidate() }

    /// The current frame as an image (renders a pending frame first).
    public func snapshot() -> CGImage {
        renderFrame()
        guard let image = target.makeImage() else {
            fatalError("OpenUIKit: cannot copy the \(target.width)×\(target.height) frame buffer")
        }
        return image
    }

    /// How much work the last frame did (layers displayed and visited, full or partial repaint).
    public var lastFrameStatistics: (displayedLayers: Int, visitedLayers: Int, fullRedraw: Bool) {
        let s = compositor.statistics
        return (s.displayedLayers, s.visitedLayers, s.fullRedraw)
    }
}
