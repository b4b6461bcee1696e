import Foundation

/// The traits one variant of a colour or image set is for, as Xcode writes them in `Contents.json`: the idiom,
/// the appearances (`luminosity` light/dark, `contrast` high), the display gamut and, for images, the
/// language direction. A `nil` member means "any" (Xcode's *Any Appearance*, *Universal*, ...).
public struct AssetVariantTraits: Equatable, Sendable {
    /// A luminosity appearance.
    public enum Luminosity: String, Sendable {
        case light, dark
    }

    /// A display gamut (`"display-gamut"`: `sRGB` or `display-P3`).
    public enum DisplayGamut: String, Sendable {
        case sRGB
        case displayP3 = "display-P3"
    }

    /// A layout direction (`"language-direction"`).
    public enum LanguageDirection: String, Sendable {
        case leftToRight = "left-to-right"
        case rightToLeft = "right-to-left"
    }

    /// The idiom (`iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision`, ...), nil for `universal`.
    public var idiom: String?
    /// The luminosity appearance, nil for any.
    public var luminosity: Luminosity?
    /// Whether the variant is for increased contrast (`"appearance": "contrast", "value": "high"`).
    public var highContrast: Bool
    /// The display gamut, nil for any.
    public var displayGamut: DisplayGamut?
    /// The language direction, nil for both.
    public var languageDirection: LanguageDirection?

    /// Creates variant traits (all "any" by default).
    public init(idiom: String? = nil, luminosity: Luminosity? = nil, highContrast: Bool = false,
                displayGamut: DisplayGamut? = nil, languageDirection: LanguageDirection? = nil) {
        self.idiom = idiom
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.displayGamut = displayGamut
        self.languageDirection = languageDirection
    }

    /// How well the variant suits `query`: nil when it cannot be used (another idiom, appearance, contrast
    /// or direction), otherwise a score where a specific match beats "any". The idiom weighs most, then the
    /// direction, the luminosity, the contrast and the gamut, so a dark iPad colour beats a dark universal
    /// one, and a universal dark colour beats an iPad colour for any appearance. A variant for the other
    /// gamut is still usable (below one for any gamut), as iOS falls back to the sRGB variant on a P3 screen.
    /// - Complexity: O(1).
    public func score(for query: AssetTraitQuery) -> Int? {
        var score = 0
        if let idiom {
            guard idiom == query.idiom else { return nil }
            score += 64
        }
        if let languageDirection {
            guard languageDirection == query.languageDirection else { return nil }
            score += 16
        }
        if let luminosity {
            guard luminosity == query.luminosity else { return nil }
            score += 8
        }
        if highContrast {
            guard query.highContrast else { return nil }
            score += 4
        }
        if let displayGamut {
            score += displayGamut == query.displayGamut ? 2 : -1
        }
        return score
    }
}
