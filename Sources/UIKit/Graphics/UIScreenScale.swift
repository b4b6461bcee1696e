import Foundation

/// The main screen's scale as the graphics functions see it: what a scale of `0` means in
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, what `UIGraphicsImageRendererFormat.preferred()` uses and
/// which `@2x`/`@3x` variant `UIImage(named:)` prefers.
///
/// Internal hook: `UIScreen` (or the headless host) sets `UIScreenScale.current` when the screen's scale is
/// known. It defaults to 1. Reads and writes are thread-safe, because UIKit's graphics functions and
/// `UIImage(named:)` may be called from any thread, as on iOS.
enum UIScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storage: CGFloat = 1

    /// The scale in pixels per point (1, 2 or 3); values that are not finite and positive are ignored.
    static var current: CGFloat {
        get { lock.withLock { storage } }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            lock.withLock { storage = newValue }
        }
    }
}
