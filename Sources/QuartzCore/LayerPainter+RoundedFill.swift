@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// A rounded background's anti-aliased rim, cached as device bitmaps around a solid interior.
struct RoundedFillCache {
    /// Everything the pixels depend on: bounds, corners, colour, the device transform's scale and
    /// sub-pixel offset.
    var key: [CGFloat]
    /// The strips around the interior (the whole shape when it has no interior), drawn at whole-pixel
    /// offsets from the layer's translation.
    var strips: [DeviceBitmap]
    /// The whole device pixels the shape covers completely, away from its rounded corners, relative to
    /// the whole-pixel part of the layer's translation; `.null` for a shape too small to have any.
    var interior: CGRect
}

/// Rounded backgrounds drawn as a cached rim and a solid interior. Caching the whole shape as one
/// bitmap (as borders and shadows are) costs a bounds-sized bitmap every time its key changes — every
/// frame while a corner radius or a scale animates, as the presenting view behind a sheet does — and a
/// bounds-sized image composite every frame after. Only the rim has anti-aliased pixels; the interior is
/// the fill colour composited at full coverage, which a plain pixel-aligned fill produces bit for bit
/// (a premultiplied colour over the destination). So the rim is cached in strips (their area grows with
/// the perimeter, not the area) and the interior is filled each frame, leaving out the pixels opaque
/// sublayers paint over (see `LayerPainter+Occlusion`).
extension LayerPainter {
    /// Fills `layer`'s rounded background with `color`: the cached rim strips and the interior.
    /// Rotated, skewed or mirrored contexts use the whole-shape bitmap (`paintCached`).
    /// - Complexity: O(perimeter pixels) when the key changed; O(interior pixels) fill plus the strips'
    ///   blits otherwise.
    func paintRoundedBackground(of layer: CALayer, color: CGColor) {
        let placement = DeviceBitmap.split(context.userSpaceToDeviceSpaceTransform)
        let rest = placement.rest
        guard rest.b == 0, rest.c == 0, rest.a > 0, rest.d > 0 else {
            paintCached(\.backgroundCache, of: layer, key: Self.colorKey(color)) {
                $0.setFillColor(color)
                $0.addPath(layer.roundedBoundsPath)
                $0.fillPath()
            }
            return
        }
        layer.backgroundCache = nil
        let b = layer.bounds
        let key = [b.minX, b.minY, b.width, b.height, layer.cornerRadius, CGFloat(layer.maskedCorners.rawValue),
                   layer.cornerCurve == .continuous ? 1 : 0] + DeviceBitmap.keyEntries(rest) + Self.colorKey(color)
        var cache = layer.roundedFillCache
        if cache?.key != key {
            cache = Self.makeRoundedFill(of: layer, color: color, rest: rest, key: key)
            layer.roundedFillCache = cache
        }
        guard let cache else {
            // Too large to cache: drawn directly.
            context.setFillColor(color)
            context.addPath(layer.roundedBoundsPath)
            context.fillPath()
            return
        }
        for strip in cache.strips { strip.draw(in: context, wholePixels: placement.x, placement.y) }
        guard !cache.interior.isNull else { return }
        let interior = cache.interior.offsetBy(dx: placement.x, dy: placement.y)
        let holes = occludedDeviceRects(of: layer, inside: interior, zones: roundedClipFreeZones(of: layer))
        let m = context.userSpaceToDeviceSpaceTransform
        context.saveGState()
        context.concatenate(m.inverted())
        context.setFillColor(color)
        context.beginPath()
        context.addRect(interior)
        for hole in holes { context.addRect(hole) }
        context.fillPath(using: .evenOdd)
        context.restoreGState()
    }

    /// For a layer that clips to rounded bounds, the device rectangles in which its sublayers are drawn
    /// without the rounded clip (`cornerFreeZones`), so only those may leave holes in its interior; `nil`
    /// (no restriction) when it does not clip.
    private func roundedClipFreeZones(of layer: CALayer) -> [CGRect]? {
        layer.masksToBounds ? cornerFreeZones(of: layer) : nil
    }

    /// Renders the rim strips of `layer`'s rounded bounds filled with `color` under `rest` (scale and
    /// sub-pixel offset), and finds the interior; `nil` when the strips would exceed
    /// `DeviceBitmap.maximumCachedPixels`.
    /// - Complexity: O(strip pixels).
    static func makeRoundedFill(of layer: CALayer, color: CGColor, rest: CGAffineTransform,
                                key: [CGFloat]) -> RoundedFillCache? {
        let b = layer.bounds
        let device = b.applying(rest)
        guard !device.isNull, device.width.isFinite, device.height.isFinite else { return nil }
        let outer = device.insetBy(dx: -1, dy: -1).integral
        let whole = wholePixels(in: device)
        // Pixels this far from a rounded corner's sides are clear of its curve.
        let extent = cornerExtent(layer.cornerRadius, b, curve: layer.cornerCurve)
        let ex = (extent * rest.a).rounded(.up) + 1, ey = (extent * rest.d).rounded(.up) + 1
        let corners = layer.maskedCorners
        let left: CGFloat = corners.contains(.layerMinXMinYCorner) || corners.contains(.layerMinXMaxYCorner) ? ex : 0
        let right: CGFloat = corners.contains(.layerMaxXMinYCorner) || corners.contains(.layerMaxXMaxYCorner) ? ex : 0
        let top: CGFloat = corners.contains(.layerMinXMinYCorner) || corners.contains(.layerMaxXMinYCorner) ? ey : 0
        let bottom: CGFloat = corners.contains(.layerMinXMaxYCorner) || corners.contains(.layerMaxXMaxYCorner) ? ey : 0
        var interior = CGRect.null
        if !whole.isNull, whole.width - left - right >= 1, whole.height - top - bottom >= 1 {
            interior = CGRect(x: whole.minX + left, y: whole.minY + top,
                              width: whole.width - left - right, height: whole.height - top - bottom)
        }
        let pieces: [CGRect]
        if interior.isNull {
            pieces = [outer]
        } else {
            pieces = [CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: interior.minY - outer.minY),
                      CGRect(x: outer.minX, y: interior.maxY, width: outer.width, height: outer.maxY - interior.maxY),
                      CGRect(x: outer.minX, y: interior.minY, width: interior.minX - outer.minX, height: interior.height),
                      CGRect(x: interior.maxX, y: interior.minY, width: outer.maxX - interior.maxX, height: interior.height)]
                .filter { $0.width >= 1 && $0.height >= 1 }
        }
        guard pieces.reduce(0, { $0 + $1.width * $1.height }) <= DeviceBitmap.maximumCachedPixels else { return nil }
        let path = layer.roundedBoundsPath
        var strips: [DeviceBitmap] = []
        for piece in pieces {
            guard let ctx = CGContext.makeTopDown(width: Int(piece.width), height: Int(piece.height)) else { return nil }
            ctx.translateBy(x: -piece.minX, y: -piece.minY)
            ctx.concatenate(rest)
            ctx.setFillColor(color)
            ctx.addPath(path)
            ctx.fillPath()
            guard let image = ctx.makeImage() else { return nil }
            strips.append(DeviceBitmap(key: [], image: image, origin: piece.origin))
        }
        return RoundedFillCache(key: key, strips: strips, interior: interior)
    }
}
