@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// A small frame-driven interpolation for control visuals (switch thumbs, slider thumbs): calls `update`
/// with the eased progress 0...1 once per display refresh on the host's clock (`FrameTick`), until the
/// duration has passed. Controls animate with it until the view-animation system arrives. Not public API.
@MainActor
final class ControlAnimation {
    private var token: FrameTick.Token?
    private var start: CFTimeInterval?
    private let duration: CFTimeInterval
    private let update: (CGFloat) -> Void

    /// Starts an animation of `duration` seconds; `update(progress)` runs each frame with an ease-in-out
    /// progress and last with exactly 1.
    init(duration: CFTimeInterval, update: @escaping (CGFloat) -> Void) {
        self.duration = duration
        self.update = update
        token = FrameTick.add(wantsFrames: { [weak self] in self?.token != nil }, fire: { [weak self] now, _ in
            self?.step(now)
        })
    }

    /// Unregisters from the frame clock when the control that owns the animation goes away mid-run.
    isolated deinit { cancel() }

    /// Whether the animation still runs.
    var isRunning: Bool { token != nil }

    /// Stops without a final update.
    func cancel() {
        if let token { FrameTick.remove(token) }
        token = nil
    }

    /// Jumps to the end (progress 1) and stops.
    func finish() {
        guard isRunning else { return }
        cancel()
        update(1)
    }

    private func step(_ now: CFTimeInterval) {
        let begin = start ?? now
        start = begin
        let t = duration > 0 ? min(1, max(0, (now - begin) / duration)) : 1
        if t >= 1 {
            finish()
        } else {
            let eased = t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
            update(CGFloat(eased))
        }
    }
}
