import Foundation

/// UIKit's string drawing additions to `NSString` (`NSStringDrawing`).
///
/// Invalid UTF-16 (lone surrogates) is drawn as U+FFFD. See `StringDrawing` for defaults and the
/// current context.
extension NSString {
    /// The size of the string on one line per paragraph with `attrs` (unrounded; iOS callers round up).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StringDrawing.content(String(self), attrs))
    }

    /// Draws the string on one line per paragraph with the top left of its box at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.content(String(self), attrs), at: point)
    }

    /// Draws the string wrapped within `rect`, drawing only the lines that fit its height (at least one).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.content(String(self), attrs), in: rect)
    }

    /// The bounds of the string laid out within `size`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps within `size.width` (0: unlimited) and keeps the
    /// lines that fit `size.height` (unlimited for 0 or `.greatestFiniteMagnitude`), and the origin is
    /// the top left; otherwise the text is one line and the origin is its baseline (y = -ascent).
    /// `.truncatesLastVisibleLine` ellipsizes the last kept line, `.usesDeviceMetrics` returns ink
    /// bounds. The size is not rounded (iOS documents that callers round up).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.content(String(self), attributes), size: size, options: options, context: context)
    }

    /// Draws the string as `boundingRect(with:options:attributes:context:)` lays it out, in `rect`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(StringDrawing.content(String(self), attributes), with: rect, options: options, context: context)
    }
}
