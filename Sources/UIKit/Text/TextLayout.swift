@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// The result of laying out a text.
struct TextLayoutMetrics: Hashable, Sendable {
    /// The size of the visible lines' box in points (zero for empty text). Not rounded: UILabel and
    /// `boundingRect` callers round up as on iOS.
    var size: CGSize
    /// The distance from the top of the box to the first line's baseline.
    var firstBaseline: CGFloat
    /// The distance from the top of the box to the last visible line's baseline.
    var lastBaseline: CGFloat
    /// The number of visible lines (0 for empty text).
    var lineCount: Int
    /// Whether text was left out (lines beyond `numberOfLines`, or an ellipsis).
    var isTruncated: Bool
    /// The bounds of the glyphs' ink relative to the box's top left (the whole layout's ink, cut at
    /// the bottom of the last visible line).
    var inkBounds: CGRect
}

/// OpenUIKit's text engine: measures and draws attributed text with pango, caching layouts.
///
/// Used by `UILabel` and the string drawing methods. Every function is thread-safe (one lock around
/// pango). A text with the same content and parameters is laid out once and then served from a
/// least-recently-used cache of 128 layouts, so measuring and drawing an unchanged label costs a
/// hash of its text.
///
/// Line breaking follows UILabel: `numberOfLines` 0 is unlimited; `lineBreakMode` as documented on
/// `NSLineBreakMode`; the paragraph style's own `lineBreakMode` is ignored in favour of the parameter.
/// Lines are as tall as their fonts (ascender - descender of the tallest font in the line), so a line
/// with Chinese or Japanese text (Noto Sans CJK) is 24.6 pt at 17 pt instead of 20.6 pt. iOS behaves
/// alike (its PingFang fallback has larger metrics than SF); the exact iOS figure is unverified.
enum TextLayout {
    /// The default font of attributed text without a `.font` attribute in UIKit string drawing.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    // MARK: - Attributed strings

