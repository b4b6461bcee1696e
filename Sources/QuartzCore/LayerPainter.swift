@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Draws layer trees into a `CGContext`: the one drawing routine behind `CALayer.render(in:)` and the
/// compositor. Order per layer: (clip if `masksToBounds`), shadow, background, own content (gradient,
/// contents image, shape), sublayers by `zPosition`, border; then the mask; opacity applied as a group
/// when more than one thing is drawn. A layer with a running `CATransition` is drawn as its old picture and
/// its live body combined (see `LayerPainter+Transition`).
@MainActor
struct LayerPainter {
    /// The destination.
    let context: CGContext
    /// The damaged pixel rectangle; layers whose last rendered subtree rectangle misses it are skipped.
    let deviceClip: CGRect?
    /// Whether the layers' tracked pixel rectangles are valid for `context` (compositor frames).
    let useTracking: Bool

    /// Draws `layer` (and its subtree) in its superlayer's coordinate space.
    func paint(_ layer: CALayer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if useTracking, let clip = deviceClip, !layer.renderedSubtreeRect.intersects(clip) { return }
        let m = layer.localToParentTransform
        guard isInvertible(m) else { return }
        context.saveGState()
        context.concatenate(m)
        paintBody(of: layer)
        context.restoreGState()
    }

    /// Draws `layer` in its own coordinate space (what `render(in:)` does).
    func paintContents(of layer: CALayer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        context.saveGState()
        paintBody(of: layer)
        context.restoreGState()
    }

    /// Draws the layer as presented: through its running `CATransition` if it has one, otherwise its
    /// body. The context is in the layer's coordinates.
    private func paintBody(of layer: CALayer) {
        if let (transition, progress) = layer.currentTransition() {
            paintTransition(of: layer, transition, progress: progress)
        } else {
            paintLayerBody(of: layer)
        }
    }

    /// Draws the layer's content, sublayers, border and mask; the context is in the layer's coordinates.
    func paintLayerBody(of layer: CALayer) {
        let opacity = CGFloat(min(layer.opacity, 1))
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let border = layer.borderWidth > 0 ? layer.borderColor.flatMap { $0.alpha > 0 ? $0 : nil } : nil
        let hasShadow = layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
        let ownContent = layer.hasOwnDrawing || layer.contentsImage != nil
        let hasSublayers = !layer.sublayerStorage.isEmpty
        let group = Self.drawsAsGroup(layer)
        if group {
            if useTracking { clipToDevice(layer.renderedSubtreeRect) }
            context.setAlpha(opacity)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        } else if opacity < 1 {
            context.setAlpha(opacity)
        }
        // masksToBounds: a cheap rectangle clip for everything, plus the rounded clip only around the
        // drawing that can reach into a rounded corner (background and border are rounded shapes already).
        var roundedClip: CGPath?
        if layer.masksToBounds {
            context.clip(to: layer.bounds)
            if layer.cornerRadius > 0, !layer.maskedCorners.isEmpty { roundedClip = layer.roundedBoundsPath }
        }
        if hasShadow { clipped(roundedClip) { ShadowRenderer.paintShadow(of: layer, in: context) } }
        if layer.backdropBlurRadius > 0, !group {
            context.applyBackdropBlur(in: layer.bounds, radius: layer.backdropBlurRadius, saturation: layer.backdropSaturation)
        }
        if let background {
            if layer.cornerRadius > 0, !layer.maskedCorners.isEmpty {
                paintRoundedBackground(of: layer, color: background)
            } else {
                context.setFillColor(background)
                fillBackground(of: layer)
            }
        }
        if ownContent {
            clipped(roundedClip) {
                if blitsContents(of: layer) { clippedToDamage { layer.drawOwnContent(in: context) } } else { layer.drawOwnContent(in: context) }
            }
        }
        if hasSublayers {
            let safeZones = roundedClip == nil ? nil : cornerFreeZones(of: layer)
            let sublayers = layer.sublayersInDrawingOrder
            let covers = siblingCovers(sublayers, of: layer)
            for (index, sublayer) in sublayers.enumerated() {
                // The part a later opaque sibling leaves visible (see `LayerPainter+Occlusion`).
                let visible = covers.isEmpty ? nil
                    : Self.uncoveredPart(of: sublayer.renderedSubtreeRect, covers: covers, after: index)
                if let visible {
                    guard !visible.isNull else { continue }
                    context.saveGState()
                    clipToDevice(visible)
                }
                if let safeZones, !safeZones.contains(where: { $0.contains(sublayer.renderedSubtreeRect) }) {
                    clipped(roundedClip) { paint(sublayer) }
                } else {
                    paint(sublayer)
                }
                if visible != nil { context.restoreGState() }
            }
        }
        if let border { paintBorder(of: layer, color: border) }
        if let mask = layer.mask { applyMask(mask) }
        if group { context.endTransparencyLayer() }
    }

