import CoreGraphics
import Foundation

extension LayerCompositor {
    /// Visits `layer` if it or its subtree changed (or `force`), runs pending displays, refreshes its
    /// tracked pixel rectangles and adds the damage it causes. `parentToDevice` maps the superlayer's
    /// coordinates to pixels; `visible` is false under a hidden or transparent ancestor. A layer with a
    /// running `CATransition` covers its bounds' pixels (clipped to them) and damages them every frame.
    func update(_ layer: CALayer, parentToDevice: CGAffineTransform, force: Bool, visible parentVisible: Bool) {
        let maskChanged = layer.mask.map { $0.subtreeDirty || !$0.changes.isEmpty } ?? false
        guard force || layer.subtreeDirty || !layer.changes.isEmpty || !layer.renderedValid || maskChanged else { return }
        statistics.visitedLayers += 1
        let visible = parentVisible && !layer.isHidden && layer.opacity > 0
        if visible, layer.needsDisplayFlag {
            layer.needsDisplayFlag = false
            layer.display()
            statistics.displayedLayers += 1
        }
        let changes = layer.changes
        let geometryChanged = force || changes.contains(.geometry) || !layer.renderedValid || maskChanged
        layer.changes = []
        layer.subtreeDirty = false
        if changes.contains(.sublayers) {
            damage = damage.union(layer.removedDamage)
            layer.removedDamage = .null
        }
        let oldOwn = layer.renderedValid ? layer.renderedOwnRect : .null
        let oldSubtree = layer.renderedValid ? layer.renderedSubtreeRect : .null

        let toDevice = layer.localToParentTransform.concatenating(parentToDevice)
        let drawable = visible && isInvertible(toDevice)
        var own = layer.renderedOwnRect
        if geometryChanged || changes.contains(.appearance) || !layer.renderedValid {
            own = drawable ? Self.pixelRect(Self.ownExtent(of: layer), toDevice) : .null
        }
        var subtree = own
        for sublayer in layer.sublayerStorage {
            update(sublayer, parentToDevice: toDevice, force: geometryChanged, visible: drawable)
            if drawable { subtree = subtree.union(sublayer.renderedSubtreeRect) }
        }
        if let mask = layer.mask {
            update(mask, parentToDevice: toDevice, force: geometryChanged, visible: drawable)
        }
        if drawable, layer.masksToBounds {
            subtree = subtree.intersection(Self.pixelRect(layer.bounds, toDevice))
        }
        // A running transition draws its two pictures over the bounds (clipped to them with masksToBounds,
        // otherwise sliding beyond them) in place of the subtree as it is.
        if drawable, let (transition, _) = layer.currentTransition() {
            let extent = Self.pixelRect(layer.transitionExtent(transition), toDevice)
            subtree = layer.masksToBounds ? extent : extent.union(subtree)
        }
        if !drawable { subtree = .null }
        layer.renderedOwnRect = own
        layer.renderedSubtreeRect = subtree
        layer.renderedValid = true
        if commitsLayers { layer.hasBeenCommitted = true }  // Animation hook: presentation() and implicit animations.
        let group = drawable && LayerPainter.drawsAsGroup(layer)
        let wasGroup = layer.renderedAsGroup
        layer.renderedAsGroup = group
        if geometryChanged {
            if !force { damage = damage.union(oldSubtree).union(subtree) }
        } else if group != wasGroup || (group && subtree != oldSubtree) {
            // Compositing as a group rounds differently from drawing with plain alpha, and a group's
            // transparency layer spans its subtree rectangle (cairo's sampling inside it can shift by a
            // level when that changes): either change repaints the whole subtree.
            damage = damage.union(oldSubtree).union(subtree)
        } else if changes.contains(.appearance) {
            damage = damage.union(oldOwn).union(own)
        }
        if changes.contains(.transition), !force {
            // Transition frames: the pictures move or blend over the layer's area (and a transition that
            // starts clips away what overflowed the bounds).
            damage = damage.union(oldSubtree).union(subtree)
        }
    }

    /// What a layer's own drawing may cover, in its coordinates: bounds, contents overflow, shape, shadow.
    static func ownExtent(of layer: CALayer) -> CGRect {
        let extent = layer.ownDrawingExtent
        let shadow = ShadowRenderer.extent(of: layer)
        return layer.masksToBounds ? extent : extent.union(shadow)
    }

    /// The pixel rectangle covering `rect` under `m`, widened by a pixel for anti-aliasing.
    static func pixelRect(_ rect: CGRect, _ m: CGAffineTransform) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .null }
        let r = rect.applying(m)
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .null }
        return r.insetBy(dx: -1, dy: -1).integral
    }

    /// Whether `m` is finite and invertible.
    func isInvertible(_ m: CGAffineTransform) -> Bool {
        let det = m.a * m.d - m.b * m.c
        return det != 0 && det.isFinite && m.tx.isFinite && m.ty.isFinite
    }
}
