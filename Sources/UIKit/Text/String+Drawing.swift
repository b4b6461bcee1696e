import Foundation

/// UIKit's string drawing methods on Swift strings, as iOS code calls them on `String`
/// (`"Title".size(withAttributes:)`). They behave as the `NSString` methods.
extension String {
    /// The size of the string on one line per paragraph with `attrs` (unrounded).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StringDrawing.content(self, attrs))
    }

    /// Draws the string on one line per paragraph with the top left of its box at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.content(self, attrs), at: point)
    }

    /// Draws the string wrapped within `rect`, drawing only the lines that fit its height (at least one).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.content(self, attrs), in: rect)
    }

    /// The bounds of the string laid out within `size`, as `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.content(self, attributes), size: size, options: options, context: context)
    }

    /// Draws the string as `boundingRect(with:options:attributes:context:)` lays it out, in `rect`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(StringDrawing.content(self, attributes), with: rect, options: options, context: context)
    }
}
