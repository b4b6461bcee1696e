import Foundation

/// The layers with a backdrop blur, so the compositor can widen a frame's damage to the whole of any
/// backdrop it touches (a blur of part of a backdrop would not match the rest). Held weakly. Not public API.
@MainActor
enum BackdropLayers {
    private struct Entry { weak var layer: CALayer? }
    private static var entries: [Entry] = []

    /// Registers or forgets `layer` after its `backdropBlurRadius` changed.
    static func note(_ layer: CALayer) {
        entries.removeAll { $0.layer == nil || $0.layer === layer }
        if layer.backdropBlurRadius > 0 { entries.append(Entry(layer: layer)) }
    }

    /// Whether a drawn backdrop layer inside one of `subtrees` has tracked pixels meeting `rect` (device
    /// space): a blur there would read those pixels.
    /// - Complexity: O(backdrop layers × their depth × subtrees).
    static func reads(_ rect: CGRect, inside subtrees: ArraySlice<CALayer>) -> Bool {
        entries.contains { entry in
            guard let layer = entry.layer, layer.renderedValid, layer.renderedSubtreeRect.intersects(rect) else { return false }
            var ancestor: CALayer? = layer
            while let current = ancestor {
                if subtrees.contains(where: { $0 === current }) { return true }
                ancestor = current.superlayer
            }
            return false
        }
    }

    /// `damage` grown to the full pixel rectangle of every backdrop layer it intersects (repeated until
    /// stable, as one widening can reach another backdrop).
    /// - Complexity: O(backdrop layers²) in the worst case; almost always O(backdrop layers).
    static func widen(_ damage: CGRect) -> CGRect {
        guard !entries.isEmpty, !damage.isNull else { return damage }
        var result = damage
        var changed = true
        while changed {
            changed = false
            for entry in entries {
                guard let layer = entry.layer, layer.renderedValid else { continue }
                let rect = layer.renderedSubtreeRect
                if !rect.isNull, rect.intersects(result), !result.contains(rect) {
                    result = result.union(rect)
                    changed = true
                }
            }
        }
        return result
    }
}
