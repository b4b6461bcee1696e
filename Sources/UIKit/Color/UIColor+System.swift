import Foundation

/// An 8-bit sRGB colour with alpha, for the system colour table. Not public API.
struct SystemRGBA: Sendable {
    let r: Int, g: Int, b: Int
    let alpha: CGFloat
    init(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) {
        self.r = r; self.g = g; self.b = b; self.alpha = alpha
    }
    var color: UIColor { UIColor.rgb8(r, g, b, alpha) }
}

/// One system colour's variants, resolved by the traits iOS resolves them by: `userInterfaceStyle`
/// (light or dark), `accessibilityContrast` (increased contrast) and, for the dark backgrounds,
/// `userInterfaceLevel` (elevated: sheets and popovers). An unspecified style resolves as light. Not public API.
struct SystemColorVariants: Sendable {
    let light: SystemRGBA, dark: SystemRGBA
    let lightHighContrast: SystemRGBA, darkHighContrast: SystemRGBA
    let darkElevated: SystemRGBA?, darkElevatedHighContrast: SystemRGBA?

    init(light: SystemRGBA, dark: SystemRGBA, lightHC: SystemRGBA? = nil, darkHC: SystemRGBA? = nil,
         darkElevated: SystemRGBA? = nil, darkElevatedHC: SystemRGBA? = nil) {
        self.light = light; self.dark = dark
        lightHighContrast = lightHC ?? light; darkHighContrast = darkHC ?? dark
        self.darkElevated = darkElevated; darkElevatedHighContrast = darkElevatedHC ?? darkElevated
    }
}

/// The system colours' values: iOS 13–18 light and dark values (the D.6 table of the project's reference
/// notes: hbang/Alderis and noahsark769/ColorCompatibility, which agree with Apple's HIG colour tables),
/// the HIG's increased-contrast values for the accent colours and greys, and the measured
/// increased-contrast alphas and elevated backgrounds (flutter's Cupertino colours, which cite iOS).
/// Increased-contrast elevated backgrounds are not documented anywhere we found; they use the elevated
/// values. Not public API.
enum SystemColorTable {
    static func make(_ name: String, _ variants: SystemColorVariants) -> UIColor {
        let resolved = (
            light: variants.light.color, dark: variants.dark.color,
            lightHC: variants.lightHighContrast.color, darkHC: variants.darkHighContrast.color,
            elevated: variants.darkElevated?.color, elevatedHC: variants.darkElevatedHighContrast?.color
        )
        let color = UIColor(dynamicProvider: { traits in
            let high = traits.accessibilityContrast == .high
            guard traits.userInterfaceStyle == .dark else { return high ? resolved.lightHC : resolved.light }
            if traits.userInterfaceLevel == .elevated, let elevated = resolved.elevated {
                return high ? (resolved.elevatedHC ?? elevated) : elevated
            }
            return high ? resolved.darkHC : resolved.dark
        })
        color.systemColorName = name
        return color
    }

    private static func accent(_ name: String, _ l: SystemRGBA, _ d: SystemRGBA, _ lhc: SystemRGBA, _ dhc: SystemRGBA) -> UIColor {
        make(name, SystemColorVariants(light: l, dark: d, lightHC: lhc, darkHC: dhc))
    }

    private static func labelColor(_ name: String, light: CGFloat, dark: CGFloat, lightHC: CGFloat, darkHC: CGFloat) -> UIColor {
        make(name, SystemColorVariants(light: SystemRGBA(60, 60, 67, light), dark: SystemRGBA(235, 235, 245, dark),
                                       lightHC: SystemRGBA(60, 60, 67, lightHC), darkHC: SystemRGBA(235, 235, 245, darkHC)))
    }

    private static func a(_ v: Int) -> CGFloat { CGFloat(v) / 255 }

    // Accent colours (HIG colour table, iOS 15–18; dark teal, mint, cyan and brown per the D.6 table).
    static let systemBlue = accent("systemBlue", .init(0, 122, 255), .init(10, 132, 255), .init(0, 64, 221), .init(64, 156, 255))
    static let systemGreen = accent("systemGreen", .init(52, 199, 89), .init(48, 209, 88), .init(36, 138, 61), .init(48, 219, 91))
    static let systemIndigo = accent("systemIndigo", .init(88, 86, 214), .init(94, 92, 230), .init(54, 52, 163), .init(125, 122, 255))
    static let systemOrange = accent("systemOrange", .init(255, 149, 0), .init(255, 159, 10), .init(201, 52, 0), .init(255, 179, 64))
    static let systemPink = accent("systemPink", .init(255, 45, 85), .init(255, 55, 95), .init(211, 15, 69), .init(255, 100, 130))
    static let systemPurple = accent("systemPurple", .init(175, 82, 222), .init(191, 90, 242), .init(137, 68, 171), .init(218, 143, 255))
    static let systemRed = accent("systemRed", .init(255, 59, 48), .init(255, 69, 58), .init(215, 0, 21), .init(255, 105, 97))
    static let systemTeal = accent("systemTeal", .init(48, 176, 199), .init(64, 200, 224), .init(0, 130, 153), .init(93, 230, 255))
    static let systemYellow = accent("systemYellow", .init(255, 204, 0), .init(255, 214, 10), .init(178, 80, 0), .init(255, 212, 38))
    static let systemMint = accent("systemMint", .init(0, 199, 190), .init(99, 230, 226), .init(12, 129, 123), .init(102, 212, 207))
    static let systemCyan = accent("systemCyan", .init(50, 173, 230), .init(100, 210, 255), .init(0, 113, 164), .init(112, 215, 255))
    static let systemBrown = accent("systemBrown", .init(162, 132, 94), .init(172, 142, 104), .init(127, 101, 69), .init(181, 148, 105))
    static let link = accent("link", .init(0, 122, 255), .init(9, 132, 255), .init(0, 122, 255), .init(9, 132, 255))

