@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Overdraw avoidance: a layer's square background skips the whole device pixels that an opaque sublayer
/// paints over anyway. Sublayers draw after their superlayer's background, and a sublayer drawn as it is
/// (visible, opacity 1, unmasked, axis-aligned, no running transition) with an opaque square background
/// replaces every pixel its bounds cover whole, whatever was beneath — so leaving those pixels out of the
/// background fill changes no pixel of the frame, while a full-screen background under opaque rows costs
/// one memory pass less. Only large sublayers count (small holes save less than they cost cairo's
/// tessellation).
extension LayerPainter {
    /// Holes smaller than this many device pixels are not worth cutting.
    static let minimumOcclusionPixels: CGFloat = 4096
    /// At most this many holes per background (the fill's tessellation grows with them).
    static let maximumOcclusionHoles = 64

    /// Fills `layer`'s square background with `color` (already set as the fill colour), leaving out the
    /// pixels its opaque sublayers cover whole.
    /// - Complexity: O(sublayers) to find the holes, plus cairo's O(h log h) tessellation of h holes.
    func fillBackground(of layer: CALayer) {
        let bounds = layer.bounds
        let holes = layer.sublayerStorage.isEmpty ? [] : occludedDeviceRects(of: layer)
        guard !holes.isEmpty else {
            if isPixelAligned(bounds) { clippedToDamage { context.fill(bounds) } } else { context.fill(bounds) }
            return
        }
        let toUser = context.userSpaceToDeviceSpaceTransform.inverted()
        context.beginPath()
        context.addRect(bounds)
        for hole in holes { context.addRect(hole.applying(toUser)) }
        context.fillPath(using: .evenOdd)
    }

    /// The whole device pixels inside `layer`'s bounds that its sublayers with opaque square backgrounds
    /// cover completely (empty when the layer's rounded clip or a rotation makes that uncertain).
    private func occludedDeviceRects(of layer: CALayer) -> [CGRect] {
        let m = context.userSpaceToDeviceSpaceTransform
        guard m.b == 0, m.c == 0 else { return [] }
        if layer.masksToBounds, layer.cornerRadius > 0, !layer.maskedCorners.isEmpty { return [] }
        let outer = Self.wholePixels(in: layer.bounds.applying(m))
        guard !outer.isNull else { return [] }
        var holes: [CGRect] = []
        for sublayer in layer.sublayerStorage {
            guard !sublayer.isHidden, sublayer.opacity >= 1, sublayer.mask == nil, !sublayer.hasTransitionEntries,
                  let color = sublayer.backgroundColor, color.alpha >= 1,
                  sublayer.cornerRadius <= 0 || sublayer.maskedCorners.isEmpty else { continue }
            let toDevice = sublayer.localToParentTransform(superlayer: layer).concatenating(m)
            guard toDevice.b == 0, toDevice.c == 0 else { continue }
            let hole = Self.wholePixels(in: sublayer.bounds.applying(toDevice)).intersection(outer)
            guard !hole.isNull, hole.width * hole.height >= Self.minimumOcclusionPixels else { continue }
            holes.append(hole)
            if holes.count == Self.maximumOcclusionHoles { break }
        }
        return holes
    }

    /// The largest rectangle of whole pixels inside `rect` (device space), or `.null`.
    static func wholePixels(in rect: CGRect) -> CGRect {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .null }
        let minX = rect.minX.rounded(.up), minY = rect.minY.rounded(.up)
        let maxX = rect.maxX.rounded(.down), maxY = rect.maxY.rounded(.down)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
