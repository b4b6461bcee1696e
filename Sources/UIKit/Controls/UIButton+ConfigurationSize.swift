import Foundation

extension UIButton.Configuration {
    /// A configured button's size class: it picks the fonts and the default content insets.
    ///
    /// UIKit does not document the figures; OpenUIKit uses (title font, vertical × horizontal insets):
    /// mini 12 pt, 4 × 8; small 15 pt, 5 × 10 (about 28 pt high); medium 17 pt, 7 × 12 (about 34 pt high,
    /// as UIKit's default configuration buttons); large 17 pt, 15 × 20 (about 50 pt high).
    public enum Size: Int, Sendable {
        /// The smallest buttons.
        case mini = 0
        /// Small buttons.
        case small = 1
        /// The default size.
        case medium = 2
        /// Large buttons.
        case large = 3
    }
}
