import AssetCatalog
import Foundation

extension UIImage {
    /// The image `name` for `traitCollection` (the current traits when nil) from `bundle`'s asset
    /// catalogs (the main bundle's when nil), else from its image files (see `init(named:in:with:)`), or
    /// nil, as UIKit's `init(named:in:compatibleWith:)`.
    ///
    /// A catalog image is the image set's file for the traits' idiom, appearance, contrast, gamut, layout
    /// direction and scale (the exact scale, else the nearest larger, else smaller); its `scale` is the
    /// entry's (1 for single-scale entries), its rendering mode the set's template rendering intent, and its
    /// `imageAsset` resolves the set for other traits, so an image view showing it follows dark mode.
    /// Image sets' PNG and JPEG files are read (vector PDF and SVG entries are not: documented deviation).
    /// A symbol set (`.symbolset`, a custom symbol's SVG template) gives a symbol image, as on iOS: a
    /// template at the screen's scale that `SymbolConfiguration` sizes, weights and scales (see
    /// `CustomSymbol`).
    /// - Complexity: O(catalog folders) for a bundle's first lookup; decoded files are cached.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let image = UIImage.catalogImage(named: name, in: bundle, traits: traitCollection ?? UITraitCollection.currentImplementation) {
            self.init(content: image.content, scale: image.scale, orientation: image.imageOrientation, renderingMode: image.renderingMode)
            assetStorage = image.imageAsset
            return
        }
        if let symbol = CustomSymbol.named(name, in: bundle) {
            self.init(content: .symbol(symbol, SymbolConfiguration()), scale: UIScreenScale.current, orientation: .up,
                      renderingMode: .automatic)
            return
        }
        self.init(fileNamed: name, in: bundle)
    }

    private static let catalogLock = NSLock()
    nonisolated(unsafe) private static var catalogAssets: [String: UIImageAsset] = [:]

    /// The catalog image `name` for `traits`, or nil when no catalog of `bundle` has the set (or none of
    /// its files suits the traits).
    static func catalogImage(named name: String, in bundle: Bundle?, traits: UITraitCollection) -> UIImage? {
        let key = (bundle ?? .main).bundlePath + "|" + name
        let asset: UIImageAsset? = catalogLock.withLock {
            if let known = catalogAssets[key] { return known }
            guard let set = AssetCatalogStore.imageSet(named: name, in: bundle), !set.images.isEmpty else { return nil }
            let made = UIImageAsset(resolver: { traits in UIImage.rendition(of: set, for: traits) })
            catalogAssets[key] = made
            return made
        }
        guard let asset else { return nil }
        let image = asset.image(with: traits)
        return image.size == .zero && image.cgImage == nil ? nil : image
    }

    /// The decoded file of `set` for `traits`, or nil.
    static func rendition(of set: AssetImageSet, for traits: UITraitCollection) -> UIImage? {
        guard let entry = set.image(for: AssetCatalogStore.query(for: traits)) else { return nil }
        let key = "asset|" + entry.file.path as NSString
        let decoded: UIImage
        if let cached = namedCache.object(forKey: key) {
            decoded = cached
        } else {
            guard let data = try? Data(contentsOf: entry.file), let cgImage = CGImage.decode(data) else {
                AssetCatalogStore.report(AssetCatalogError(file: entry.file, line: 0, message: "is not a PNG or JPEG image"))
                return nil
            }
            decoded = UIImage(cgImage: cgImage, scale: CGFloat(entry.scale ?? 1), orientation: Orientation(exifOf: data))
            namedCache.setObject(decoded, forKey: key)
        }
        let mode: RenderingMode
        switch set.renderingIntent {
        case .template: mode = .alwaysTemplate
        case .original: mode = .alwaysOriginal
        case nil: mode = .automatic
        }
        return UIImage(content: decoded.content, scale: decoded.scale, orientation: decoded.imageOrientation, renderingMode: mode)
    }
}
