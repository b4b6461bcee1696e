@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// One display refresh, in UIKit's order, shared by the window host and the headless host. Not public API.
///
/// The host pumps its input into `input` first (steps 1–2 of the frame path in docs/ARCHITECTURE.md: events become
/// `UIEvent`s and are dispatched at once); `runFrame(at:)` then does steps 3–5: the main queue and
/// run-loop timers, display-link and animation callbacks (`FrameTick`), the layout pass, and compositing.
/// Work a later step causes in an earlier one (an animation started during layout) waits for the next frame.
@MainActor
@_spi(OpenUIKitHost)
public final class FrameLoop {
    /// The renderer of the screen.
    public let renderer: ScreenRenderer
    /// The input source hosts feed.
    public let input = HostInput()
    /// The display's refresh interval (1/120 s by default).
    public var frameDuration: TimeInterval = 1.0 / 120

    /// Creates a frame loop for `screen`.
    public init(screen: UIScreen) {
        renderer = ScreenRenderer(screen: screen)
    }

    /// Runs one frame at media time `now` and returns the repainted pixel rectangle (`nil`: unchanged).
    /// - Complexity: O(1) beyond the queued work, callbacks and changed layers.
    @discardableResult
    public func runFrame(at now: TimeInterval) -> CGRect? {
        _ = RunLoop.main.run(mode: .default, before: Date())
        FrameTick.fire(timestamp: now, frameDuration: frameDuration)
        return renderer.renderFrame()
    }

    /// Whether anything still wants frames: running animations, display links, or layout/display work.
    public var hasPendingWork: Bool { FrameTick.isActive }
}
