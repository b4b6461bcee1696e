import Foundation

/// The current media time in seconds: a monotonic clock that animations, display links and event
/// timestamps share, as Core Animation's `CACurrentMediaTime()`.
///
/// Hosts may replace the clock (`MediaClock.install`): the headless host installs a virtual clock, so
/// every animation and timestamp in a test is exact.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now() }

/// The clock behind `CACurrentMediaTime()`. Not public API: platform hosts install their clock here.
@_spi(OpenUIKitHost)
public enum MediaClock {
    nonisolated(unsafe) private static var source: (@Sendable () -> CFTimeInterval)?

    /// The current time of the installed clock, or of the monotonic system clock.
    public static func now() -> CFTimeInterval {
        if let source { return source() }
        return monotonicSeconds()
    }

    /// Makes `clock` the source of media time (`nil` restores the system clock).
    public static func install(_ clock: (@Sendable () -> CFTimeInterval)?) { source = clock }

    /// Seconds of `CLOCK_MONOTONIC`.
    public static func monotonicSeconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}
