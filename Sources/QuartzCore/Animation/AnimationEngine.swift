import Foundation

/// Runs every layer animation: registered layers, the per-frame bookkeeping (start and stop delegate
/// calls, removal on completion) and the presentation values the compositor draws. Not public API.
///
/// Per display refresh (`FrameTick`, step 3 of the frame path) `tick(at:)` sends `animationDidStart` to
/// animations whose begin time came, ends those whose active time ran out (removing them unless
/// `isRemovedOnCompletion` is false) and delivers the stops queued by removals and replacements. The
/// compositor then calls `applyPresentationValues()` before its change walk and `restoreModelValues()`
/// after painting: animated properties hold their presentation values only while the frame is drawn, so
/// the compositor's change tracking damages the old and new rectangles of everything that moved, and
/// model values (hit-testing, `frame`) never change.
@MainActor
enum AnimationEngine {
    /// A registered layer (not retained) and its registration, which keeps the animations added to it so
    /// that when the layer goes away its unfinished animations still tell their delegates (`finished: false`).
    struct Entry {
        /// The layer, not retained and not a `weak` reference: a weak reference gives its target a side
        /// table, after which every retain and release of the layer (thousands per frame while it animates)
        /// takes the runtime's slow path. Valid while `registration.layerIsAlive`, which the layer's
        /// `deinit` clears.
        unowned(unsafe) let layerStorage: CALayer
        let registration: AnimationRegistration
        /// The layer while it exists, `nil` once it was deallocated.
        var layer: CALayer? { registration.layerIsAlive ? layerStorage : nil }
    }

    /// The layers with animations.
    static var entries: [Entry] = []
    /// Whether the compositor is writing presentation or model values (setters must not run actions).
    static var isApplyingPresentation = false
    /// Stops to deliver on the next frame: animations removed or replaced before their end.
    static var pendingStops: [CAAnimation] = []
    /// The model values replaced for the frame being drawn: layer, key, model value.
    static var saved: [(layer: CALayer, key: AnimatableKey, value: AnimatableValue)] = []
    /// Names animations added without a key.
    static var anonymousCount = 0
    /// The frame callback, registered with the first animation.
    private static var token: FrameTick.Token?
    /// The host generation (`FrameTick.epoch`) the registered layers belong to.
    private static var epoch = 0

    /// Forgets the animations of an earlier host generation (their frame callback is gone with it):
    /// their layers belong to a finished headless run, so they neither tick nor tell their delegates.
    /// - Complexity: O(layers registered in the earlier generation).
    private static func forgetEarlierGeneration() {
        guard epoch != FrameTick.epoch else { return }
        for entry in entries { entry.layer?.animationRegistration = nil }
        entries.removeAll()
        pendingStops.removeAll()
        token = nil
        epoch = FrameTick.epoch
    }

    /// Registers `layer` (once) with `animation` and makes sure the frame callback runs.
    /// - Complexity: O(1) amortized.
    static func register(_ layer: CALayer, adding animation: CAAnimation) {
        forgetEarlierGeneration()
        if let registration = layer.animationRegistration {
            registration.animations.append(animation)
            if registration.animations.count > 2 * layer.animationEntries.count + 8 {
                registration.animations = layer.animationEntries.map(\.animation)
            }
        } else {
            let registration = AnimationRegistration(animations: [animation])
            layer.animationRegistration = registration
            entries.append(Entry(layerStorage: layer, registration: registration))
        }
        if token == nil {
            token = FrameTick.add(wantsFrames: { wantsFrames }, fire: { time, _ in tick(at: time) })
        }
    }

    /// Records that `animation` ended early; its delegate hears `finished: false` on the next frame. A
    /// transition's picture is released.
    static func stopped(_ animation: CAAnimation, finished: Bool) {
        (animation as? CATransition)?.snapshot = nil
        guard !animation.didStop else { return }
        animation.didStop = true
        if animation.delegate != nil { pendingStops.append(animation) }
    }

    /// Tells the delegates of the animations stopped early since the last delivery.
    static func deliverPendingStops() {
        let stops = pendingStops
        pendingStops.removeAll()
        for animation in stops { animation.delegate?.animationDidStop(animation, finished: false) }
    }