    // Greys (HIG colour table).
    static let systemGray = accent("systemGray", .init(142, 142, 147), .init(142, 142, 147), .init(108, 108, 112), .init(174, 174, 178))
    static let systemGray2 = accent("systemGray2", .init(174, 174, 178), .init(99, 99, 102), .init(142, 142, 147), .init(124, 124, 128))
    static let systemGray3 = accent("systemGray3", .init(199, 199, 204), .init(72, 72, 74), .init(174, 174, 178), .init(84, 84, 86))
    static let systemGray4 = accent("systemGray4", .init(209, 209, 214), .init(58, 58, 60), .init(188, 188, 192), .init(68, 68, 70))
    static let systemGray5 = accent("systemGray5", .init(229, 229, 234), .init(44, 44, 46), .init(216, 216, 220), .init(54, 54, 56))
    static let systemGray6 = accent("systemGray6", .init(242, 242, 247), .init(28, 28, 30), .init(235, 235, 240), .init(36, 36, 38))

    // Labels (alphas in 255ths, as measured).
    static let label = make("label", SystemColorVariants(light: .init(0, 0, 0), dark: .init(255, 255, 255)))
    static let secondaryLabel = labelColor("secondaryLabel", light: a(153), dark: a(153), lightHC: a(173), darkHC: a(173))
    static let tertiaryLabel = labelColor("tertiaryLabel", light: a(76), dark: a(76), lightHC: a(96), darkHC: a(96))
    static let quaternaryLabel = labelColor("quaternaryLabel", light: a(45), dark: a(40), lightHC: a(66), darkHC: a(61))
    static let placeholderText = labelColor("placeholderText", light: a(76), dark: a(76), lightHC: a(96), darkHC: a(96))

    // Separators.
    static let separator = make("separator", SystemColorVariants(light: .init(60, 60, 67, a(73)), dark: .init(84, 84, 88, a(153)),
                                                                 lightHC: .init(60, 60, 67, a(94)), darkHC: .init(84, 84, 88, a(173))))
    static let opaqueSeparator = make("opaqueSeparator", SystemColorVariants(light: .init(198, 198, 200), dark: .init(56, 56, 58)))

    // Fills.
    static let systemFill = make("systemFill", SystemColorVariants(light: .init(120, 120, 128, a(51)), dark: .init(120, 120, 128, a(91)),
                                                                   lightHC: .init(120, 120, 128, a(71)), darkHC: .init(120, 120, 128, a(112))))
    static let secondarySystemFill = make("secondarySystemFill", SystemColorVariants(
        light: .init(120, 120, 128, a(40)), dark: .init(120, 120, 128, a(81)),
        lightHC: .init(120, 120, 128, a(61)), darkHC: .init(120, 120, 128, a(102))))
    static let tertiarySystemFill = make("tertiarySystemFill", SystemColorVariants(
        light: .init(118, 118, 128, a(30)), dark: .init(118, 118, 128, a(61)),
        lightHC: .init(118, 118, 128, a(51)), darkHC: .init(118, 118, 128, a(81))))
    static let quaternarySystemFill = make("quaternarySystemFill", SystemColorVariants(
        light: .init(116, 116, 128, a(20)), dark: .init(118, 118, 128, a(45)),
        lightHC: .init(116, 116, 128, a(40)), darkHC: .init(118, 118, 128, a(66))))

    // Backgrounds (dark base and elevated levels).
    static let systemBackground = make("systemBackground", SystemColorVariants(
        light: .init(255, 255, 255), dark: .init(0, 0, 0), lightHC: .init(255, 255, 255), darkHC: .init(0, 0, 0),
        darkElevated: .init(28, 28, 30)))
    static let secondarySystemBackground = make("secondarySystemBackground", SystemColorVariants(
        light: .init(242, 242, 247), dark: .init(28, 28, 30), lightHC: .init(235, 235, 240), darkHC: .init(36, 36, 38),
        darkElevated: .init(44, 44, 46)))
    static let tertiarySystemBackground = make("tertiarySystemBackground", SystemColorVariants(
        light: .init(255, 255, 255), dark: .init(44, 44, 46), lightHC: .init(255, 255, 255), darkHC: .init(54, 54, 56),
        darkElevated: .init(58, 58, 60)))
    static let systemGroupedBackground = make("systemGroupedBackground", SystemColorVariants(
        light: .init(242, 242, 247), dark: .init(0, 0, 0), lightHC: .init(235, 235, 240), darkHC: .init(0, 0, 0),
        darkElevated: .init(28, 28, 30)))
    static let secondarySystemGroupedBackground = make("secondarySystemGroupedBackground", SystemColorVariants(
        light: .init(255, 255, 255), dark: .init(28, 28, 30), lightHC: .init(255, 255, 255), darkHC: .init(36, 36, 38),
        darkElevated: .init(44, 44, 46)))
    static let tertiarySystemGroupedBackground = make("tertiarySystemGroupedBackground", SystemColorVariants(
        light: .init(242, 242, 247), dark: .init(44, 44, 46), lightHC: .init(235, 235, 240), darkHC: .init(54, 54, 56),
        darkElevated: .init(58, 58, 60)))
}
