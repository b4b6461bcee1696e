import Foundation

extension UIImage {
    /// The size of a symbol relative to its point size, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// Not specified: medium, or the configuration it is applied over.
        case unspecified = 0
        /// Small: 0.78 × the medium size (OpenUIKit's approximation of SF Symbols' small scale).
        case small = 1
        /// Medium: the point size's natural symbol size.
        case medium = 2
        /// Large: 1.29 × the medium size (OpenUIKit's approximation of SF Symbols' large scale).
        case large = 3

        /// The size factor relative to medium.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .large: return 1.29
            case .default, .unspecified, .medium: return 1
            }
        }
    }
}