    /// Whether an animation still runs or a stop waits for delivery.
    static var wantsFrames: Bool {
        if !pendingStops.isEmpty { return true }
        for entry in entries {
            guard let layer = entry.layer else { continue }
            // Paused animations (speed 0: property animators while paused) need no frames.
            if layer.animationEntries.contains(where: { !$0.animation.didStop && $0.animation.speed != 0 }),
               !layer.isTimePaused { return true }
        }
        return false
    }

    /// One frame's bookkeeping at media time `time`.
    /// - Complexity: O(registered layers + their animations) plus the delegates' work.
    static func tick(at mediaTime: CFTimeInterval) {
        var started: [CAAnimation] = []
        var finished: [CAAnimation] = []
        var index = 0
        while index < entries.count {
            guard let layer = entries[index].layer else {
                // The layer went away: its unfinished animations stop unfinished.
                for animation in entries[index].registration.animations { stopped(animation, finished: false) }
                entries.swapAt(index, entries.count - 1)
                entries.removeLast()
                continue
            }
            let time = layer.localTime(fromMedia: mediaTime)
            var position = 0
            while position < layer.animationEntries.count {
                let animation = layer.animationEntries[position].animation
                if !animation.didStart, !animation.didStop, animation.hasBegun(at: time) {
                    animation.didStart = true
                    if animation.delegate != nil { started.append(animation) }
                }
                if !animation.didStop, animation.hasEnded(at: time) {
                    animation.didStop = true
                    if animation.delegate != nil { finished.append(animation) }
                    if animation.isRemovedOnCompletion {
                        (animation as? CATransition)?.snapshot = nil
                        layer.animationEntries.remove(at: position)
                        layer.noteChange(.geometry)
                        continue
                    }
                }
                position += 1
            }
            if layer.animationEntries.isEmpty {
                layer.animationRegistration = nil
                entries.swapAt(index, entries.count - 1)
                entries.removeLast()
                continue
            }
            index += 1
        }
        deliverPendingStops()
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in finished { animation.delegate?.animationDidStop(animation, finished: true) }
    }

    /// Writes every animated layer's presentation values into its properties for the frame being drawn
    /// (keeping the model values in `saved`), and marks layers with a `CATransition` changed so the
    /// compositor repaints their area. An animated layer that needs display is displayed first, at
    /// its model values (even when hidden — a small deviation from the compositor's visible-only display).
    /// - Complexity: O(animated layers × their animations).
    static func applyPresentationValues() {
        guard !entries.isEmpty, saved.isEmpty else { return }
        let now = CACurrentMediaTime()
        isApplyingPresentation = true
        defer { isApplyingPresentation = false }
        var replaced = saved
        replaced.reserveCapacity(entries.count)
        for entry in entries {
            guard let layer = entry.layer, !layer.animationEntries.isEmpty else { continue }
            // A transition changes the picture every frame without changing a property.
            if layer.hasTransitionEntries { layer.noteChange(.transition) }
            // Pending contents are drawn from the model values (bounds included), as Core Animation does.
            if layer.needsDisplayFlag {
                layer.needsDisplayFlag = false
                layer.display()
            }
            var values = PresentationValues(layer: layer)
            let time = layer.localTime(fromMedia: now)
            for animation in layer.animationEntries { animation.animation.apply(at: time, to: &values) }
            for (key, value) in values.entries {
                guard let model = layer.animatableValue(for: key) else { continue }
                replaced.append((layer, key, model))
                layer.setAnimatableValue(value, for: key)
            }
        }
        saved = replaced
    }

    /// Puts the model values back after the frame was drawn. The setters mark the layers changed, so the
    /// next frame repaints where they were drawn.
    /// - Complexity: O(values replaced by `applyPresentationValues()`).
    static func restoreModelValues() {
        guard !saved.isEmpty else { return }
        isApplyingPresentation = true
        defer { isApplyingPresentation = false }
        var replaced = saved
        saved = []
        for item in replaced.reversed() { item.layer.setAnimatableValue(item.value, for: item.key) }
        replaced.removeAll(keepingCapacity: true)
        saved = replaced
    }
}

/// The animations added to a registered layer (see `AnimationEngine.Entry`). Not public API.
@MainActor
final class AnimationRegistration {
    var animations: [CAAnimation]
    /// Whether the registered layer still exists (its `deinit`, which is nonisolated, sets it to false).
    nonisolated(unsafe) var layerIsAlive = true
    init(animations: [CAAnimation]) { self.animations = animations }
}
