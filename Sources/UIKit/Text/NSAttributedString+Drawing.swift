import Foundation

/// UIKit's drawing additions to `NSAttributedString` (`NSStringDrawing`).
///
/// Characters without a `.font` use the 12 pt system font, without a colour black; the paragraph
/// style at the start of the string applies to all of it. See `StringDrawing`.
extension NSAttributedString {
    /// The size of the string on one line per paragraph (unrounded).
    public func size() -> CGSize {
        StringDrawing.size(TextContent(attributedString: self))
    }

    /// Draws the string on one line per paragraph with the top left of its box at `point`.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(TextContent(attributedString: self), at: point)
    }

    /// Draws the string wrapped within `rect`, drawing only the lines that fit its height (at least one).
    public func draw(in rect: CGRect) {
        StringDrawing.draw(TextContent(attributedString: self), in: rect)
    }

    /// The bounds of the string laid out within `size`; see
    /// `NSString.boundingRect(with:options:attributes:context:)` for the options.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(TextContent(attributedString: self), size: size, options: options, context: context)
    }

    /// Draws the string as `boundingRect(with:options:context:)` lays it out, in `rect`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(TextContent(attributedString: self), with: rect, options: options, context: context)
    }
}
