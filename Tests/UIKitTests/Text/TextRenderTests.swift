import Testing
@testable import UIKit

// Note: a test file cannot `import CoreGraphics` next to `import Testing` (the toolchain then looks
// for Apple's `_Testing_CoreGraphics` cross-import overlay); the names come through UIKit instead.

/// A transparent bitmap context in UIKit's y-down orientation, as view drawing provides.
func makeTopDownContext(width: Int, height: Int) -> CGContext? {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    )
    context?.translateBy(x: 0, y: CGFloat(height))
    context?.scaleBy(x: 1, y: -1)
    return context
}

/// Counts ink (alpha above half) inside and outside a pixel rectangle of a y-down bitmap context.
func inkCounts(_ context: CGContext, inside box: CGRect) -> (inside: Int, outside: Int) {
    guard let data = context.data else { return (0, 0) }
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    var inside = 0
    var outside = 0
    for y in 0..<context.height {
        for x in 0..<context.width where bytes[y * context.bytesPerRow + x * 4 + 3] > 128 {
            if box.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
        }
    }
    return (inside, outside)
}

@Suite("Text rendering")
struct TextRenderTests {
    let font = UIFont.systemFont(ofSize: 17)

    /// Draws `string` at (10, 10) in a 300x80 pt canvas at `scale` and returns the ink counts relative
    /// to the measured text box (in pixels, grown by one pixel for antialiasing).
    func render(_ string: String, scale: CGFloat = 1) -> (inside: Int, outside: Int, size: CGSize) {
        let text = NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1)])
        let size = TextLayout.measure(text, maxWidth: 280, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        guard let context = makeTopDownContext(width: Int(300 * scale), height: Int(80 * scale)) else { return (0, 0, .zero) }
        context.scaleBy(x: scale, y: scale)
        TextLayout.draw(text, in: CGRect(x: 10, y: 10, width: 280, height: size.height), numberOfLines: 1, lineBreakMode: .byTruncatingTail, context: context)
        let box = CGRect(x: 10 * scale, y: 10 * scale, width: size.width * scale, height: size.height * scale).insetBy(dx: -1, dy: -1)
        let counts = inkCounts(context, inside: box)
        return (counts.inside, counts.outside, size)
    }

    @Test(arguments: ["Hello, UIKit", "Привет", "子类化", "ひらがな", "한국어"])
    func scriptsProduceInkInsideTheBoxOnly(_ string: String) {
        let result = render(string)
        #expect(result.inside > 40, "\(string)")
        #expect(result.outside == 0, "\(string)")
    }

    @Test func renderingAtTwiceTheScaleDoublesTheInk() {
        let single = render("Hello", scale: 1)
        let double = render("Hello", scale: 2)
        #expect(double.outside == 0)
        let ratio = Double(double.inside) / Double(single.inside)
        #expect(ratio > 3 && ratio < 5)
    }

    @Test func chineseUsesTheSimplifiedChineseFace() {
        let families = TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: "子类化", attributes: [.font: font])))
        #expect(families == ["Noto Sans CJK SC"])
        let japanese = TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: "漢字とひらがな", attributes: [.font: font])))
        #expect(!japanese.isEmpty && japanese.allSatisfy { $0 == "Noto Sans CJK JP" })
        let mixed = TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: "Swift 子类化", attributes: [.font: font])))
        #expect(mixed == ["Inter", "Noto Sans CJK SC"])
        let cyrillic = TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: "Привет", attributes: [.font: font])))
        #expect(cyrillic == ["Inter"])
    }

    @Test func foregroundColourIsDrawn() throws {
        let text = NSAttributedString(string: "███", attributes: [.font: font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        let context = try #require(makeTopDownContext(width: 100, height: 40))
        let data = try #require(context.data)
        TextLayout.draw(text, in: CGRect(x: 0, y: 0, width: 100, height: 40), numberOfLines: 1, lineBreakMode: .byClipping, context: context)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var red = 0
        for index in stride(from: 0, to: context.height * context.bytesPerRow, by: 4)
        where bytes[index + 3] == 255 && bytes[index + 2] == 255 && bytes[index + 1] == 0 && bytes[index] == 0 {
            red += 1
        }
        #expect(red > 50)
    }

    @Test func emptyAndInvalidTextDrawWithoutCrashing() throws {
        let context = try #require(makeTopDownContext(width: 50, height: 50))
        TextLayout.draw(NSAttributedString(string: ""), in: CGRect(x: 0, y: 0, width: 50, height: 50), numberOfLines: 0, lineBreakMode: .byWordWrapping, context: context)
        #expect(inkCounts(context, inside: .zero).outside == 0)
        let units: [unichar] = [0xDC00, 0x41, 0xD83D]
        let invalid = NSAttributedString(string: String(NSString(characters: units, length: units.count)), attributes: [.font: font])
        TextLayout.draw(invalid, in: CGRect(x: 0, y: 0, width: 50, height: 50), numberOfLines: 0, lineBreakMode: .byWordWrapping, context: context)
        #expect(inkCounts(context, inside: CGRect(x: 0, y: 0, width: 50, height: 50)).inside > 0)
    }

    @Test func hugeTextDrawsOnlyWhatIsVisible() throws {
        let huge = NSAttributedString(string: String(repeating: "word ", count: 20_000), attributes: [.font: font])
        let context = try #require(makeTopDownContext(width: 200, height: 100))
        TextLayout.draw(huge, in: CGRect(x: 0, y: 0, width: 200, height: 100), numberOfLines: 0, lineBreakMode: .byWordWrapping, context: context)
        #expect(inkCounts(context, inside: CGRect(x: 0, y: 0, width: 200, height: 100)).inside > 1000)
    }
}

@Suite("String drawing", .serialized)
struct StringDrawingTests {
    @Test func drawingGoesToTheCurrentContext() throws {
        let context = try #require(makeTopDownContext(width: 200, height: 60))
        "Nothing".draw(at: .zero, withAttributes: nil)  // no current context: nothing happens
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes)
        let size = "Hello".size(withAttributes: attributes)
        let counts = inkCounts(context, inside: CGRect(origin: CGPoint(x: 5, y: 5), size: size).insetBy(dx: -1, dy: -1))
        #expect(counts.inside > 40 && counts.outside == 0)
    }

    @Test func drawInRectKeepsTheLinesThatFit() throws {
        let context = try #require(makeTopDownContext(width: 200, height: 200))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog again and again and again." as NSString
        let rect = CGRect(x: 0, y: 0, width: 100, height: font.lineHeight * 2 + 1)
        text.draw(in: rect, withAttributes: [.font: font])
        let counts = inkCounts(context, inside: rect.insetBy(dx: -1, dy: -1))
        #expect(counts.inside > 100 && counts.outside == 0)
    }

    @Test func attributedStringDrawing() throws {
        let context = try #require(makeTopDownContext(width: 200, height: 60))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let text = NSAttributedString(string: "Underlined", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .underlineStyle: NSUnderlineStyle.single.rawValue,
            .backgroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1),
        ])
        text.draw(at: CGPoint(x: 2, y: 2))
        let size = text.size()
        let counts = inkCounts(context, inside: CGRect(origin: CGPoint(x: 2, y: 2), size: size).insetBy(dx: -1, dy: -1))
        // The background fills the whole text box.
        #expect(Double(counts.inside) > Double(size.width * size.height) * 0.9)
        #expect(counts.outside == 0)
    }
}

