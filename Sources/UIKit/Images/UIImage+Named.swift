import Foundation

extension UIImage {
    /// The image named `name` in the main bundle, or `nil`. See `init(named:in:with:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when `nil`), or `nil`: the asset catalogs' image
    /// set `name` for the current traits (see `init(named:in:compatibleWith:)`), else an image file.
    /// `configuration` is applied to the image (it affects symbol images only).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        if let configuration, UIImage.catalogImage(named: name, in: bundle, traits: UITraitCollection.currentImplementation) == nil,
           let symbol = CustomSymbol.named(name, in: bundle) {
            self.init(content: .symbol(symbol, SymbolConfiguration().applying(configuration)), scale: UIScreenScale.current,
                      orientation: .up, renderingMode: .automatic)
            return
        }
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// The image file named `name` in `bundle` (the main bundle when `nil`), or `nil` when there is no such
    /// file or it is not a decodable image.
    ///
    /// Looks for `name`, `name@2x` and `name@3x` with the extensions `png`, `jpg` and `jpeg` (or exactly
    /// `name` when it has one of those extensions) in the bundle's resources, preferring the main screen's
    /// scale, then larger scales, then smaller ones, as iOS does. The image's `scale` comes from the
    /// file's suffix (1 without one) and a JPEG's EXIF orientation becomes `imageOrientation`, as for
    /// `init(contentsOfFile:)`. Results are cached by bundle, name and scale, like iOS's named-image cache.
    convenience init?(fileNamed name: String, in bundle: Bundle?) {
        let bundle = bundle ?? .main
        let preferred = UIScreenScale.current
        let key = "\(bundle.bundlePath)|\(preferred)|\(name)" as NSString
        let image: UIImage
        if let cached = UIImage.namedCache.object(forKey: key) {
            image = cached
        } else {
            guard let path = UIImage.pathForNamedImage(name, in: bundle, preferredScale: preferred),
                  let data = FileManager.default.contents(atPath: path), let cgImage = CGImage.decode(data) else {
                return nil
            }
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            image = UIImage(cgImage: cgImage, scale: UIImage.scaleSuffix(of: base) ?? 1, orientation: Orientation(exifOf: data))
            UIImage.namedCache.setObject(image, forKey: key)
        }
        self.init(content: image.content, scale: image.scale, orientation: image.imageOrientation,
                  renderingMode: image.renderingMode)
    }

    /// Named images already loaded; `NSCache` is thread-safe and drops entries under memory pressure.
    nonisolated(unsafe) static let namedCache = NSCache<NSString, UIImage>()

    /// The file for `name` in `bundle`, preferring `preferredScale`, then larger, then smaller scales.
    static func pathForNamedImage(_ name: String, in bundle: Bundle, preferredScale: CGFloat) -> String? {
        let extensions = ["png", "jpg", "jpeg"]
        let given = (name as NSString).pathExtension.lowercased()
        if extensions.contains(given) {
            let base = (name as NSString).deletingPathExtension
            let ext = (name as NSString).pathExtension
            for candidate in scaledNames(base, preferredScale: preferredScale) {
                if let path = bundle.path(forResource: candidate, ofType: ext) { return path }
            }
            return nil
        }
        for candidate in scaledNames(name, preferredScale: preferredScale) {
            for ext in extensions {
                if let path = bundle.path(forResource: candidate, ofType: ext) { return path }
            }
        }
        return nil
    }

    /// `name` with scale suffixes in lookup order for `preferredScale` (e.g. 2 → `@2x`, `@3x`, plain).
    static func scaledNames(_ name: String, preferredScale: CGFloat) -> [String] {
        let preferred = min(max(Int(preferredScale.rounded()), 1), 3)
        let order = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1)) + (1..<preferred).reversed()
        return order.map { $0 == 1 ? name : "\(name)@\($0)x" }
    }
}
