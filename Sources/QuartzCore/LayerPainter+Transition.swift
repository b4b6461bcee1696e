@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

extension LayerPainter {
    /// Draws `layer` (context in its coordinates) part way through `transition`: the old picture taken
    /// when the transition was added and the layer's live body, combined per the transition's style;
    /// clipped to the bounds only when the layer has `masksToBounds`, as Core Animation does (a push on a
    /// layer that does not mask slides its pictures across its neighbours). The old picture covers the
    /// bounds.
    ///
    /// - fade: the two are summed inside an isolated group, old × (1 − p) + new × p (a true cross-dissolve:
    ///   colour and alpha, no darkening in the middle);
    /// - slides: offsets along the style's direction, whole device pixels so pictures stay sharp and cached
    ///   decorations stay valid; push moves both, moveIn the new one over the old, reveal the old one off
    ///   the new;
    /// - flip (2D approximation): the old picture scaled from 1 to 0 across its centre line for the first
    ///   half, then the new one from 0 to 1.
    ///
    /// Moved or scaled live bodies are drawn without the compositor's pixel tracking (their tracked
    /// rectangles describe them unmoved).
    /// - Complexity: the layer's drawing plus a bounds-sized blit, twice for a fade (two groups).
    func paintTransition(of layer: CALayer, _ transition: CATransition, progress p: Double) {
        guard let snapshot = transition.snapshot else {
            paintLayerBody(of: layer)
            return
        }
        let bounds = layer.bounds
        let progress = CGFloat(min(max(p, 0), 1))
        context.saveGState()
        if layer.masksToBounds { context.clip(to: bounds) }
        switch transition.style {
        case .fade:
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            if progress < 1 {
                context.setAlpha(1 - progress)
                drawSnapshot(snapshot)
            }
            if progress > 0 {
                context.setAlpha(progress)
                context.setBlendMode(.plusLighter)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                paintLayerBody(of: layer)
                context.endTransparencyLayer()
            }
            context.endTransparencyLayer()
        case .slide(let motion, let direction):
            let travel = CGVector(dx: direction.dx * bounds.width, dy: direction.dy * bounds.height)
            let out = pixelAligned(CGVector(dx: travel.dx * progress, dy: travel.dy * progress))
            let into = pixelAligned(CGVector(dx: travel.dx * (progress - 1), dy: travel.dy * (progress - 1)))
            switch motion {
            case .push:
                drawSnapshot(snapshot, transform: CGAffineTransform(translationX: out.dx, y: out.dy))
                paintLive(layer, transform: CGAffineTransform(translationX: into.dx, y: into.dy))
            case .moveIn:
                drawSnapshot(snapshot)
                paintLive(layer, transform: CGAffineTransform(translationX: into.dx, y: into.dy))
            case .reveal:
                paintLive(layer, transform: .identity)
                drawSnapshot(snapshot, transform: CGAffineTransform(translationX: out.dx, y: out.dy))
            }
        case .flip(let horizontal):
            let first = progress < 0.5
            let factor = first ? 1 - 2 * progress : 2 * progress - 1
            if factor > 0.001 {
                let center = CGPoint(x: bounds.midX, y: bounds.midY)
                let squeeze = CGAffineTransform(translationX: -center.x, y: -center.y)
                    .concatenating(CGAffineTransform(scaleX: horizontal ? factor : 1, y: horizontal ? 1 : factor))
                    .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
                if first { drawSnapshot(snapshot, transform: squeeze) } else { paintLive(layer, transform: squeeze) }
            }
        }
        context.restoreGState()
    }

    /// Draws the old picture under `transform` (in layer coordinates): mapped back through the rest of
    /// the device transform it was taken under, so an unmoved layer gets its pixels unresampled.
    private func drawSnapshot(_ snapshot: TransitionSnapshot, transform: CGAffineTransform = .identity) {
        let bitmap = snapshot.bitmap
        context.saveGState()
        context.concatenate(transform)
        context.concatenate(snapshot.rest.inverted())
        Self.drawUpright(bitmap.image, in: CGRect(x: bitmap.origin.x, y: bitmap.origin.y,
                                                  width: CGFloat(bitmap.image.width),
                                                  height: CGFloat(bitmap.image.height)), context: context)
        context.restoreGState()
    }

    /// Draws the layer's live body under `transform`; an identity keeps this painter (and its tracking).
    private func paintLive(_ layer: CALayer, transform: CGAffineTransform) {
        context.saveGState()
        if transform.isIdentity {
            paintLayerBody(of: layer)
        } else {
            context.concatenate(transform)
            LayerPainter(context: context, deviceClip: nil, useTracking: false).paintLayerBody(of: layer)
        }
        context.restoreGState()
    }

    /// `offset` (layer coordinates) rounded so that it moves by whole device pixels.
    private func pixelAligned(_ offset: CGVector) -> CGVector {
        let m = context.userSpaceToDeviceSpaceTransform
        let det = m.a * m.d - m.b * m.c
        guard det != 0, det.isFinite else { return offset }
        let x = (m.a * offset.dx + m.c * offset.dy).rounded(), y = (m.b * offset.dx + m.d * offset.dy).rounded()
        return CGVector(dx: (m.d * x - m.c * y) / det, dy: (m.a * y - m.b * x) / det)
    }
}
