/// Runs an action on the main actor when it is released: a `@preconcurrency` UIKit class holds one in a
/// stored property for cleanup that must touch main-actor state when the object goes away (a window taking
/// its layer off the screen), because its own deinitialiser stays nonisolated as Apple's `dealloc` is, so a
/// subclass may write a plain `deinit` (Swift rejects a nonisolated `deinit` that overrides an isolated one).
/// Not public API.
@MainActor
final class MainActorReleaseAction {
    private let action: @MainActor () -> Void

    /// Remembers `action` for the moment this object is released.
    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    isolated deinit { action() }
}
