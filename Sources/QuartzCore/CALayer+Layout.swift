import CoreGraphics
import Foundation

extension CALayer {
    func performNeedsLayout() -> Bool { needsLayoutFlag }

    /// The default `setNeedsLayout()`: flags the layer and its ancestors' descendant flags.
    func performSetNeedsLayout() {
        needsLayoutFlag = true
        propagateNeedsLayout()
    }

    /// The default `layoutIfNeeded()`: lays out from the topmost ancestor of the chain needing layout.
    func performLayoutIfNeeded() {
        var top = self
        while let parent = top.superlayerStorage, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    /// The default `preferredFrameSize()`: the bounds size through the affine transform.
    func performPreferredFrameSize() -> CGSize {
        let s = bounds.size.applying(transform.affine)
        return CGSize(width: abs(s.width), height: abs(s.height))
    }

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
