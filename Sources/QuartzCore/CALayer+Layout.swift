import CoreGraphics
import Foundation

extension CALayer {
    func performNeedsLayout() -> Bool { needsLayoutFlag }

    /// Marks every ancestor as having a descendant that needs layout, stopping at a marked one.
    final func propagateNeedsLayout() {
        var node = superlayerStorage
        while let n = node, !n.descendantNeedsLayout {
            n.descendantNeedsLayout = true
            node = n.superlayerStorage
        }
    }

    /// Runs `layoutSublayers()` here if needed, then descends into the sublayers that need it.
    final func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for layer in sublayerStorage where layer.needsLayoutFlag || layer.descendantNeedsLayout {
            guard layer.superlayerStorage === self else { continue }
            layer.layoutSubtreeIfNeeded()
        }
    }
}
