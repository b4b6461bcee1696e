@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Deadlines recognizers wait for (long-press duration, the pause allowed between taps), driven by the
/// run loop's per-frame `FrameTick` on media time, never wall-clock timers, so headless runs are exact.
/// A deadline fires at the first frame whose time reaches it. Not public API.
@MainActor
final class GestureTimers {
    /// The timers of the process.
    static let shared = GestureTimers()

    private struct Entry {
        let id: Int
        let deadline: TimeInterval
        weak var owner: UIGestureRecognizer?
        let fire: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private var tick: FrameTick.Token?
    /// The host generation (`FrameTick.epoch`) the timers belong to.
    private var epoch = 0

    /// Runs `fire` at the first frame at or after media time `deadline`, unless `owner` cancels first
    /// (its timers are cancelled when it fails or resets).
    func schedule(at deadline: TimeInterval, owner: UIGestureRecognizer, _ fire: @escaping @MainActor () -> Void) {
        if epoch != FrameTick.epoch {
            // A new headless host dropped the frame callback; the earlier host's deadlines go with it.
            entries.removeAll()
            tick = nil
            epoch = FrameTick.epoch
        }
        nextID += 1
        entries.append(Entry(id: nextID, deadline: deadline, owner: owner, fire: fire))
        if tick == nil {
            // Only timers whose recognizer still exists want frames: a recognizer that went away (with the
            // view and host of a finished test, say) must not keep a headless host busy.
            tick = FrameTick.add(wantsFrames: {
                MainActor.assumeIsolated { GestureTimers.shared.entries.contains { $0.owner != nil } }
            }, fire: { timestamp, _ in
                MainActor.assumeIsolated { GestureTimers.shared.fire(at: timestamp) }
            })
        }
    }

    /// Cancels every timer of `owner`.
    func cancel(for owner: UIGestureRecognizer) {
        entries.removeAll { $0.owner === owner || $0.owner == nil }
        stopTickIfIdle()
    }

    /// Whether `owner` has a timer running.
    func hasTimer(for owner: UIGestureRecognizer) -> Bool { entries.contains { $0.owner === owner } }

    /// Fires the due timers in deadline order, each in its own engine transaction.
    /// - Complexity: O(timers log timers) per frame while timers run; nothing when none do.
    private func fire(at timestamp: TimeInterval) {
        entries.removeAll { $0.owner == nil }
        let due = entries.filter { $0.deadline <= timestamp + 1e-9 }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        guard !due.isEmpty else { stopTickIfIdle(); return }
        entries.removeAll { entry in due.contains { $0.id == entry.id } || entry.owner == nil }
        for entry in due where entry.owner != nil {
            let arena = GestureArena.shared
            arena.begin()
            entry.fire()
            arena.end()
        }
        stopTickIfIdle()
    }

    private func stopTickIfIdle() {
        if entries.isEmpty, let token = tick {
            FrameTick.remove(token)
            tick = nil
        }
    }
}
