import Foundation

/// The shared implementation of UIKit's string drawing methods on `NSString`, `String` and
/// `NSAttributedString`.
///
/// Defaults as in UIKit: text without a font uses the 12 pt system font (iOS: Helvetica 12), without a
/// colour black; the paragraph style's `lineBreakMode` applies. Drawing goes to
/// `UIGraphicsGetCurrentContext()`, expected in UIKit's y-down orientation, and does nothing without one.
enum StringDrawing {
    /// Plain text with an attribute dictionary.
    static func content(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> TextContent {
        let attributes = attributes ?? [:]
        let resolved = TextContent.resolve(attributes, defaultFont: TextLayout.defaultFont, defaultColor: .black)
        let paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values ?? TextParagraphAttributes()
        return TextContent(string: string, attributes: resolved, paragraph: paragraph)
    }

    /// The size of the text on one line per paragraph.
    static func size(_ content: TextContent) -> CGSize {
        TextLayout.metrics(content, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping).size
    }

    /// Draws the text on one line per paragraph with its box's top left at `point`.
    static func draw(_ content: TextContent, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout.draw(content, at: point, context: context)
    }

    /// Draws the lines of the text that fit in `rect` (at least the first), wrapping within its width;
    /// with a truncating line break mode the last drawn line gets an ellipsis when text is left out.
    static func draw(_ content: TextContent, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let rect = rect.standardized
        let mode = content.paragraph.lineBreakMode
        let lines = linesFitting(content, width: rect.width, height: rect.height, lineBreakMode: mode)
        TextLayout.draw(content, in: rect, numberOfLines: lines, lineBreakMode: mode, context: context)
    }

    /// How many lines fit in `height` (at least 1); 0 (unlimited) for an unlimited height.
    static func linesFitting(_ content: TextContent, width: CGFloat, height: CGFloat, lineBreakMode: NSLineBreakMode) -> Int {
        guard height.isFinite, height < 1e7, height > 0 else { return 0 }
        let bottoms = TextLayout.lineBottoms(content, maxWidth: width, lineBreakMode: lineBreakMode)
        let fitting = bottoms.prefix { $0 <= Double(height) + 0.001 }.count
        return max(1, fitting)
    }

    /// `boundingRect(with:options:attributes:context:)`: see the public methods.
    static func boundingRect(
        _ content: TextContent, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> CGRect {
        var layout = layoutRect(content, size: size, options: options)
        var factor = 1.0
        if let context, context.minimumScaleFactor > 0, context.minimumScaleFactor < 1, !layout.fits {
            let minimum = Double(context.minimumScaleFactor)
            var candidate = 1.0 - 1.0 / 16
            while candidate >= minimum - 1e-9 {
                let scaled = layoutRect(content.scalingFonts(by: candidate), size: size, options: options)
                layout = scaled
                factor = candidate
                if scaled.fits { break }
                candidate -= 1.0 / 16
            }
        }
        context?.actualScaleFactor = CGFloat(factor)
        context?.totalBounds = layout.rect
        return layout.rect
    }

    /// `draw(with:options:context:)`: draws as `boundingRect` measures, at `rect`.
    static func draw(
        _ content: TextContent, with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) {
        let rect = rect.standardized
        var drawn = content
        _ = boundingRect(content, size: rect.size, options: options, context: context)
        if let factor = context?.actualScaleFactor, factor < 1 { drawn = content.scalingFonts(by: Double(factor)) }
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let parameters = layoutParameters(drawn, size: rect.size, options: options)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) {
            let metrics = TextLayout.metrics(
                drawn, maxWidth: parameters.width, numberOfLines: parameters.lines, lineBreakMode: parameters.mode
            )
            origin.y -= metrics.firstBaseline
        }
        let box = CGRect(origin: origin, size: CGSize(width: parameters.width ?? .infinity, height: rect.height))
        if parameters.width == nil {
            TextLayout.draw(drawn, at: origin, context: graphics)
        } else {
            TextLayout.draw(drawn, in: box, numberOfLines: parameters.lines, lineBreakMode: parameters.mode, context: graphics)
        }
    }

    /// The wrapping width, line limit and line break mode that the options select.
    static func layoutParameters(
        _ content: TextContent, size: CGSize, options: NSStringDrawingOptions
    ) -> (width: CGFloat?, lines: Int, mode: NSLineBreakMode) {
        let width: CGFloat? = size.width > 0 ? TextLayout.widthValue(size.width).map { CGFloat($0) } : nil
        let truncates = options.contains(.truncatesLastVisibleLine)
        let paragraphMode = content.paragraph.lineBreakMode
        let truncatingParagraph = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(paragraphMode)
        if options.contains(.usesLineFragmentOrigin) {
            let mode: NSLineBreakMode = truncates && !truncatingParagraph ? .byTruncatingTail : paragraphMode
            let lines = width.map { linesFitting(content, width: $0, height: size.height, lineBreakMode: mode) }
                ?? linesFitting(content, width: .infinity, height: size.height, lineBreakMode: mode)
            return (width, lines, mode)
        }
        return (truncates ? width : nil, 1, truncates ? .byTruncatingTail : .byClipping)
    }

    /// The rectangle `boundingRect` returns and whether the text fits `size`.
    static func layoutRect(
        _ content: TextContent, size: CGSize, options: NSStringDrawingOptions
    ) -> (rect: CGRect, fits: Bool) {
        let parameters = layoutParameters(content, size: size, options: options)
        let metrics = TextLayout.metrics(
            content, maxWidth: parameters.width, numberOfLines: parameters.lines, lineBreakMode: parameters.mode
        )
        var rect = options.contains(.usesDeviceMetrics) ? metrics.inkBounds : CGRect(origin: .zero, size: metrics.size)
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y -= metrics.firstBaseline }
        let heightFits = !(size.height > 0 && size.height < 1e7) || metrics.size.height <= size.height + 0.001
        let widthFits = parameters.width.map { metrics.size.width <= $0 + 0.001 } ?? true
        return (rect, !metrics.isTruncated && heightFits && widthFits)
    }
}
