import CoreGraphics
import Foundation

extension CALayer {
    func performAffineTransform() -> CGAffineTransform { transform.affine }

    func performSetAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The anchor point in the layer's own (bounds) coordinates.
    final var anchorPointInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform from this layer's coordinates to its sublayers' parent space adjustments: the flip of
    /// `isGeometryFlipped`, then `sublayerTransform` about the anchor point; `nil` when both are identity.
    final var sublayerSpaceTransform: CGAffineTransform? {
        let hasSublayerTransform = !sublayerTransform.isIdentity
        guard hasSublayerTransform || isGeometryFlipped else { return nil }
        var m = CGAffineTransform.identity
        if isGeometryFlipped { m = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY) }
        if hasSublayerTransform {
            let a = anchorPointInBounds
            m = m.concatenating(CGAffineTransform(translationX: -a.x, y: -a.y))
                .concatenating(sublayerTransform.affine)
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        }
        return m
    }

    /// The transform from this layer's coordinates to its superlayer's (or mask owner's) coordinates:
    /// bounds origin and anchor, `transform` (affine part), `position`, then the parent's sublayer space.
    final var localToParentTransform: CGAffineTransform { localToParentTransform(superlayer: superlayerStorage) }

    /// `localToParentTransform` with the superlayer already at hand (saves loading the weak reference).
    final func localToParentTransform(superlayer parent: CALayer?) -> CGAffineTransform {
        let a = anchorPointInBounds
        var m: CGAffineTransform
        if transform.isIdentity {
            m = CGAffineTransform(translationX: position.x - a.x, y: position.y - a.y)
        } else {
            m = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(transform.affine)
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        }
        if let parent, let s = parent.sublayerSpaceTransform { m = m.concatenating(s) }
        return m
    }

    /// The transform from this layer's coordinates to its root layer's coordinates.
    final var localToRootTransform: CGAffineTransform {
        var m = CGAffineTransform.identity
        var node: CALayer? = self
        while let n = node {
            let superlayer = n.superlayerStorage
            guard let parent = superlayer ?? n.maskOwner else { break }
            m = m.concatenating(n.localToParentTransform(superlayer: superlayer))
            node = parent
        }
        return m
    }

    /// The frame computed from `position`, `anchorPoint`, `bounds.size` and the affine transform.
    final var frameFromGeometry: CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let r = transform.isIdentity ? local : local.applying(transform.affine)
        return r.offsetBy(dx: position.x, dy: position.y)
    }

    /// Sets `position` and `bounds.size` so that `frameFromGeometry == frame` where possible.
    final func applyFrame(_ newFrame: CGRect) {
        let f = newFrame.standardized
        // Plain comparisons: a closure here (passed to a standard-library algorithm) would carry a
        // main-actor check on every call, a fifth of a frame change's cost.
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
        let transform = self.transform
        let isIdentity = transform.isIdentity
        let t = transform.affine
        var size = f.size
        if !isIdentity, t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            size = CGSize(width: f.width / abs(t.a), height: f.height / abs(t.d))
        }
        if bounds.size != size { bounds.size = size }
        let anchorPoint = self.anchorPoint
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let placed = isIdentity ? local : local.applying(t)
        position = CGPoint(x: f.minX - placed.minX, y: f.minY - placed.minY)
    }

    /// The transform from `layer`'s coordinates to this layer's, when one is the other's parent (or mask
    /// owner), or the layer itself: one step instead of two walks to the root, so a hit test, which
    /// converts from each layer to its sublayers, costs O(depth) rather than O(depth²).
    private func adjacentTransform(from layer: CALayer) -> CGAffineTransform? {
        if layer === self { return .identity }
        // Each weak reference is loaded once: converting from the superlayer (a hit test's step) costs one load.
        if let parent = superlayerStorage {
            if parent === layer { return localToParentTransform(superlayer: parent).inverted() }
        } else if maskOwner === layer {
            return localToParentTransform(superlayer: nil).inverted()
        }
        if let parent = layer.superlayerStorage {
            if parent === self { return layer.localToParentTransform(superlayer: self) }
        } else if layer.maskOwner === self {
            return layer.localToParentTransform(superlayer: nil)
        }
        return nil
    }

    /// The transform from `layer`'s coordinates (the root's when nil) to this layer's.
    /// - Complexity: O(1) for the layer itself, its superlayer or a sublayer; otherwise O(depth of both).
    private func transform(from layer: CALayer?) -> CGAffineTransform {
        if let layer, let adjacent = adjacentTransform(from: layer) { return adjacent }
        let fromRoot = layer?.localToRootTransform ?? .identity
        return fromRoot.concatenating(localToRootTransform.inverted())
    }

    /// The transform from this layer's coordinates to `layer`'s (the root's when nil).
    /// - Complexity: as `transform(from:)`.
    private func transform(to layer: CALayer?) -> CGAffineTransform {
        if let layer, let adjacent = layer.adjacentTransform(from: self) { return adjacent }
        let toRoot = layer?.localToRootTransform ?? .identity
        return localToRootTransform.concatenating(toRoot.inverted())
    }

    func performConvert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer))
    }

    func performConvert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(transform(to: layer))
    }

    func performConvert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer))
    }

    func performConvert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(transform(to: layer))
    }

    /// The hit test behind `hitTest(_:)`.
    final func hitTestImplementation(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let m = localToParentTransform
        guard m.a * m.d - m.b * m.c != 0 else { return nil }
        let q = p.applying(m.inverted())
        if masksToBounds, !contains(q) { return nil }
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(q) { return hit }
        }
        return contains(q) ? self : nil
    }
}
