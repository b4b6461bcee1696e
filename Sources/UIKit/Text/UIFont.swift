import Foundation

/// A font: a typeface at a size, as UIKit's `UIFont`.
///
/// Immutable and `Sendable`; equal (and hashing equally) when the descriptors are equal: same kind
/// (system, monospaced system, monospaced-digit system or named face), size, weight and italic trait.
///
/// Typefaces on Linux (see `Resources/fonts.conf`): the system font is Inter, falling back to
/// Noto Sans CJK (variant chosen by the text's language) and DejaVu Sans; the monospaced system font
/// is DejaVu Sans Mono. The system fonts carry SF Pro's tracking (see `SystemFontTracking`) so that
/// text widths are close to iOS. Metrics come from the real font: a 17 pt system font has a line
/// height of 20.574 pt here (ascender 16.469, descender -4.105) against 20.287 on iOS (+1.4%).
open class UIFont: NSObject, @unchecked Sendable {
    /// What a font is, in one hashable value.
    struct Descriptor: Hashable, Sendable {
        /// Which typeface family.
        enum Kind: Hashable, Sendable {
            /// The system UI font (Inter with CJK and DejaVu fallbacks).
            case system
            /// The monospaced system font (DejaVu Sans Mono).
            case monospacedSystem
            /// The system font with tabular (fixed-width) digits.
            case monospacedDigitSystem
            /// A face chosen by name: its fontconfig family and the PostScript-style name.
            case named(family: String, postScriptName: String)
        }

        var kind: Kind
        var size: Double
        /// OpenType weight (100...900) as pango uses it.
        var openTypeWeight: Int
        var italic: Bool
    }

    let descriptor: Descriptor
    /// How the font follows Dynamic Type, for fonts made by `preferredFont(forTextStyle:)` and
    /// `UIFontMetrics` (see `UIFont+DynamicType.swift`); not part of equality, as the face is the same.
    let dynamicTypeScaling: DynamicTypeScaling?

    init(descriptor: Descriptor, dynamicTypeScaling: DynamicTypeScaling? = nil) {
        self.descriptor = descriptor
        self.dynamicTypeScaling = dynamicTypeScaling
        super.init()
    }

    /// Normalises a requested point size: non-finite or non-positive sizes become 12 pt, as AppKit's
    /// `NSFont` documents for 0 (UIKit does not document it).
    static func sanitizedSize(_ size: CGFloat) -> Double {
        let value = Double(size)
        return value.isFinite && value > 0 ? value : 12
    }

    // MARK: - System fonts

