import Foundation

extension UIButton.Configuration {
    /// How a configured button's background corners are rounded. Every style draws continuous corners
    /// (`CALayerCornerCurve.continuous`), as UIKit does on iOS 15 and later; `.capsule`'s radius of half
    /// the height makes the continuous shape a true capsule.
    public enum CornerStyle: Int, Sendable {
        /// `background.cornerRadius` as set.
        case fixed = -1
        /// Chosen from the button size: `.medium` radius for mini, small and medium buttons, `.large` for
        /// large ones (UIKit's values are undocumented).
        case dynamic = 0
        /// A small radius: 4 pt.
        case small = 1
        /// A medium radius: 8 pt.
        case medium = 2
        /// A large radius: 12 pt.
        case large = 3
        /// Half the button's height: a capsule.
        case capsule = 4
    }
}
