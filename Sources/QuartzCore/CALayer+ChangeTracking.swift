import CoreGraphics
import Foundation

extension CALayer {
    /// Records `change` and marks the path to the root as dirty, stopping at an already-marked ancestor.
    /// - Complexity: O(1) amortized (O(depth) the first time after a frame).
    final func noteChange(_ change: LayerChanges) {
        changes.formUnion(change)
        markSubtreeDirty()
    }

    /// Marks this layer and its ancestors (and mask owners) as containing changes.
    final func markSubtreeDirty() {
        var node: CALayer? = self
        while let n = node, !n.subtreeDirty {
            n.subtreeDirty = true
            node = n.superlayerStorage ?? n.maskOwner
        }
    }

    /// `bounds` changed from `oldValue`: records it and, for a new size, marks the layer as needing layout
    /// (and display with `needsDisplayOnBoundsChange`) — not while the animation engine writes presentation
    /// values for a frame, which never relayout or redisplay.
    final func boundsDidChange(from oldValue: CGRect) {
        noteChange(.geometry)
        animatablePropertyDidChange("bounds", from: oldValue)
        if bounds.size != oldValue.size, !AnimationEngine.isApplyingPresentation {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// `cornerRadius` changed: it reshapes the clip (geometry) when `masksToBounds` is on, else the drawing.
    final func cornerRadiusDidChange(from oldValue: CGFloat) {
        noteChange(masksToBounds ? .geometry : .appearance)
        animatablePropertyDidChange("cornerRadius", from: oldValue)
    }

    /// `mask` changed from `oldValue`: the old mask is released, the new one leaves its superlayer and
    /// belongs to this layer (it is drawn afresh).
    final func maskDidChange(from oldValue: CALayer?) {
        if let oldValue, oldValue.maskOwner === self { oldValue.maskOwner = nil }
        mask?.removeFromSuperlayer()
        mask?.maskOwner = self
        mask?.renderedValid = false
        noteChange(.geometry)
    }
}
