import Foundation

/// A timer synchronized with the display refresh, as Core Animation's `CADisplayLink`.
///
/// Selectors do not exist on Linux: the documented replacement for `init(target:selector:)` is a
/// closure, `CADisplayLink(handler:)`, called with the link once per display refresh (by the run loop's
/// frame step, after the main queue and before layout) while the link is added to a run loop and not
/// paused. Timestamps are media times (`CACurrentMediaTime()`, the host's clock: virtual in headless
/// runs). Like Apple's, an added link is retained by the run loop until `invalidate()`; `remove(from:forMode:)`
/// with the last mode it was added for also stops it.
///
/// Deviation: main-actor isolated; the run loop and mode arguments only count registrations (every
/// link runs on the main run loop's frame step, in every mode).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The closure that replaces Apple's target and selector.
    @preconcurrency private let handler: @MainActor (CADisplayLink) -> Void
    /// The frame callback while added.
    private var token: FrameTick.Token?
    /// The modes the link was added for.
    private var modes: Set<String> = []
    /// The timestamp of the last call to the handler.
    private var lastFired: CFTimeInterval?

    /// Creates a link that calls `handler` on each display refresh once added to a run loop.
    @preconcurrency public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The media time of the frame being prepared when the handler runs (the last frame displayed).
    /// 0 before the first call.
    open private(set) var timestamp: CFTimeInterval = 0

    /// The media time of the next frame: `timestamp + duration`. 0 before the first call.
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between calls: the display's refresh interval (times the frames skipped to honour a lower
    /// preferred rate). 0 before the first call.
    open private(set) var duration: CFTimeInterval = 0

    /// Whether calls are suspended. Default `false`.
    open var isPaused = false

    /// The rate wanted, in frames per second; 0 (the default) means the display's rate. Lower rates skip
    /// frames (the handler runs at most that often).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(max(newValue, 0)), preferred: Float(max(newValue, 0))) }
    }

    /// The range of rates wanted; its preferred (else maximum) rate is used as `preferredFramesPerSecond`.
    /// Default `.default` (the display's rate).
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The largest refresh rate the display offers (the display interval's inverse), as on iOS 15.
    open var maximumFramesPerSecond: Int {
        duration > 0 ? Int((1 / duration).rounded()) : 120
    }

    /// Starts calling the handler on each frame (the run loop and mode are recorded; see the type's notes).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode.rawValue)
        guard token == nil else { return }
        token = FrameTick.add(wantsFrames: { [unowned self] in !self.isPaused },
                              fire: { [self] time, frameDuration in self.fire(at: time, frameDuration: frameDuration) })
    }

    /// Stops calls for `mode`; when no mode is left the link stops (and is released by the run loop).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode.rawValue)
        if modes.isEmpty { stop() }
    }

    /// Stops the link for good and releases the run loop's reference.
    open func invalidate() {
        modes.removeAll()
        stop()
    }

    private func stop() {
        if let token { FrameTick.remove(token) }
        token = nil
    }

    /// One display refresh at media time `time`.
    private func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused else { return }
        let rate = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        var interval = frameDuration
        if rate > 0, frameDuration > 0 {
            let skip = max(1, (1 / rate / frameDuration).rounded())
            interval = skip * frameDuration
            if let lastFired, time - lastFired < interval - frameDuration / 2 { return }
        }
        lastFired = time
        timestamp = time
        duration = interval
        targetTimestamp = time + interval
        handler(self)
    }
}
