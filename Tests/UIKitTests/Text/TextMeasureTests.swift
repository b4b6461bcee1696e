import Testing
@testable import UIKit

@Suite("Text measuring")
struct TextMeasureTests {
    let font = UIFont.systemFont(ofSize: 17)
    let paragraph = "The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly."

    func text(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font])
    }

    @Test func widerTextMeasuresWider() {
        let short = TextLayout.measure(text("Hello"), maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let long = TextLayout.measure(text("Hello, world"), maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(long.width > short.width)
        #expect(short.height == long.height)
        #expect(abs(short.height - font.lineHeight) < 0.01)
    }

    @Test func wrappingAtAWidthGivesMoreLines() {
        let unlimited = TextLayout.metrics(text(paragraph), maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let wrapped = TextLayout.metrics(text(paragraph), maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(unlimited.lineCount == 1)
        #expect(wrapped.lineCount > 3)
        #expect(wrapped.size.width <= 150)
        #expect(abs(wrapped.size.height - CGFloat(wrapped.lineCount) * font.lineHeight) < 0.05)
        let chars = TextLayout.metrics(text(paragraph), maxWidth: 150, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(chars.lineCount >= 3 && chars.size.width <= 150)
    }

    @Test func twoLinesCapTheHeight() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byWordWrapping, .byCharWrapping, .byClipping] {
            let metrics = TextLayout.metrics(text(paragraph), maxWidth: 150, numberOfLines: 2, lineBreakMode: mode)
            #expect(metrics.lineCount == 2, "\(mode)")
            #expect(abs(metrics.size.height - 2 * font.lineHeight) < 0.05, "\(mode)")
            #expect(metrics.isTruncated, "\(mode)")
        }
    }

    @Test func truncationKeepsTheWidth() {
        let long = text(paragraph)
        let size = TextLayout.measure(long, maxWidth: 120, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(size.width <= 120)
        #expect(size.width > 100)
        #expect(abs(size.height - font.lineHeight) < 0.01)
        let multiParagraph = text("First paragraph that is long enough\nSecond paragraph\nThird")
        let capped = TextLayout.metrics(multiParagraph, maxWidth: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(capped.lineCount == 2)
        #expect(capped.size.width <= 120)
    }

    @Test func singleLineClippingDoesNotWrap() {
        let metrics = TextLayout.metrics(text(paragraph), maxWidth: 100, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(metrics.lineCount == 1)
        #expect(metrics.size.width > 100)
    }

    @Test func emptyTextMeasuresZero() {
        #expect(TextLayout.measure(NSAttributedString(string: ""), maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping) == .zero)
        #expect("".size(withAttributes: [.font: font]) == .zero)
        #expect(NSAttributedString(string: "").size() == .zero)
    }

    @Test func invalidSurrogatesDoNotCrash() {
        let units: [unichar] = [0x61, 0xD800, 0x62, 0xDC00, 0xDBFF, 0x0063, 0x0000, 0x64]
        let string = NSString(characters: units, length: units.count)
        let size = string.size(withAttributes: [.font: font])
        #expect(size.width > 0)
        let attributed = NSMutableAttributedString(string: String(string))
        attributed.addAttribute(.font, value: font, range: NSRange(location: 1, length: 2))
        #expect(attributed.size().width > 0)
        var content = TextContent(string: "ab", attributes: TextContent.resolve([:], defaultFont: font, defaultColor: .black))
        content.utf16 = units
        content.runs = [TextRun(start: 0, end: units.count, attributes: content.runs[0].attributes)]
        let metrics = TextLayout.metrics(content, maxWidth: 50, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(metrics.lineCount >= 1)
    }

    @Test func hundredThousandCharactersFinish() {
        let words = String(repeating: "lorem ipsum dolor ", count: 100_000 / 18 + 1)
        let unbroken = String(repeating: "x", count: 100_000)
        for string in [words, unbroken] {
            let metrics = TextLayout.metrics(text(string), maxWidth: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            #expect(metrics.lineCount > 1000)
            let truncated = TextLayout.metrics(text(string), maxWidth: 300, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
            #expect(truncated.lineCount == 3)
        }
    }

    @Test func measuringAgainUsesTheCache() {
        let backend = PangoTextBackend.shared
        let unique = text("Cached label \(UInt64.random(in: 0...UInt64.max))")
        let before = backend.locked { (backend.layoutCache.hits, backend.layoutCache.misses) }
        let first = TextLayout.metrics(unique, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let afterFirst = backend.locked { (backend.layoutCache.hits, backend.layoutCache.misses) }
        let second = TextLayout.metrics(unique, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let afterSecond = backend.locked { (backend.layoutCache.hits, backend.layoutCache.misses) }
        #expect(first == second)
        // The first measurement lays the text out (a miss); the second is a hit and lays out nothing.
        #expect(afterFirst.1 == before.1 + 1 && afterFirst.0 == before.0)
        #expect(afterSecond.0 == afterFirst.0 + 1 && afterSecond.1 == afterFirst.1)
    }

    @Test func cacheEvictsTheLeastRecentlyUsed() {
        var cache = TextLayoutCache()
        cache.capacity = 2
        let backend = PangoTextBackend.shared
        func key(_ s: String) -> TextLayoutKey {
            TextLayoutKey(content: TextContent(attributedString: text(s)), width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        }
        let layouts = ["a", "b", "c"].map { name in backend.locked { backend.prepared(key(name)) } }
        cache.insert(layouts[0], for: key("a"))
        cache.insert(layouts[1], for: key("b"))
        _ = cache.layout(for: key("a"))
        cache.insert(layouts[2], for: key("c"))
        #expect(cache.count == 2)
        #expect(cache.layout(for: key("a")) != nil)
        #expect(cache.layout(for: key("b")) == nil)
    }

    @Test func paragraphStyleSpacingAndIndents() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let spaced = NSAttributedString(string: paragraph, attributes: [.font: font, .paragraphStyle: style])
        let plain = TextLayout.metrics(text(paragraph), maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let loose = TextLayout.metrics(spaced, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(abs(loose.size.height - plain.size.height - CGFloat(plain.lineCount - 1) * 10) < 0.1)

        let fixed = NSMutableParagraphStyle()
        fixed.minimumLineHeight = 30
        fixed.maximumLineHeight = 30
        let tall = NSAttributedString(string: paragraph, attributes: [.font: font, .paragraphStyle: fixed])
        let tallMetrics = TextLayout.metrics(tall, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(abs(tallMetrics.size.height - CGFloat(tallMetrics.lineCount) * 30) < 0.1)

        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 20
        let indentText = NSAttributedString(string: "Hi", attributes: [.font: font, .paragraphStyle: indented])
        #expect(abs(indentText.size().width - text("Hi").size().width - 20) < 0.1)

        let gap = NSMutableParagraphStyle()
        gap.paragraphSpacing = 8
        let two = NSAttributedString(string: "One\nTwo", attributes: [.font: font, .paragraphStyle: gap])
        #expect(abs(two.size().height - 2 * font.lineHeight - 8) < 0.1)
    }

    @Test func paragraphStyleCopiesAndEquality() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy?.alignment == .center)
        #expect(copy == style)
        #expect(!(copy is NSMutableParagraphStyle))
        let mutable = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        #expect(mutable?.alignment == .natural)
        #expect(mutable?.lineBreakMode == .byWordWrapping)
        mutable?.setParagraphStyle(style)
        #expect(mutable?.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func boundingRectOptions() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let multi = (paragraph as NSString).boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil
        )
        #expect(multi.origin == .zero)
        #expect(multi.width <= 150 && multi.height > 3 * font.lineHeight)
        let single = paragraph.boundingRect(with: CGSize(width: 150, height: 100), options: [], attributes: attributes, context: nil)
        #expect(abs(single.origin.y + font.ascender) < 0.01)
        #expect(single.width > 150)
        let limited = paragraph.boundingRect(
            with: CGSize(width: 150, height: 45), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: attributes, context: nil
        )
        #expect(abs(limited.height - 2 * font.lineHeight) < 0.05)
        let ink = "x".boundingRect(
            with: CGSize(width: 100, height: 100), options: [.usesLineFragmentOrigin, .usesDeviceMetrics],
            attributes: attributes, context: nil
        )
        #expect(ink.height < font.xHeight + 1 && ink.minY > font.ascender - font.xHeight - 1)
    }

    @Test func minimumScaleFactorShrinksToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let rect = "A fairly long single line".boundingRect(
            with: CGSize(width: 120, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: context
        )
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= 120)
        #expect(context.totalBounds == rect)
    }

    @Test func scriptLanguagesPerParagraph() {
        #expect(TextEncoding(Array("子类化".utf16)).languages.map(\.tag) == ["zh-cn"])
        #expect(TextEncoding(Array("漢字とひらがな".utf16)).languages.map(\.tag) == ["ja"])
        #expect(TextEncoding(Array("한국어".utf16)).languages.map(\.tag) == ["ko"])
        #expect(TextEncoding(Array("Привет, world".utf16)).languages.isEmpty)
        #expect(TextEncoding(Array("中文\nにほんご".utf16)).languages.map(\.tag) == ["zh-cn", "ja"])
    }
}

@Suite("Label content")
struct LabelContentTests {
    @Test func theBundledFontConfigurationIsInUse() {
        #expect(PangoTextBackend.shared.usesBundledConfiguration)
    }

    @Test func labelDefaultsFillMissingAttributes() {
        let font = UIFont.systemFont(ofSize: 20)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let partial = NSMutableAttributedString(string: "Hello world")
        partial.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 0, length: 5))
        let content = TextContent(attributedText: partial, font: font, textColor: red, textAlignment: .center)
        #expect(content.runs.count == 2)
        #expect(content.runs[1].attributes.font == font)
        #expect(content.runs[0].attributes.foreground == TextRGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(content.paragraph.alignment == .center)
        let plain = TextContent(text: "Hello", font: font, textColor: red, textAlignment: .right)
        #expect(plain.runs[0].attributes.font == font)
        #expect(plain.paragraph.alignment == .right)
        let size = TextLayout.metrics(plain, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail).size
        #expect(abs(size.height - font.lineHeight) < 0.01)
    }
}

@Suite("Attribute values")
struct AttributeValueTests {
    @Test func optionalValuesInAnyAreUnwrapped() {
        let font: UIFont? = UIFont.boldSystemFont(ofSize: 30)
        let color: UIColor? = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let attributes = TextContent.resolve(
            [.font: font as Any, .foregroundColor: color as Any, .kern: NSNumber(value: 2.5), .underlineStyle: NSUnderlineStyle.double],
            defaultFont: .systemFont(ofSize: 12), defaultColor: .black
        )
        #expect(attributes.font == font)
        #expect(attributes.foreground == TextRGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(attributes.kern == 2.5)
        #expect(attributes.underline == NSUnderlineStyle.double.rawValue)
    }

    @Test func kernWidensAndBaselineOffsetKeepsTheWidth() {
        let font = UIFont.systemFont(ofSize: 17)
        let plain = "Spacing".size(withAttributes: [.font: font]).width
        let kerned = "Spacing".size(withAttributes: [.font: font, .kern: 2]).width
        #expect(kerned - plain > 10)
        let raised = "Spacing".size(withAttributes: [.font: font, .baselineOffset: 4])
        #expect(abs(raised.width - plain) < 0.01)
    }
}

@Suite("Layout cache")
struct LayoutCacheTests {
    func key(_ string: String) -> TextLayoutKey {
        let content = TextContent(attributedString: NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        return TextLayoutKey(content: content, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    @Test func evictsInLeastRecentlyUsedOrderAndRespectsTheBudget() {
        let backend = PangoTextBackend.shared
        var cache = TextLayoutCache()
        cache.capacity = 3
        let names = (0..<6).map { "item \($0)" }
        let layouts = names.map { name in backend.locked { backend.prepared(key(name)) } }
        for index in 0..<3 { cache.insert(layouts[index], for: key(names[index])) }
        _ = cache.layout(for: key(names[0]))           // order, most recent first: 0, 2, 1
        cache.insert(layouts[3], for: key(names[3]))    // evicts 1
        cache.insert(layouts[0], for: key(names[0]))    // re-insert moves 0 to the front
        cache.insert(layouts[4], for: key(names[4]))    // evicts 2
        #expect(cache.count == 3)
        #expect(cache.layout(for: key(names[1])) == nil)
        #expect(cache.layout(for: key(names[2])) == nil)
        #expect(cache.layout(for: key(names[0])) != nil)
        #expect(cache.layout(for: key(names[3])) != nil)
        #expect(cache.layout(for: key(names[4])) != nil)
        cache.unitBudget = 12                            // each name is 6 units: two fit
        cache.insert(layouts[5], for: key(names[5]))
        #expect(cache.count == 2)
        #expect(cache.layout(for: key(names[5])) != nil)
        cache.removeAll()
        #expect(cache.count == 0)
        cache.insert(layouts[1], for: key(names[1]))
        #expect(cache.layout(for: key(names[1])) != nil)
    }
}
