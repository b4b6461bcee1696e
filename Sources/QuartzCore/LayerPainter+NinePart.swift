import CoreGraphics
import Foundation

extension LayerPainter {
    /// The nine sub-images (row by row; `nil` for empty ones), cut from `image` at the given pixel
    /// columns and rows and cached on the layer. Separate images keep bilinear filtering from blending
    /// a part with its neighbours.
    private static func nineParts(of image: CGImage, for layer: CALayer, sourceX: [CGFloat],
                                  sourceY: [CGFloat]) -> [CGImage?] {
        if let cache = layer.ninePartCache, cache.image === image, cache.center == layer.contentsCenter {
            return cache.parts
        }
        var parts: [CGImage?] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let r = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                               height: sourceY[row + 1] - sourceY[row])
                parts.append(r.width > 0 && r.height > 0 ? image.cropping(to: r) : nil)
            }
        }
        layer.ninePartCache = (image, layer.contentsCenter, parts)
        return parts
    }

    /// Draws `image` stretched into `layer.bounds` in nine parts per `contentsCenter`. Part boundaries are
    /// snapped to device pixels when the context is axis-aligned, so the parts meet without seams.
    static func drawNineParts(_ image: CGImage, of layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        guard b.width > 0, b.height > 0 else { return }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let c = layer.contentsCenter.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !c.isNull else { return }
        let sourceX = [0, (c.minX * w).rounded(), (c.maxX * w).rounded(), w]
        let sourceY = [0, (c.minY * h).rounded(), (c.maxY * h).rounded(), h]
        let parts = nineParts(of: image, for: layer, sourceX: sourceX, sourceY: sourceY)
        var left = sourceX[1] / scale, right = (w - sourceX[2]) / scale
        var top = sourceY[1] / scale, bottom = (h - sourceY[2]) / scale
        if left + right > b.width { let f = b.width / (left + right); left *= f; right *= f }
        if top + bottom > b.height { let f = b.height / (top + bottom); top *= f; bottom *= f }
        let m = ctx.userSpaceToDeviceSpaceTransform
        let axisAligned = m.b == 0 && m.c == 0 && m.a != 0 && m.d != 0
        func snapX(_ x: CGFloat) -> CGFloat { axisAligned ? ((x * m.a + m.tx).rounded() - m.tx) / m.a : x }
        func snapY(_ y: CGFloat) -> CGFloat { axisAligned ? ((y * m.d + m.ty).rounded() - m.ty) / m.d : y }
        let destX = [b.minX, snapX(b.minX + left), snapX(b.maxX - right), b.maxX]
        let destY = [b.minY, snapY(b.minY + top), snapY(b.maxY - bottom), b.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let dest = CGRect(x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                                  height: destY[row + 1] - destY[row])
                guard let part = parts[row * 3 + column] else { continue }
                drawUpright(part, in: dest, context: ctx)
            }
        }
    }
}
