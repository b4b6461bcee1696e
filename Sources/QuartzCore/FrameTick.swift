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
    private static var callbacks: [(id: Int, wantsFrames: () -> Bool, fire: (CFTimeInterval, CFTimeInterval) -> Void)] = []

    /// The current host generation: 0 for the app's one window host; each `HeadlessHost` starts a new one.
    /// Process-wide registrants (the animation engine, gesture timers) compare it with the generation they
    /// last registered in and forget the previous generation's work when it changed.
    public private(set) static var epoch = 0

    /// Starts a new host generation (each `HeadlessHost` does) and drops every callback registered
    /// before: objects left over from an earlier host (a display link nobody invalidated, a scroll view
    /// still decelerating, animations whose deadlines were set on that host's clock) neither fire nor keep
    /// the new host from going idle, and cannot start new work under it. Objects that run per-frame work
    /// must therefore be created after their host, as `HeadlessHost` documents.
    /// - Complexity: O(callbacks).
    public static func beginEpoch() {
        epoch += 1
        callbacks.removeAll()
    }

    /// Adds `fire(timestamp, frameDuration)`, called every frame; `wantsFrames` tells the run loop whether
    /// the callback still needs frames (an idle display link or finished animation says no), so a headless
    /// `runUntilIdle` knows when to stop.
    public static func add(wantsFrames: @escaping () -> Bool, fire: @escaping (CFTimeInterval, CFTimeInterval) -> Void) -> Token {
        nextID += 1
        callbacks.append((nextID, wantsFrames, fire))
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

    /// Whether any callback still wants frames.
    public static var isActive: Bool { callbacks.contains { $0.wantsFrames() } }
}
