import AssetCatalog
import Foundation

extension UIColor {
    /// The colour set `name` of the main bundle's asset catalogs, or nil; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` (`Folder/Name` inside folders that provide a namespace) of `bundle`'s asset
    /// catalogs (the main bundle's when nil), or nil when there is no such set, as UIKit's
    /// `init(named:in:compatibleWith:)`.
    ///
    /// Without `traitCollection` the colour is dynamic: it resolves to the set's variant for the traits it
    /// is resolved with (`resolvedColor(with:)`, or `UITraitCollection.current` while UIKit draws), so a
    /// view's colour follows dark mode and increased contrast, as iOS's catalog colours do. With
    /// `traitCollection` the variant for those traits is returned as a fixed colour (nil when no variant
    /// suits them), which is how Apple documents the parameter: "the traits associated with the intended
    /// environment" of the colour. Variants are picked by idiom, luminosity (an unspecified style counts
    /// as light), contrast and gamut; Display P3 and linear components are converted to extended sRGB;
    /// Xcode's references to system colours (`systemBlueColor`, `labelColor`, ...) give those colours.
    /// Lookup in SwiftPM resource bundles and error reporting: see `README.md` (asset catalogs).
    /// - Complexity: O(catalog folders) for the first lookup of a bundle, O(1) per name after.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalogStore.colorSet(named: name, in: bundle), !set.variants.isEmpty else { return nil }
        let colors = set.variants.map { UIColor.catalogColor($0.color) }
        if let traitCollection {
            guard let index = set.bestVariantIndex(for: AssetCatalogStore.query(for: traitCollection)) else { return nil }
            self.init(cgColor: colors[index].resolvedColor(with: traitCollection).staticCGColor)
            return
        }
        self.init(dynamicProvider: { traits in
            colors[set.bestVariantIndex(for: AssetCatalogStore.query(for: traits)) ?? 0]
        })
        systemColorName = "asset:" + (bundle ?? .main).bundlePath + "|" + name
    }

    /// A catalog colour as a `UIColor`: components in extended sRGB (grey spaces as grey), or the platform
    /// colour a reference names.
    static func catalogColor(_ color: AssetColor) -> UIColor {
        if let reference = color.platformReference {
            return platformColors[reference] ?? platformColors[reference + "Color"] ?? UIColor(white: 0, alpha: 0)
        }
        if color.colorSpace.isGray {
            return UIColor(white: CGFloat(color.components.first ?? 0), alpha: CGFloat(color.alpha))
        }
        let rgb = color.extendedSRGB
        return UIColor(red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: CGFloat(rgb.alpha))
    }

    /// The colours Xcode's colour references name (`systemBlueColor`, `labelColor`, `whiteColor`, ...).
    static let platformColors: [String: UIColor] = {
        let system: [UIColor] = [
            .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink, .systemPurple, .systemRed, .systemTeal,
            .systemYellow, .systemMint, .systemCyan, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
            .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link,
            .separator, .opaqueSeparator, .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        ]
        var table: [String: UIColor] = [:]
        for color in system { if let name = color.systemColorName { table[name + "Color"] = color } }
        let fixed: [(String, UIColor)] = [
            ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white), ("gray", .gray),
            ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta),
            ("orange", .orange), ("purple", .purple), ("brown", .brown), ("clear", .clear), ("lightText", .lightText),
            ("darkText", .darkText), ("tint", .tintColor),
        ]
        for (name, color) in fixed { table[name + "Color"] = color }
        return table
    }()
}
