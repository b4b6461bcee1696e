import Foundation

/// The horizontal alignment of text, as in UIKit (`NSTextAlignment`, raw values as on iOS).
///
/// `natural` aligns to the leading edge of the text's writing direction: left for left-to-right
/// scripts and right for right-to-left ones (the engine resolves the direction per paragraph).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text centred within the line.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Lines stretched to fill the width, except the last line of each paragraph (aligned naturally).
    case justified = 3
    /// The default alignment of the script: left for left-to-right text, right for right-to-left text.
    case natural = 4
}
