import Foundation

/// A colour as the text engine uses it: straight (not premultiplied) sRGB components in 0...1.
struct TextRGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Opaque black, the default text colour of UIKit's string drawing.
    static let black = TextRGBA(red: 0, green: 0, blue: 0, alpha: 1)
}

/// A value that attributed text may carry as a colour (`UIColor`, `CGColor`).
protocol TextColorConvertible {
    /// The colour as straight sRGB components, or `nil` when it cannot be expressed so.
    var textRGBA: TextRGBA? { get }
}

/// The character attributes of one run of text, resolved from an attribute dictionary.
struct TextRunAttributes: Hashable, Sendable {
    var font: UIFont
    var foreground: TextRGBA
    var background: TextRGBA?
    /// Extra spacing from `.kern`, in points (the font's tracking is added by the backend).
    var kern: Double = 0
    var underline: Int = 0
    var underlineColor: TextRGBA?
    var strikethrough: Int = 0
    var strikethroughColor: TextRGBA?
    var baselineOffset: Double = 0
}

/// One run of equal attributes, in UTF-16 offsets of the text.
struct TextRun: Hashable, Sendable {
    var start: Int
    var end: Int
    var attributes: TextRunAttributes
}

/// The paragraph attributes the engine applies to a whole text.
struct TextParagraphAttributes: Hashable, Sendable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: Double = 0
    var paragraphSpacing: Double = 0
    var paragraphSpacingBefore: Double = 0
    var firstLineHeadIndent: Double = 0
    var headIndent: Double = 0
    var tailIndent: Double = 0
    var lineHeightMultiple: Double = 0
    var minimumLineHeight: Double = 0
    var maximumLineHeight: Double = 0
}

/// Text with resolved attributes: what the engine lays out and the key of its layout cache.
///
/// Built once from an attributed string (or a plain string and attributes); a view that keeps its
/// `TextContent` avoids converting the attributed string again on every measure or draw.
struct TextContent: Hashable, Sendable {
    /// The UTF-16 code units of the text (lone surrogates are kept; the backend replaces them).
    var utf16: [UInt16]
    /// Runs covering `0..<utf16.count` in order, without gaps.
    var runs: [TextRun]
    var paragraph: TextParagraphAttributes

    /// Whether there is nothing to draw.
    var isEmpty: Bool { utf16.isEmpty }

    /// The font of the first run (or the default font for empty text).
    var primaryFont: UIFont

    /// Plain text with one set of attributes.
    init(string: String, attributes: TextRunAttributes, paragraph: TextParagraphAttributes = .init()) {
        utf16 = Array(string.utf16)
        runs = utf16.isEmpty ? [] : [TextRun(start: 0, end: utf16.count, attributes: attributes)]
        self.paragraph = paragraph
        primaryFont = attributes.font
    }

    /// Attributed text; characters without a font get `defaultFont`, without a colour `defaultColor`.
    /// The paragraph style at the start of the text applies to the whole text.
    ///
    /// - Complexity: O(length + attribute runs).
    init(
        attributedString: NSAttributedString, defaultFont: UIFont = .systemFont(ofSize: 12),
        defaultColor: TextRGBA = .black, defaultParagraph: TextParagraphAttributes = .init()
    ) {
        let units = Array(attributedString.string.utf16)
        utf16 = units
        var runs: [TextRun] = []
        var paragraph: TextParagraphAttributes?
        let length = min(attributedString.length, units.count)
        if length > 0 {
            attributedString.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
                let start = max(0, range.location)
                let end = min(units.count, range.location + range.length)
                guard end > start else { return }
                if paragraph == nil, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                    paragraph = style.values
                }
                let resolved = TextContent.resolve(attributes, defaultFont: defaultFont, defaultColor: defaultColor)
                if let last = runs.last, last.attributes == resolved, last.end == start {
                    runs[runs.count - 1].end = end
                } else {
                    runs.append(TextRun(start: start, end: end, attributes: resolved))
                }
            }
        }
        if let last = runs.last, last.end < units.count {
            runs[runs.count - 1].end = units.count
        }
        if runs.isEmpty, !units.isEmpty {
            let plain = TextContent.resolve([:], defaultFont: defaultFont, defaultColor: defaultColor)
            runs = [TextRun(start: 0, end: units.count, attributes: plain)]
        }
        self.runs = runs
        self.paragraph = paragraph ?? defaultParagraph
        primaryFont = runs.first?.attributes.font ?? defaultFont
    }

    /// Resolves one attribute dictionary; values of unexpected types are ignored.
    static func resolve(
        _ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont, defaultColor: TextRGBA
    ) -> TextRunAttributes {
        let foreground = color(attributes[.foregroundColor]) ?? defaultColor
        var resolved = TextRunAttributes(
            font: attributes[.font] as? UIFont ?? defaultFont, foreground: foreground,
            background: color(attributes[.backgroundColor])
        )
        resolved.kern = number(attributes[.kern]) ?? 0
        resolved.baselineOffset = number(attributes[.baselineOffset]) ?? 0
        resolved.underline = style(attributes[.underlineStyle])
        resolved.strikethrough = style(attributes[.strikethroughStyle])
        resolved.underlineColor = color(attributes[.underlineColor])
        resolved.strikethroughColor = color(attributes[.strikethroughColor])
        return resolved
    }

    static func color(_ value: Any?) -> TextRGBA? {
        (value as? any TextColorConvertible)?.textRGBA
    }

    static func number(_ value: Any?) -> Double? {
        let result: Double?
        switch value {
        case let value as CGFloat: result = Double(value)
        case let value as Double: result = value
        case let value as Float: result = Double(value)
        case let value as Int: result = Double(value)
        case let value as NSNumber: result = value.doubleValue
        default: result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }

    static func style(_ value: Any?) -> Int {
        switch value {
        case let value as NSUnderlineStyle: value.rawValue
        case let value as Int: value
        case let value as NSNumber: value.intValue
        default: 0
        }
    }

    /// The same text with every font scaled by `factor` (for `minimumScaleFactor`).
    func scalingFonts(by factor: Double) -> TextContent {
        var copy = self
        for index in copy.runs.indices {
            let font = copy.runs[index].attributes.font
            copy.runs[index].attributes.font = font.withSize(CGFloat(font.descriptor.size * factor))
        }
        copy.primaryFont = primaryFont.withSize(CGFloat(primaryFont.descriptor.size * factor))
        return copy
    }
}
