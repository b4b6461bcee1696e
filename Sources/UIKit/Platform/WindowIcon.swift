import AssetCatalog
import Foundation

/// The picture a desktop window shows as its icon: the app's primary icon (the `AppIcon` set of the
/// main bundle's asset catalogs, which include SwiftPM resource bundles beside the executable), its
/// largest rendition for the screen's traits, as straight-alpha RGBA bytes that the SDL host hands to
/// `SDL_SetWindowIcon`. Not public API.
///
/// iOS has no window icons; a desktop shows the app's icon in its task bar and window switcher, and the
/// largest rendition scales down best. It is scaled to fit `maximumSide` pixels (window managers keep
/// icons small; a 1024-pixel icon would cost 4 MB in every X11 property update).
@MainActor
enum WindowIcon {
    /// Pixels to hand to the window system: `width × height` RGBA bytes, rows top first, not premultiplied.
    struct Pixels: Equatable {
        let width: Int
        let height: Int
        let rgba: [UInt8]
    }

    /// The largest side in pixels.
    static let maximumSide = 256

    /// The largest icon of `bundle`'s primary app icon set for `traits`, decoded, or nil when there is none.
    /// - Complexity: O(catalogs) for the first lookup, plus decoding the PNG.
    static func image(in bundle: Bundle?, traits: UITraitCollection) -> CGImage? {
        guard let set = AssetCatalogStore.appIconSet(named: UIApplication.primaryAppIconName, in: bundle),
              let icon = set.largestIcon(for: AssetCatalogStore.query(for: traits)),
              let data = try? Data(contentsOf: icon.file) else { return nil }
        return CGImage.decode(data)
    }

    /// `image` scaled to fit `maximumSide` (never enlarged) as straight RGBA bytes.
    /// - Complexity: O(pixels of the result) plus the scaling.
    static func pixels(of image: CGImage, maximumSide: Int = WindowIcon.maximumSide) -> Pixels? {
        let fit = min(1, CGFloat(maximumSide) / CGFloat(max(image.width, image.height)))
        let width = max(1, Int((CGFloat(image.width) * fit).rounded())), height = max(1, Int((CGFloat(image.height) * fit).rounded()))
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let data = context.data else { return nil }
        // Premultiplied BGRA (cairo's ARGB32 on a little-endian machine) to straight RGBA.
        let source = data.assumingMemoryBound(to: UInt8.self)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = source + y * context.bytesPerRow
            for x in 0..<width {
                let b = Int(row[x * 4]), g = Int(row[x * 4 + 1]), r = Int(row[x * 4 + 2]), a = Int(row[x * 4 + 3])
                let i = (y * width + x) * 4
                rgba[i + 3] = UInt8(a)
                guard a > 0 else { continue }
                rgba[i] = UInt8(min(255, (r * 255 + a / 2) / a))
                rgba[i + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                rgba[i + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
            }
        }
        return Pixels(width: width, height: height, rgba: rgba)
    }
}
