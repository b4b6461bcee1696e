import CoreGraphics
import Foundation

/// Renders gradient layers' gradients into bitmaps, cached on the layer.
@MainActor
enum GradientRenderer {
    /// The gradient bitmap of `layer` at `scale` pixels per point (cached while nothing it depends on changes;
    /// at a lower resolution beyond `DeviceBitmap.maximumCachedPixels`).
    /// - Complexity: O(pixels) when (re)rendered, O(colours) when cached.
    static func image(for layer: CAGradientLayer, colors: [CGColor], scale: CGFloat) -> CGImage? {
        // Gradients are smooth: a huge layer's gradient is rendered at a reduced resolution and scaled up.
        let area = layer.bounds.width * scale * layer.bounds.height * scale
        let resolution = area > DeviceBitmap.maximumCachedPixels ? scale * (DeviceBitmap.maximumCachedPixels / area).squareRoot() : scale
        let width = Int((layer.bounds.width * resolution).rounded(.up)), height = Int((layer.bounds.height * resolution).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let rgba = colors.map(\.rgba)
        let stops: [CGFloat] = colors.indices.map { i in
            if let locations = layer.locations, i < locations.count { return CGFloat(locations[i].doubleValue) }
            return colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)
        }
        let kind: CGFloat = layer.type == .radial ? 1 : layer.type == .conic ? 2 : 0
        var key: [CGFloat] = [CGFloat(width), CGFloat(height), kind, layer.startPoint.x, layer.startPoint.y,
                              layer.endPoint.x, layer.endPoint.y]
        for (c, s) in zip(rgba, stops) { key += [c.red, c.green, c.blue, c.alpha, s] }
        if let cached = layer.gradientCache, cached.key == key { return cached.image }
        let table = lookupTable(rgba, stops)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let w = CGFloat(width), h = CGFloat(height)
        let s = CGPoint(x: layer.startPoint.x * w, y: layer.startPoint.y * h)
        let e = CGPoint(x: layer.endPoint.x * w, y: layer.endPoint.y * h)
        let dx = e.x - s.x, dy = e.y - s.y
        let lengthSquared = dx * dx + dy * dy
        let rx = abs(dx), ry = abs(dy)
        let startAngle = atan2(dy, dx)
        let last = CGFloat(table.count / 4 - 1)
        for y in 0..<height {
            let py = CGFloat(y) + 0.5
            for x in 0..<width {
                let px = CGFloat(x) + 0.5
                var t: CGFloat
                switch kind {
                case 0:
                    t = lengthSquared > 0 ? ((px - s.x) * dx + (py - s.y) * dy) / lengthSquared : 0
                case 1:
                    let ux = rx > 0 ? (px - s.x) / rx : 0, uy = ry > 0 ? (py - s.y) / ry : 0
                    t = rx > 0 || ry > 0 ? (ux * ux + uy * uy).squareRoot() : 0
                default:
                    var a = (atan2(py - s.y, px - s.x) - startAngle) / (2 * .pi)
                    a -= a.rounded(.down)
                    t = a
                }
                let index = Int((min(max(t, 0), 1) * last).rounded()) * 4
                let p = (y * width + x) * 4
                pixels[p] = table[index]; pixels[p + 1] = table[index + 1]
                pixels[p + 2] = table[index + 2]; pixels[p + 3] = table[index + 3]
            }
        }
        guard let image = ShadowRenderer.makeImage(fromBGRA: &pixels, width: width, height: height) else { return nil }
        layer.gradientCache = (key, image)
        return image
    }

    /// 1024 premultiplied BGRA entries sampling the gradient from 0 to 1.
    static func lookupTable(_ colors: [(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)],
                            _ stops: [CGFloat]) -> [UInt8] {
        let count = 1024
        var table = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            let t = CGFloat(i) / CGFloat(count - 1)
            var c = colors[0]
            if t >= stops[stops.count - 1] {
                c = colors[colors.count - 1]
            } else if t > stops[0] {
                var k = 1
                while k < stops.count - 1, stops[k] < t { k += 1 }
                let a = colors[k - 1], b = colors[k]
                let span = stops[k] - stops[k - 1]
                let f = span > 0 ? (t - stops[k - 1]) / span : 1
                c = (a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f,
                     a.blue + (b.blue - a.blue) * f, a.alpha + (b.alpha - a.alpha) * f)
            }
            table[i * 4] = UInt8((c.blue * c.alpha * 255).rounded())
            table[i * 4 + 1] = UInt8((c.green * c.alpha * 255).rounded())
            table[i * 4 + 2] = UInt8((c.red * c.alpha * 255).rounded())
            table[i * 4 + 3] = UInt8((c.alpha * 255).rounded())
        }
        return table
    }
}
