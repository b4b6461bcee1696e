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
        let m = context.userSpaceToDeviceSpaceTransform
        // A rounded clip leaves corner pixels to what lies beneath, so no holes under one.
        let roundedClip = layer.masksToBounds && layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty
        let holes = layer.sublayerStorage.isEmpty || roundedClip || m.b != 0 || m.c != 0 ? []
            : occludedDeviceRects(of: layer, inside: Self.wholePixels(in: bounds.applying(m)), zones: nil)
        guard !holes.isEmpty else {
            if isPixelAligned(bounds) { clippedToDamage { context.fill(bounds) } } else { context.fill(bounds) }
            return
        }
        let toUser = m.inverted()
        context.beginPath()
        context.addRect(bounds)
        for hole in holes { context.addRect(hole.applying(toUser)) }
        context.fillPath(using: .evenOdd)
    }

    /// The whole device pixels inside `outer` (device space) that `layer`'s sublayers with opaque square
    /// backgrounds cover completely; with `zones`, only sublayers whose drawing lies inside one of them
    /// count (those a rounded clip leaves alone). Empty when the context is rotated.
    func occludedDeviceRects(of layer: CALayer, inside outer: CGRect, zones: [CGRect]?) -> [CGRect] {
        let m = context.userSpaceToDeviceSpaceTransform
        guard m.b == 0, m.c == 0, !outer.isNull, !layer.sublayerStorage.isEmpty else { return [] }
        var holes: [CGRect] = []
        for sublayer in layer.sublayerStorage {
            guard !sublayer.isHidden, sublayer.opacity >= 1, sublayer.mask == nil, !sublayer.hasTransitionEntries,
                  let color = sublayer.backgroundColor, color.alpha >= 1,
                  sublayer.cornerRadius <= 0 || sublayer.maskedCorners.isEmpty else { continue }
            if let zones {
                let drawn = sublayer.renderedSubtreeRect
                guard useTracking, !drawn.isNull, zones.contains(where: { $0.contains(drawn) }) else { continue }
            }
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

/// Overdraw avoidance between siblings: a sublayer that a later sibling paints over opaquely (a
/// navigation push's arriving view sliding over the one below, a full-screen view over another) draws
/// only the part of it left uncovered. The cover is a sibling drawn as it is with an opaque square
/// background; whatever the covered sublayer would have put under the cover's whole pixels is replaced
/// anyway, so leaving it out changes no pixel. The part kept must be a rectangle: a cover that spans the
/// sublayer across one axis and takes one side of it; a cover holding all of it skips it altogether.
/// Only large covers count (small ones save less than the bookkeeping costs).
extension LayerPainter {
    /// Covers smaller than this many device pixels are ignored.
    static let minimumSiblingCoverPixels: CGFloat = 262_144
    /// Whether sibling covers are used (tests turn them off to compare a frame with the same frame drawn
    /// without them).
    static var usesSiblingCovers = true
    /// At most this many covers per superlayer, the last drawn first.
    static let maximumSiblingCovers = 4

    /// The large opaque covers among `sublayers` (drawing order) of `layer`: their index and the whole
    /// device pixels their backgrounds replace. Empty unless the layers' pixels are tracked for this
    /// context (the sublayers' rectangles are what is compared).
    /// - Complexity: O(sublayers).
    func siblingCovers(_ sublayers: [CALayer], of layer: CALayer) -> [(index: Int, rect: CGRect)] {
        let m = context.userSpaceToDeviceSpaceTransform
        guard useTracking, sublayers.count > 1, m.b == 0, m.c == 0, Self.usesSiblingCovers else { return [] }
        var covers: [(index: Int, rect: CGRect)] = []
        for index in stride(from: sublayers.count - 1, through: 1, by: -1) {
            let sublayer = sublayers[index]
            guard !sublayer.isHidden, sublayer.renderedSubtreeRect.width * sublayer.renderedSubtreeRect.height
                    >= Self.minimumSiblingCoverPixels else { continue }
            let toDevice = sublayer.localToParentTransform(superlayer: layer).concatenating(m)
            let rect = opaqueCover(of: sublayer, toDevice: toDevice, depth: 0)
            guard !rect.isNull, rect.width * rect.height >= Self.minimumSiblingCoverPixels else { continue }
            // A backdrop blur drawn before the cover's opaque pixels would read pixels left undrawn under it.
            guard !BackdropLayers.reads(rect, inside: sublayers[...index]) else { continue }
            covers.append((index, rect))
            if covers.count == Self.maximumSiblingCovers { break }
        }
        return covers
    }

    /// How deep `opaqueCover(of:toDevice:depth:)` looks for an opaque layer inside a transparent one (a
    /// sheet's card: container, card, the presented view).
    static let maximumCoverDepth = 3

    /// The whole device pixels that `layer`'s subtree paints opaquely whatever lies beneath, or `.null`:
    /// the layer's own opaque square background, or else (for a layer without one) the largest such
    /// rectangle among its last few sublayers. Every layer on the way is drawn as it is (visible,
    /// opacity 1, unmasked, axis-aligned, no transition, no backdrop blur) and tracks pixels that hold the
    /// rectangle; a clipping layer cuts it to its bounds, less the band its rounded corners reach.
    /// - Complexity: O(sublayers^depth) with at most 4 sublayers per level and `maximumCoverDepth` levels.
    func opaqueCover(of layer: CALayer, toDevice: CGAffineTransform, depth: Int) -> CGRect {
        guard !layer.isHidden, layer.opacity >= 1, layer.mask == nil, !layer.hasTransitionEntries,
              layer.backdropBlurRadius <= 0, toDevice.b == 0, toDevice.c == 0 else { return .null }
        let rounded = layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty
        var rect = CGRect.null
        if let color = layer.backgroundColor, color.alpha >= 1, !rounded {
            rect = Self.wholePixels(in: layer.bounds.applying(toDevice))
        } else if depth < Self.maximumCoverDepth {
            for sublayer in layer.sublayersInDrawingOrder.reversed().prefix(4) {
                let candidate = opaqueCover(of: sublayer, toDevice: sublayer.localToParentTransform(superlayer: layer)
                    .concatenating(toDevice), depth: depth + 1)
                if !candidate.isNull, rect.isNull || candidate.width * candidate.height > rect.width * rect.height {
                    rect = candidate
                }
            }
        }
        if !rect.isNull, layer.masksToBounds { rect = rect.intersection(Self.cornerFreeInterior(of: layer, toDevice)) }
        guard !rect.isNull, rect.width > 0, rect.height > 0, layer.renderedSubtreeRect.contains(rect) else { return .null }
        return rect
    }

    /// The whole device pixels of `layer`'s bounds that its rounded corners (if any) leave alone: the
    /// larger of the bounds less the corner band at the rounded top and bottom, or at the rounded sides.
    static func cornerFreeInterior(of layer: CALayer, _ toDevice: CGAffineTransform) -> CGRect {
        let b = layer.bounds
        guard layer.cornerRadius > 0, !layer.maskedCorners.isEmpty else { return wholePixels(in: b.applying(toDevice)) }
        let r = cornerExtent(layer.cornerRadius, b, curve: layer.cornerCurve), c = layer.maskedCorners
        let top = c.contains(.layerMinXMinYCorner) || c.contains(.layerMaxXMinYCorner) ? r : 0
        let bottom = c.contains(.layerMinXMaxYCorner) || c.contains(.layerMaxXMaxYCorner) ? r : 0
        let left = c.contains(.layerMinXMinYCorner) || c.contains(.layerMinXMaxYCorner) ? r : 0
        let right = c.contains(.layerMaxXMinYCorner) || c.contains(.layerMaxXMaxYCorner) ? r : 0
        let tall = CGRect(x: b.minX, y: b.minY + top, width: b.width, height: b.height - top - bottom)
        let wide = CGRect(x: b.minX + left, y: b.minY, width: b.width - left - right, height: b.height)
        let a = tall.height > 0 ? wholePixels(in: tall.applying(toDevice)) : .null
        let w = wide.width > 0 ? wholePixels(in: wide.applying(toDevice)) : .null
        if a.isNull { return w }
        if w.isNull { return a }
        return a.width * a.height >= w.width * w.height ? a : w
    }

    /// The device rectangle of `subtree` (a sublayer's tracked pixels) that the covers drawn after
    /// `index` leave visible: `nil` when they cover none of it, `.null` when they cover all of it.
    /// - Complexity: O(covers).
    static func uncoveredPart(of subtree: CGRect, covers: [(index: Int, rect: CGRect)], after index: Int) -> CGRect? {
        guard !subtree.isNull else { return nil }
        var rest = subtree, cut = false
        for cover in covers where cover.index > index {
            let c = cover.rect
            guard c.intersects(rest) else { continue }
            if c.contains(rest) { return .null }
            if c.minY <= rest.minY, c.maxY >= rest.maxY {
                if c.minX <= rest.minX {
                    rest = CGRect(x: c.maxX, y: rest.minY, width: rest.maxX - c.maxX, height: rest.height)
                    cut = true
                } else if c.maxX >= rest.maxX {
                    rest = CGRect(x: rest.minX, y: rest.minY, width: c.minX - rest.minX, height: rest.height)
                    cut = true
                }
            } else if c.minX <= rest.minX, c.maxX >= rest.maxX {
                if c.minY <= rest.minY {
                    rest = CGRect(x: rest.minX, y: c.maxY, width: rest.width, height: rest.maxY - c.maxY)
                    cut = true
                } else if c.maxY >= rest.maxY {
                    rest = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: c.minY - rest.minY)
                    cut = true
                }
            }
        }
        return cut ? rest : nil
    }
}