/// The horizontal centre of the ink in a context (pixels), or nil without ink.
func inkCenterX(_ context: CGContext) -> Double? {
    guard let data = context.data else { return nil }
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    var minX = Int.max
    var maxX = Int.min
    for y in 0..<context.height {
        for x in 0..<context.width where bytes[y * context.bytesPerRow + x * 4 + 3] > 128 {
            minX = min(minX, x)
            maxX = max(maxX, x)
        }
    }
    return minX <= maxX ? Double(minX + maxX + 1) / 2 : nil
}

@Suite("Text alignment")
struct TextAlignmentTests {
    func draw(_ alignment: NSTextAlignment, numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> Double? {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let text = NSAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
        guard let context = makeTopDownContext(width: 200, height: 30) else { return nil }
        TextLayout.draw(text, in: CGRect(x: 0, y: 0, width: 200, height: 30), numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, context: context)
        return inkCenterX(context)
    }

    @Test(arguments: [(1, NSLineBreakMode.byTruncatingTail), (0, .byWordWrapping), (1, .byClipping)])
    func alignmentPlacesTheLine(_ lines: Int, _ mode: NSLineBreakMode) throws {
        let left = try #require(draw(.left, numberOfLines: lines, lineBreakMode: mode))
        let center = try #require(draw(.center, numberOfLines: lines, lineBreakMode: mode))
        let right = try #require(draw(.right, numberOfLines: lines, lineBreakMode: mode))
        #expect(left < 50)
        #expect(abs(center - 100) < 2)
        #expect(right > 150)
    }

    @Test func drawWithBaselineOriginPutsTheBaselineAtTheOrigin() throws {
        let context = try #require(makeTopDownContext(width: 200, height: 60))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let font = UIFont.systemFont(ofSize: 17)
        "HHH".draw(with: CGRect(x: 10, y: 40, width: 180, height: 20), options: [], attributes: [.font: font], context: nil)
        // All ink of capital letters sits above the baseline (y = 40) and reaches up about the cap height.
        let above = inkCounts(context, inside: CGRect(x: 0, y: 40 - font.capHeight - 1, width: 200, height: font.capHeight + 1.5))
        #expect(above.inside > 50 && above.outside == 0)
    }
}
