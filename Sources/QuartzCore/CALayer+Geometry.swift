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
    final var localToParentTransform: CGAffineTransform {
        let a = anchorPointInBounds
        var m: CGAffineTransform
        if transform.isIdentity {
            m = CGAffineTransform(translationX: position.x - a.x, y: position.y - a.y)
        } else {
            m = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(transform.affine)
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        }
        if let parent = superlayerStorage, let s = parent.sublayerSpaceTransform { m = m.concatenating(s) }
        return m
    }

    /// The transform from this layer's coordinates to its root layer's coordinates.
    final var localToRootTransform: CGAffineTransform {
        var m = CGAffineTransform.identity
        var node: CALayer? = self
        while let n = node, let parent = n.superlayerStorage ?? n.maskOwner {
            m = m.concatenating(n.localToParentTransform)
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
        guard ![f.minX, f.minY, f.width, f.height].contains(where: { !$0.isFinite }) else { return }
        let t = transform.affine
        var size = f.size
        if !transform.isIdentity, t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            size = CGSize(width: f.width / abs(t.a), height: f.height / abs(t.d))
        }
        if bounds.size != size { bounds.size = size }
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let placed = transform.isIdentity ? local : local.applying(t)
        position = CGPoint(x: f.minX - placed.minX, y: f.minY - placed.minY)
    }

    func performConvert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let fromRoot = layer?.localToRootTransform ?? .identity
        return p.applying(fromRoot).applying(localToRootTransform.inverted())
    }

    func performConvert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = layer?.localToRootTransform ?? .identity
        return p.applying(localToRootTransform).applying(toRoot.inverted())
    }

    func performConvert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let fromRoot = layer?.localToRootTransform ?? .identity
        return r.applying(fromRoot.concatenating(localToRootTransform.inverted()))
    }

    func performConvert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let toRoot = layer?.localToRootTransform ?? .identity
        return r.applying(localToRootTransform.concatenating(toRoot.inverted()))
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