    /// The system font (Inter here, SF Pro on iOS) at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and the nearest available `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: Descriptor(
            kind: .system, size: sanitizedSize(fontSize), openTypeWeight: weight.nearestNamed.openType, italic: false
        ))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points (Inter Italic).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: Descriptor(kind: .system, size: sanitizedSize(fontSize), openTypeWeight: 400, italic: true))
    }

    /// The monospaced system font (DejaVu Sans Mono here, SF Mono on iOS) at `fontSize` points.
    /// DejaVu Sans Mono has regular and bold faces only: weights from semibold up render bold.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: Descriptor(
            kind: .monospacedSystem, size: sanitizedSize(fontSize),
            openTypeWeight: weight.nearestNamed.openType, italic: false
        ))
    }

    /// The system font with fixed-width digits (Inter's `tnum` feature) at `fontSize` points.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: Descriptor(
            kind: .monospacedDigitSystem, size: sanitizedSize(fontSize),
            openTypeWeight: weight.nearestNamed.openType, italic: false
        ))
    }

    /// The default font size of labels: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The legacy standard system font size: 14 points (not the 17 pt body size).
    open class var systemFontSize: CGFloat { 14 }
    /// The legacy small system font size: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The legacy button font size: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: - Font families (UIFont+Names.swift)

    /// The names of the installed font families that `init(name:size:)` accepts, sorted.
    open class var familyNames: [String] { familyNamesImplementation }

    /// The PostScript-style names of the faces of `familyName`, sorted (empty for unknown families).
    open class func fontNames(forFamilyName familyName: String) -> [String] { fontNamesImplementation(forFamilyName: familyName) }

    // MARK: - Text styles (UIFont+TextStyle.swift, UIFont+DynamicType.swift)

    /// The system font for a text style at the Dynamic Type size of the current traits
    /// (`UITraitCollection.current`, the screen's outside UIKit's callbacks; the app's
    /// `preferredContentSizeCategory` by default `.large`): at Large `largeTitle` 34, `title1` 28, `title2`
    /// 22, `title3` 20, `headline` 17 semibold, `body` 17, `callout` 16, `subheadline` 15, `footnote` 13,
    /// `caption1` 12, `caption2` 11 (regular unless noted), `extraLargeTitle` 36 bold, `extraLargeTitle2`
    /// 28 bold; other sizes per `UIFont.dynamicTypeSize(for:category:)`. An unknown style gives the body font.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the Dynamic Type size of `traitCollection` (the current traits when
    /// nil), as UIKit's `preferredFont(forTextStyle:compatibleWith:)`. Bold text (`legibilityWeight
    /// == .bold`) makes it one weight heavier (regular → semibold, semibold → bold), as iOS does.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFontImplementation(forTextStyle: style, compatibleWith: traitCollection)
    }

    // MARK: - Derived fonts

    /// The same typeface at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var copy = descriptor
        copy.size = UIFont.sanitizedSize(fontSize)
        return UIFont(descriptor: copy)
    }

    // MARK: - Names

    /// The family name: `.AppleSystemUIFont` for the system fonts (as iOS reports),
    /// `.AppleSystemUIFontMonospaced` for the monospaced one, the fontconfig family for named fonts.
    open var familyName: String {
        switch descriptor.kind {
        case .system, .monospacedDigitSystem: ".AppleSystemUIFont"
        case .monospacedSystem: ".AppleSystemUIFontMonospaced"
        case .named(let family, _): family
        }
    }

    /// The font name: `.SFUI-Regular`, `.SFUI-Semibold`, `.SFUI-RegularItalic`... for the system font
    /// (as iOS reports), `.SFMono-Regular`... for the monospaced one, and the PostScript-style name
    /// (`Inter-SemiBold`, `DejaVuSans-Bold`) for named fonts.
    open var fontName: String {
        let weightName = Weight.nearest(openType: descriptor.openTypeWeight).nearestNamed.name
        switch descriptor.kind {
        case .system, .monospacedDigitSystem:
            return ".SFUI-" + (descriptor.italic ? (weightName == "Regular" ? "" : weightName) + "Italic" : weightName)
        case .monospacedSystem:
            return ".SFMono-" + weightName
        case .named(_, let postScriptName):
            return postScriptName
        }
    }

    /// The size in points.
    open var pointSize: CGFloat { CGFloat(descriptor.size) }

    /// The weight, mapped back from the face's OpenType weight to the nearest named weight.
    var weight: Weight { Weight.nearest(openType: descriptor.openTypeWeight) }

    /// The system font's tracking in points at this size (0 for monospaced and named fonts).
    var tracking: Double {
        switch descriptor.kind {
        case .system, .monospacedDigitSystem: SystemFontTracking.points(forSize: descriptor.size)
        case .monospacedSystem, .named: 0
        }
    }

    // MARK: - Metrics

    /// The distance in points from the baseline to the top of the line box (the font's ascent).
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// The distance in points from the baseline to the bottom of the line box, negative as on iOS.
    open var descender: CGFloat { CGFloat(metrics.descender) }
    /// The height of a line in points: ascender - descender + leading (20.574 for 17 pt Inter).
    open var lineHeight: CGFloat { CGFloat(metrics.ascender - metrics.descender + metrics.leading) }
    /// The height in points of capital letters (the ink height of "H").
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height in points of lowercase letters (the ink height of "x").
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) }
    /// The extra space between lines that the font asks for: 0 for the fonts here (SF's is 0 too).
    open var leading: CGFloat { CGFloat(metrics.leading) }

    /// The metrics of the primary face, measured once per descriptor through pango and cached.
    var metrics: FontMetrics { PangoTextBackend.shared.metrics(for: descriptor) }

    // MARK: - Equatable and Hashable

    /// Fonts are equal when their descriptors are: kind, size, weight and italic trait.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return descriptor == other.descriptor
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { descriptor.hashValue }

    // MARK: - CustomStringConvertible

    /// A description like UIKit's: name, family and size.
    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.nearestNamed.name.lowercased()); "
            + "font-style: \(descriptor.italic ? "italic" : "normal"); font-size: \(descriptor.size)pt"
    }
}
