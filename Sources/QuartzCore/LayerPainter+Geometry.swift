@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

extension LayerPainter {
    /// `radius` clamped to half the shorter side of `rect`, as Core Animation draws it.
    static func clampedRadius(_ radius: CGFloat, _ rect: CGRect) -> CGFloat {
        guard radius > 0, radius.isFinite else { return 0 }
        return min(radius, min(abs(rect.width), abs(rect.height)) / 2)
    }

    /// How far from a rounded corner of `rect` the rounding reaches along each edge: the clamped radius
    /// for circular corners, min(1.528665 r, half the shorter side) for continuous ones.
    /// - Complexity: O(1).
    static func cornerExtent(_ radius: CGFloat, _ rect: CGRect, curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CGMutablePath.continuousCornerExtent(cornerRadius: radius, in: rect)
            : clampedRadius(radius, rect)
    }

    /// A rectangle whose `corners` are rounded with `radius` (clamped to half the shorter side): quarter
    /// circles for `.circular`, Apple's continuous corners (`CGMutablePath.addContinuousRoundedRect`, which
    /// turns into the same quarter circles when the radius reaches half the shorter side) for `.continuous`.
    /// - Complexity: O(1).
    static func roundedRectPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask,
                                curve: CALayerCornerCurve = .circular) -> CGPath {
        let r = rect.standardized
        let rad = clampedRadius(radius, r)
        let path = CGMutablePath()
        guard rad > 0, !corners.isEmpty else {
            path.addRect(r)
            return path
        }
        if curve == .continuous {
            path.addContinuousRoundedRect(r, cornerRadius: rad,
                                          corners: (corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                                                    corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner)))
            return path
        }
        let k: CGFloat = 0.5522847498 * rad
        let tl = corners.contains(.layerMinXMinYCorner) ? rad : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? rad : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? rad : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? rad : 0
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + k, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr - k))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + k),
                          control2: CGPoint(x: r.maxX - br + k, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - k, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl + k))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - k),
                          control2: CGPoint(x: r.minX + tl - k, y: r.minY))
        }
        path.closeSubpath()
        return path
    }

    /// Where `image` lands in `layer`: the destination of the shown part (`contentsRect`) per
    /// `contentsGravity`, and the rectangle the whole image is drawn into so that part fills the destination.
    static func contentsPlacement(of image: CGImage, in layer: CALayer) -> (destination: CGRect, whole: CGRect) {
        let b = layer.bounds
        let unit = layer.contentsRect.standardized
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let natural = CGSize(width: CGFloat(image.width) * unit.width / scale,
                             height: CGFloat(image.height) * unit.height / scale)
        let dest = layer.contentsGravity.placement(of: natural, in: b)
        guard unit != CGRect(x: 0, y: 0, width: 1, height: 1), unit.width > 0, unit.height > 0 else {
            return (dest, dest)
        }
        let wholeWidth = dest.width / unit.width, wholeHeight = dest.height / unit.height
        let whole = CGRect(x: dest.minX - unit.minX * wholeWidth, y: dest.minY - unit.minY * wholeHeight,
                           width: wholeWidth, height: wholeHeight)
        return (dest, whole)
    }

    /// Draws `layer`'s contents image per gravity and `contentsRect`, upright in a y-down space.
    static func drawContents(_ image: CGImage, of layer: CALayer, in ctx: CGContext) {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if layer.contentsCenter != unit, layer.contentsGravity == .resize, layer.contentsRect == unit {
            drawNineParts(image, of: layer, in: ctx)
            return
        }
        let placement = contentsPlacement(of: image, in: layer)
        guard placement.destination.width > 0, placement.destination.height > 0 else { return }
        if placement.whole != placement.destination {
            ctx.saveGState()
            ctx.clip(to: placement.destination)
            drawUpright(image, in: placement.whole, context: ctx)
            ctx.restoreGState()
        } else if let ink = inkClip(of: image, for: layer, destination: placement.destination, context: ctx) {
            // Only the inked part (see `LayerPainter+Ink`); nothing for a fully transparent image.
            guard !ink.isNull else { return }
            ctx.saveGState()
            ctx.clip(to: ink)
            drawUpright(image, in: placement.destination, context: ctx)
            ctx.restoreGState()
        } else {
            drawUpright(image, in: placement.destination, context: ctx)
        }
    }

    /// Draws `image` with its first row at `rect.minY` (upright in a y-down space).
    static func drawUpright(_ image: CGImage, in rect: CGRect, context ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }
}
