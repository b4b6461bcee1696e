import Foundation

extension UIButton {
    /// A button's kind, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No styling: title white 15 pt, no highlight dimming.
        case custom = 0
        /// The standard button: title in the tint colour, 15 pt, dimmed while highlighted.
        case system = 1
        /// A detail-disclosure button (an "i" in a circle, tinted).
        case detailDisclosure = 2
        /// An information button for light content (same look as `detailDisclosure` since iOS 7).
        case infoLight = 3
        /// An information button for dark content (same look as `detailDisclosure` since iOS 7).
        case infoDark = 4
        /// A contact-add button (a "+" in a circle, tinted).
        case contactAdd = 5
        /// A plain button (iOS 15): the kind made from a `UIButton.Configuration`.
        case plain = 6
        /// A close button (iOS 13): an "x" in a filled grey circle.
        case close = 7

        /// The rounded-rect type of iOS 6 and earlier, now `system`.
        public static var roundedRect: ButtonType { .system }
    }
}