    /// The size of `text` laid out within `maxWidth` points (`nil`: one line per paragraph) on at most
    /// `numberOfLines` lines (0: unlimited).
    /// - Complexity: O(length) on a cache hit (hashing); layout time on a miss (about 10 µs for a short
    ///   label, 0.15 s for 100,000 characters).
    static func measure(
        _ text: NSAttributedString, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> CGSize {
        metrics(TextContent(attributedString: text), maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
    }

    /// The full metrics of `text` laid out as in `measure`.
    static func metrics(
        _ text: NSAttributedString, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayoutMetrics {
        metrics(TextContent(attributedString: text), maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// Draws `text` into `context` with its box's top left at `rect.origin`, wrapping within
    /// `rect.width` (the text is not clipped to `rect.height`: choose `numberOfLines` or measure).
    /// The context is expected in UIKit's y-down orientation (as view drawing and
    /// `UIGraphicsImageRenderer` provide); its transform carries the scale.
    static func draw(
        _ text: NSAttributedString, in rect: CGRect, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
        context: CGContext
    ) {
        draw(TextContent(attributedString: text), in: rect, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, context: context)
    }

    // MARK: - Prepared content

    /// Metrics for prepared content (a view can keep its `TextContent` to skip the conversion).
    static func metrics(
        _ content: TextContent, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayoutMetrics {
        let key = TextLayoutKey(
            content: content, width: maxWidth.flatMap(widthValue), numberOfLines: max(0, numberOfLines),
            lineBreakMode: lineBreakMode
        )
        return PangoTextBackend.shared.metrics(for: key)
    }

    /// Draws prepared content, as `draw(_:in:numberOfLines:lineBreakMode:context:)`.
    static func draw(
        _ content: TextContent, in rect: CGRect, numberOfLines: Int, lineBreakMode: NSLineBreakMode, context: CGContext
    ) {
        let rect = rect.standardized
        guard !content.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let width = widthValue(rect.width)
        let key = TextLayoutKey(
            content: content, width: width, numberOfLines: max(0, numberOfLines), lineBreakMode: lineBreakMode
        )
        drawComposited(key, origin: rect.origin, boxWidth: width, context: context)
    }

    /// Draws prepared content on one line per paragraph, its box's top left at `point`.
    static func draw(_ content: TextContent, at point: CGPoint, context: CGContext) {
        guard !content.isEmpty, point.x.isFinite, point.y.isFinite else { return }
        let key = TextLayoutKey(content: content, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        drawComposited(key, origin: point, boxWidth: nil, context: context)
    }

    /// Draws the text of `key` with its box's top left at `origin` (editable text draws exactly the layout
    /// its caret and selection queries measure).
    static func draw(_ key: TextLayoutKey, at origin: CGPoint, boxWidth: Double? = nil, context: CGContext) {
        guard !key.content.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        drawComposited(key, origin: origin, boxWidth: boxWidth, context: context)
    }

    /// Draws a laid-out text as Core Graphics draws text: with the context's current blend mode, alpha,
    /// shadow and image mask (as `CGContextShowGlyphs` does), never with the cairo operator an earlier
    /// fill left behind. Effects other than the blend mode composite the text as one group clipped to its
    /// ink grown by a line height on every side (room for overhanging glyphs; a shadow is not clipped).
    /// - Complexity: O(lines) plus, with alpha, shadow or mask, one group the size of the text.
    private static func drawComposited(_ key: TextLayoutKey, origin: CGPoint, boxWidth: Double?, context: CGContext) {
        let prepared = PangoTextBackend.shared.locked { PangoTextBackend.shared.preparedForDrawing(key) }
        drawComposited(prepared.layout, origin: origin, boxWidth: boxWidth, foreground: prepared.foreground, context: context)
    }

    /// Draws a layout its owner keeps (a text view's paragraph) with its box's top left at `origin`, as
    /// `draw(_:at:boxWidth:context:)` draws a key's.
    static func draw(_ layout: PreparedTextLayout, at origin: CGPoint, context: CGContext) {
        guard layout.unitCount > 0, origin.x.isFinite, origin.y.isFinite else { return }
        drawComposited(layout, origin: origin, boxWidth: layout.layoutWidth, context: context)
    }

    private static func drawComposited(_ layout: PreparedTextLayout, origin: CGPoint, boxWidth: Double?, foreground: TextRGBA? = nil,
                                       context: CGContext) {
        let metrics = layout.metrics
        let width = max(CGFloat(boxWidth ?? 0), metrics.size.width)
        let box = CGRect(x: origin.x, y: origin.y, width: width, height: metrics.size.height)
        let ink = metrics.inkBounds.offsetBy(dx: origin.x, dy: origin.y)
        let lineHeight = metrics.size.height / CGFloat(max(1, metrics.lineCount))
        let bounds = box.union(ink).insetBy(dx: -max(4, lineHeight), dy: -max(4, lineHeight))
        context.drawWithEffects(bounds: bounds) {
            PangoTextBackend.shared.draw(layout, cairo: $0, origin: origin, boxWidth: boxWidth, foreground: foreground)
        }
    }

    /// The bottom of every line of `content` laid out within `maxWidth` without a line limit.
    static func lineBottoms(_ content: TextContent, maxWidth: CGFloat?, lineBreakMode: NSLineBreakMode) -> [Double] {
        let key = TextLayoutKey(
            content: content, width: maxWidth.flatMap(widthValue), numberOfLines: 0, lineBreakMode: lineBreakMode
        )
        return PangoTextBackend.shared.lineBottoms(for: key)
    }

    /// The font families pango chose for the runs of `content` (diagnostics and tests).
    static func resolvedFamilies(_ content: TextContent) -> [String] {
        let key = TextLayoutKey(content: content, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return PangoTextBackend.shared.resolvedFamilies(for: key)
    }

    /// A usable wrapping width: `nil` for infinite, huge or NaN widths, at least 0 otherwise.
    static func widthValue(_ width: CGFloat) -> Double? {
        let value = Double(width)
        guard value.isFinite, value < 1e7 else { return nil }
        return max(0, value)
    }
}
