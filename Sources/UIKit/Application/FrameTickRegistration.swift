@_spi(OpenUIKitHost) import QuartzCore

/// A per-frame callback registered with `FrameTick` for as long as this object lives: releasing it (or
/// calling `cancel()`) unregisters the callback. Views that run frame-driven work (a decelerating scroll
/// view, a stepper's autorepeat) hold one instead of a bare token, so their own deinitialiser can stay
/// nonisolated, as a `@preconcurrency` class's must; this object's isolated deinit does the unregistering
/// on the main actor. Not public API.
@MainActor
final class FrameTickRegistration {
    private var token: FrameTick.Token?

    /// Registers `fire(timestamp, frameDuration)` for every frame while `wantsFrames()` says so (see
    /// `FrameTick.add(wantsFrames:fire:)`).
    init(wantsFrames: @escaping () -> Bool, fire: @escaping (CFTimeInterval, CFTimeInterval) -> Void) {
        token = FrameTick.add(wantsFrames: wantsFrames, fire: fire)
    }

    /// Unregisters the callback when the owner lets go without cancelling.
    isolated deinit { cancel() }

    /// Unregisters the callback now; safe to call more than once.
    /// - Complexity: O(registered callbacks).
    func cancel() {
        if let token { FrameTick.remove(token) }
        token = nil
    }
}
