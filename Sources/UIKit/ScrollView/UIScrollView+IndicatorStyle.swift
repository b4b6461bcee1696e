import Foundation

extension UIScrollView {
    /// The look of the scroll indicators, with UIKit's raw values.
    ///
    /// Colours (reference: visual metrics §5; the black and white values are unverified there):
    /// `.default` is black at 35 % with a thin white border, readable on any background; `.black` is
    /// black at 35 % without the border; `.white` is white at 50 % without the border.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border, for any background.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }
}
