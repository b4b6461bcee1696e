import Foundation

/// A running Swift key-path observation, as Foundation's `NSKeyValueObservation`: returned by
/// `observe(_:options:changeHandler:)`, it observes until `invalidate()` is called or it is released.
/// Keep it in a property.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    /// Stops the observation; the scroll view forgets it on its next notification.
    @preconcurrency private let cancel: @MainActor () -> Void
    private var isValid = true

    @preconcurrency init(cancel: @escaping @MainActor () -> Void) {
        self.cancel = cancel
        super.init()
    }

    /// Stops observing. Safe to call more than once and from inside the change handler.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        cancel()
    }

    isolated deinit { invalidate() }
}
