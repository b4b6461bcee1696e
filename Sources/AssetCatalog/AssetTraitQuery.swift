import Foundation

/// The traits a lookup resolves a colour or image set for: UIKit builds it from a `UITraitCollection`
/// (an unspecified style counts as light, an unspecified gamut as sRGB, as iOS resolves them).
public struct AssetTraitQuery: Equatable, Sendable {
    /// The idiom as the catalog spells it (`iphone`, `ipad`, `mac`, `tv`, `car`, `vision`).
    public var idiom: String
    /// The luminosity (light or dark).
    public var luminosity: AssetVariantTraits.Luminosity
    /// Whether increased contrast is on.
    public var highContrast: Bool
    /// The screen's gamut.
    public var displayGamut: AssetVariantTraits.DisplayGamut
    /// The layout direction.
    public var languageDirection: AssetVariantTraits.LanguageDirection
    /// The screen's scale (pixels per point), for image sets.
    public var scale: Double

    /// Creates a query (an iPhone in light mode at 2x by default).
    public init(idiom: String = "iphone", luminosity: AssetVariantTraits.Luminosity = .light, highContrast: Bool = false,
                displayGamut: AssetVariantTraits.DisplayGamut = .sRGB,
                languageDirection: AssetVariantTraits.LanguageDirection = .leftToRight, scale: Double = 2) {
        self.idiom = idiom
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.displayGamut = displayGamut
        self.languageDirection = languageDirection
        self.scale = scale
    }
}
