import Foundation

extension UIImage {
    /// The weight of a symbol's strokes, with UIKit's raw values; like font weights.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified: regular, or the configuration it is applied over.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular (the default).
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The stroke width in design units (points at 17 pt, medium scale). OpenUIKit's values, chosen to
        /// look like SF Symbols' weights.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: return 0.55
            case .thin: return 0.85
            case .light: return 1.2
            case .unspecified, .regular: return 1.6
            case .medium: return 1.9
            case .semibold: return 2.15
            case .bold: return 2.5
            case .heavy: return 2.9
            case .black: return 3.25
            }
        }
    }
}
