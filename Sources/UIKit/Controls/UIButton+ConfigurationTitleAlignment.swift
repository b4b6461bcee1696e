import Foundation

extension UIButton.Configuration {
    /// How a configured button aligns its title and subtitle with each other (iOS 15).
    public enum TitleAlignment: Int, Sendable {
        /// Centred when the image is above or below the text, leading otherwise.
        case automatic = 0
        /// Against the leading edge (left in OpenUIKit's left-to-right layout).
        case leading = 1
        /// Centred.
        case center = 2
        /// Against the trailing edge (right).
        case trailing = 3
    }
}
