import Foundation

extension UIFont {
    /// The weight of a font, with Apple's raw values (`ultraLight` -0.8 ... `black` 0.62).
    ///
    /// OpenUIKit maps a weight to the nearest of Inter's nine weights, in visual order: `ultraLight`
    /// Thin (100), `thin` ExtraLight (200), `light` Light (300), `regular` Regular (400), `medium`
    /// Medium (500), `semibold` SemiBold (600), `bold` Bold (700), `heavy` ExtraBold (800),
    /// `black` Black (900). (SF's Ultralight is lighter than its Thin, so the names cross over.)
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// Apple's raw value: 0 is regular, negative is lighter, positive is heavier.
        public let rawValue: CGFloat

        /// Creates a weight from Apple's raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight from Apple's raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3), the weight of the `headline` text style.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62), the heaviest weight.
        public static let black = Weight(rawValue: 0.62)

        /// The named weights with their OpenType (pango) weight and the name used in `fontName`.
        static let named: [(weight: Weight, openType: Int, name: String)] = [
            (.ultraLight, 100, "Ultralight"), (.thin, 200, "Thin"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
            (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
        ]

        /// The nearest named weight's entry.
        var nearestNamed: (weight: Weight, openType: Int, name: String) {
            let value = rawValue.isFinite ? rawValue : 0
            var best = Weight.named[3]
            for entry in Weight.named where abs(entry.weight.rawValue - value) < abs(best.weight.rawValue - value) {
                best = entry
            }
            return best
        }

        /// The nearest named weight for an OpenType weight (100...1000).
        static func nearest(openType: Int) -> Weight {
            var best = named[3]
            for entry in named where abs(entry.openType - openType) < abs(best.openType - openType) {
                best = entry
            }
            return best.weight
        }

        // MARK: - Comparable

        /// Lighter weights order before heavier ones.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