    /// Runs `draw` clipped to the damaged pixels of a partial frame, so that a small damage costs its own
    /// pixels rather than a whole image or background. Only for drawing whose outline lies on whole device
    /// pixels (an image or box filling a pixel-aligned rectangle, a device bitmap at whole pixels): cairo
    /// rasterizes an anti-aliased edge that a clip cuts differently (the clip's first column takes the
    /// coverage left of it), while a pixel-aligned box composites each pixel alone, so the pixels inside
    /// equal the unclipped drawing's bit for bit.
    func clippedToDamage(_ draw: () -> Void) {
        guard let deviceClip else { draw(); return }
        context.saveGState()
        context.clip(toDeviceRect: deviceClip)
        draw()
        context.restoreGState()
    }

    /// Whether `rect` (user space) lies on whole device pixels under an axis-aligned transform (within
    /// cairo's 1/256-pixel fixed-point resolution).
    func isPixelAligned(_ rect: CGRect) -> Bool {
        let m = context.userSpaceToDeviceSpaceTransform
        guard m.b == 0, m.c == 0 else { return false }
        let d = rect.applying(m)
        return [d.minX, d.minY, d.maxX, d.maxY].allSatisfy { $0.isFinite && abs($0 - $0.rounded()) < 1.0 / 512 }
    }

    /// Whether `layer`'s own content is its contents image stretched over pixel-aligned bounds (a view's
    /// backing store): a blit that `clippedToDamage` may clip.
    private func blitsContents(of layer: CALayer) -> Bool {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        return !layer.hasOwnDrawing && layer.contentsGravity == .resize && layer.contentsRect == unit
            && layer.contentsCenter == unit && isPixelAligned(layer.bounds)
    }

    /// Runs `draw` inside `clip` (when there is one).
    private func clipped(_ clip: CGPath?, _ draw: () -> Void) {
        guard let clip else { draw(); return }
        context.saveGState()
        context.addPath(clip)
        context.clip()
        draw()
        context.restoreGState()
    }

    /// The device rectangles of `layer`'s bounds that its rounded corners do not reach (the bounds inset by
    /// the corners' extent, `cornerExtent`, horizontally, and vertically): a sublayer whose tracked pixels lie inside one needs no
    /// rounded clip. Empty (everything clipped) when the layers' pixels are not tracked for this context or
    /// the layer is rotated.
    func cornerFreeZones(of layer: CALayer) -> [CGRect] {
        let m = context.userSpaceToDeviceSpaceTransform
        guard useTracking, m.b == 0, m.c == 0 else { return [] }
        let r = Self.cornerExtent(layer.cornerRadius, layer.bounds, curve: layer.cornerCurve)
        return [layer.bounds.insetBy(dx: r, dy: 0).applying(m), layer.bounds.insetBy(dx: 0, dy: r).applying(m)]
    }

    /// Whether `layer` is composited as a group (transparency layer): with a mask, or with an opacity
    /// below 1 and more than one thing to draw (sublayers, or two of shadow, background, content, border).
    static func drawsAsGroup(_ layer: CALayer) -> Bool {
        if layer.mask != nil { return true }
        guard layer.opacity < 1 else { return false }
        if !layer.sublayerStorage.isEmpty { return true }
        let background = (layer.backgroundColor?.alpha ?? 0) > 0
        let border = layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0
        let shadow = layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
        let content = layer.hasOwnDrawing || layer.contentsImage != nil
        return [background, border, shadow, content].filter { $0 }.count > 1
    }

