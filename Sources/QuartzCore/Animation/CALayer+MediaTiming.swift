import Foundation

// MARK: - CAMediaTiming

extension CALayer: CAMediaTiming {
    func performConvertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let media = l.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(fromMedia: media)
    }

    func performConvertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l.map { $0.localTime(fromMedia: media) } ?? media
    }

    /// This layer's time at media time `t`: each ancestor's (then this layer's) timing applied, root first.
    /// O(1) while no layer anywhere has non-default timing.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        guard LayerTiming.timedLayerCount > 0 else { return t }
        var chain: [CALayer] = []
        var node: CALayer? = self
        while let n = node {
            chain.append(n)
            node = n.superlayerStorage ?? n.maskOwner
        }
        var time = t
        for layer in chain.reversed() {
            time = (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        }
        return time
    }

    /// Media time at this layer's time `t` (the inverse of `localTime(fromMedia:)`; a paused layer maps
    /// every time to its own `beginTime`).
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard LayerTiming.timedLayerCount > 0 else { return t }
        var time = t
        var node: CALayer? = self
        while let n = node {
            time = n.speed == 0 ? n.beginTime : (time - n.timeOffset) / Double(n.speed) + n.beginTime
            node = n.superlayerStorage ?? n.maskOwner
        }
        return time
    }

    /// Whether this layer or an ancestor is paused (speed 0): its animations need no frames.
    var isTimePaused: Bool {
        guard LayerTiming.timedLayerCount > 0 else { return false }
        var node: CALayer? = self
        while let n = node {
            if n.speed == 0 { return true }
            node = n.superlayerStorage ?? n.maskOwner
        }
        return false
    }
}

/// Counts layers with non-default timing, so that layer time costs nothing when none has any. Not
/// public API.
@MainActor
enum LayerTiming {
    /// Layers whose `beginTime`, `speed` or `timeOffset` is not the default.
    static var timedLayerCount = 0
    /// The layers counted (by identity).
    private static var timed: Set<ObjectIdentifier> = []

    /// Updates the count after a timing property of `layer` changed.
    static func noteTimingChange(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        let isTimed = layer.beginTime != 0 || layer.speed != 1 || layer.timeOffset != 0
        if isTimed {
            if timed.insert(id).inserted { timedLayerCount += 1 }
        } else if timed.remove(id) != nil {
            timedLayerCount -= 1
        }
        layer.markSubtreeDirty()
    }
}
