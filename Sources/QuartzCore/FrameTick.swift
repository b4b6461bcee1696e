import Foundation

/// The per-frame callback list that the run loop fires once per display refresh, after events and
/// before layout: display links and running animations register here. Not public API.
@MainActor
@_spi(OpenUIKitHost)
public enum FrameTick {
    /// A registered callback; remove it with `remove(_:)`.
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    private static var nextID = 0
    private static var callbacks: [(id: Int, epoch: Int, wantsFrames: () -> Bool, fire: (CFTimeInterval, CFTimeInterval) -> Void)] = []
    /// The current host generation; see `beginEpoch()`.
    private static var epoch = 0

    /// Starts a new host generation (each `HeadlessHost` does). Callbacks registered earlier keep firing
    /// but stop counting for `isActive` until `refresh(_:)` says they work for the new host: something left
    /// running by an earlier host's objects (whose deadlines were set on that host's clock) must not keep a
    /// fresh host from going idle.
    public static func beginEpoch() { epoch += 1 }

    /// Marks a long-lived callback (a shared timer list, the animation engine) as working for the current
    /// host generation; call it whenever new work is scheduled on it.
    public static func refresh(_ token: Token) {
        if let index = callbacks.firstIndex(where: { $0.id == token.id }) { callbacks[index].epoch = epoch }
    }

    /// Adds `fire(timestamp, frameDuration)`, called every frame; `wantsFrames` tells the run loop whether
    /// the callback still needs frames (an idle display link or finished animation says no), so a headless
    /// `runUntilIdle` knows when to stop.
    public static func add(wantsFrames: @escaping () -> Bool, fire: @escaping (CFTimeInterval, CFTimeInterval) -> Void) -> Token {
        nextID += 1
        callbacks.append((nextID, epoch, wantsFrames, fire))
        return Token(id: nextID)
    }

    /// Removes a callback; safe during `fire`.
    public static func remove(_ token: Token) {
        callbacks.removeAll { $0.id == token.id }
    }

    /// Fires every callback registered before this call, in registration order.
    /// - Complexity: O(callbacks).
    public static func fire(timestamp: CFTimeInterval, frameDuration: CFTimeInterval) {
        let current = callbacks
        for callback in current where callbacks.contains(where: { $0.id == callback.id }) {
            callback.fire(timestamp, frameDuration)
        }
    }

    /// Whether any callback of the current host generation still wants frames.
    public static var isActive: Bool { callbacks.contains { $0.epoch == epoch && $0.wantsFrames() } }
}