    /// Fills the ring between the rounded bounds and the rounded bounds inset by the border width, whose
    /// radius is the outer one less the width, in the same `cornerCurve` (so the border lies inside the
    /// outline and follows continuous corners too), through the layer's cached border bitmap.
    private func paintBorder(of layer: CALayer, color: CGColor) {
        paintCached(\.borderCache, of: layer, key: Self.colorKey(color) + [layer.borderWidth]) { ctx in
            let b = layer.bounds, w = layer.borderWidth
            ctx.setFillColor(color)
            ctx.addPath(layer.roundedBoundsPath)
            if 2 * w < b.width, 2 * w < b.height {
                let inner = b.insetBy(dx: w, dy: w)
                ctx.addPath(Self.roundedRectPath(inner, radius: max(Self.clampedRadius(layer.cornerRadius, b) - w, 0),
                                                 corners: layer.maskedCorners, curve: layer.cornerCurve))
                ctx.fillPath(using: .evenOdd)
            } else {
                ctx.fillPath()
            }
        }
    }

    /// Draws a bounds-sized decoration of `layer` through the bitmap cached at `cache`, re-rendering it
    /// with `draw` when the layer's geometry, corners, sub-pixel placement or `key` changed.
    func paintCached(_ cache: ReferenceWritableKeyPath<CALayer, DeviceBitmap?>, of layer: CALayer,
                             key extra: [CGFloat], _ draw: (CGContext) -> Void) {
        let placement = DeviceBitmap.split(context.userSpaceToDeviceSpaceTransform)
        let b = layer.bounds
        let device = b.applying(placement.rest)
        guard device.width * device.height <= DeviceBitmap.maximumCachedPixels else {
            layer[keyPath: cache] = nil
            draw(context)
            return
        }
        let key = [b.minX, b.minY, b.width, b.height, layer.cornerRadius, CGFloat(layer.maskedCorners.rawValue),
                   layer.cornerCurve == .continuous ? 1 : 0]
            + DeviceBitmap.keyEntries(placement.rest) + extra
        var bitmap = layer[keyPath: cache]
        if bitmap?.key != key {
            bitmap = DeviceBitmap.make(key: key, extent: b, rest: placement.rest, draw)
            layer[keyPath: cache] = bitmap
        }
        bitmap?.draw(in: context, wholePixels: placement.x, placement.y)
    }

    /// A colour's components for a cache key.
    static func colorKey(_ color: CGColor) -> [CGFloat] {
        let c = color.rgba
        return [c.red, c.green, c.blue, c.alpha]
    }

    /// Multiplies what was drawn so far in the current group by the alpha of `mask` (drawn in the current
    /// layer's coordinates); outside the mask's drawing the result is transparent.
    private func applyMask(_ mask: CALayer) {
        let clipBox = context.convertToDeviceSpace(context.boundingBoxOfClipPath).integral
            .intersection(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        guard !clipBox.isNull, clipBox.width >= 1, clipBox.height >= 1,
              let maskContext = CGContext.makeTopDown(width: Int(clipBox.width), height: Int(clipBox.height)) else { return }
        maskContext.translateBy(x: -clipBox.minX, y: -clipBox.minY)
        maskContext.concatenate(context.userSpaceToDeviceSpaceTransform)
        LayerPainter(context: maskContext, deviceClip: nil, useTracking: false).paint(mask)
        guard let image = maskContext.makeImage() else { return }
        context.saveGState()
        context.concatenate(context.userSpaceToDeviceSpaceTransform.inverted())
        context.setBlendMode(.destinationIn)
        Self.drawUpright(image, in: clipBox, context: context)
        context.restoreGState()
    }

    /// Intersects the clip with a device-space (pixel) rectangle.
    private func clipToDevice(_ rect: CGRect) {
        guard !rect.isNull else { return }
        let m = context.userSpaceToDeviceSpaceTransform
        context.concatenate(m.inverted())
        context.clip(to: rect)
        context.concatenate(m)
    }

    /// Whether `m` is finite and invertible (singular layers draw nothing).
    func isInvertible(_ m: CGAffineTransform) -> Bool {
        let det = m.a * m.d - m.b * m.c
        return det != 0 && det.isFinite && m.tx.isFinite && m.ty.isFinite
    }
}
