import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// Draws `text` in a label on white (2x) and counts the pixels each test accepts.
@MainActor
func countPixels(of text: String, font: UIFont, textColor: UIColor,
                 _ tests: [(RGBA) -> Bool]) -> [Int] {
    let host = HeadlessHost(size: CGSize(width: 120, height: 60), scale: 2)
    let window = host.show(UIViewController())
    window.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    label.font = font
    label.textColor = textColor
    label.text = text
    window.addSubview(label)
    host.renderFrame()
    let screen = host.snapshot()
    var counts = [Int](repeating: 0, count: tests.count)
    for y in 20..<100 {
        for x in 20..<220 {
            let p = screen.rgba(x, y)
            for (i, test) in tests.enumerated() where test(p) { counts[i] += 1 }
        }
    }
    return counts
}

/// Colour emoji in labels, as on iOS: drawn in their own colours (not the text colour), an em wide,
/// without growing the line much; sequences (skin tones, flags) shape to one glyph.
@MainActor
@Suite("Colour emoji", .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                                "fonts-noto-color-emoji is not installed"))
struct EmojiRenderTests {
    let font = UIFont.systemFont(ofSize: 24)

    func families(_ string: String) -> [String] {
        TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: string, attributes: [.font: font])))
    }

    @Test func emojiComeFromTheColourEmojiFace() {
        #expect(families("Tokyo ⭐️") == ["Inter", "Noto Color Emoji"])
        #expect(families("😀👍🏽🇯🇵") == ["Noto Color Emoji"])
    }

    @Test func anEmojiIsAboutAnEmWideAndKeepsTheLine() {
        let label = UILabel()
        label.font = font
        label.text = "Tokyo"
        let plain = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        label.text = "😀"
        let one = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(one.width >= 24 && one.width <= 34, "\(one)")
        #expect(one.height <= plain.height + 2, "\(one) vs \(plain)")
        // A skin-tone sequence and a flag are one glyph each, not two.
        label.text = "👍🏽🇯🇵"
        let two = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(two.width <= 2 * one.width + 2, "\(two)")
    }

    @Test func emojiKeepTheirColoursWhateverTheTextColour() throws {
        let counts = countPixels(of: "⭐️", font: font, textColor: .systemBlue, [
            { p in p.r > 200 && p.g > 150 && p.b < 90 },
            { p in p.b > 200 && p.r < 60 },
        ])
        let yellow = counts[0], blue = counts[1]
        #expect(yellow > 300, "yellow pixels: \(yellow)")
        #expect(blue == 0, "the star is not drawn in the text colour")
    }
}

/// Emoji written with a presentation selector or as joined sequences draw as one colour glyph from the
/// emoji face and leave the line height as the text font sets it, as on iOS: "❤️" (U+2764 U+FE0F) is the
/// red heart, not the black text heart; "🚴‍♀️" (a ZWJ sequence ending in ♀ U+FE0F) is one cyclist, not a
/// cyclist and a text ♀; a keycap "1️⃣" and flags are one glyph each.
@MainActor
@Suite("Emoji sequences", .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                                   "fonts-noto-color-emoji is not installed"))
struct EmojiSequenceTests {
    let font = UIFont.systemFont(ofSize: 24)

    func families(_ string: String) -> [String] {
        TextLayout.resolvedFamilies(TextContent(attributedString: NSAttributedString(string: string, attributes: [.font: font])))
    }

    func size(_ text: String) -> CGSize {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: 1000, height: 1000))
    }

    @Test("Presentation selectors and joined sequences take the colour emoji face, whole",
          arguments: ["❤️", "🚴‍♀️", "1️⃣", "🇫🇷", "👩‍👩‍👧", "☺️", "✌🏽"])
    func sequencesUseTheEmojiFace(_ text: String) {
        #expect(families(text) == ["Noto Color Emoji"], "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("Each sequence is one glyph: about an em wide, as wide as a plain emoji",
          arguments: ["❤️", "🚴‍♀️", "1️⃣", "🇫🇷", "👩‍👩‍👧"])
    func oneGlyph(_ text: String) {
        let single = size("😀").width
        let measured = size(text).width
        #expect(abs(measured - single) <= 2, "\(text): \(measured) vs \(single)")
        #expect(abs(size(text + text).width - 2 * single) <= 3)
    }

    @Test("Text emoji without a selector stay text: ❤ (U+2764 alone) keeps the text font")
    func textPresentationStays() {
        #expect(!families("❤").contains("Noto Color Emoji"))
        #expect(!families("1").contains("Noto Color Emoji"))
    }

    @Test("The line height is the text font's, with or without emoji", arguments: ["❤️", "😀", "🚴‍♀️", "1️⃣", "🇯🇵"])
    func lineHeightUnchanged(_ emoji: String) {
        let plain = size("Tokyo")
        #expect(abs(size("Tokyo " + emoji).height - plain.height) < 0.5, "\(emoji)")
        #expect(abs(size(emoji).height - plain.height) < 0.5, "\(emoji) alone")
        #expect(abs(size("Tokyo\n" + emoji).height - size("Tokyo\nTokyo").height) < 0.5, "\(emoji) on a second line")
    }

    @Test("The red heart draws red (saturated), not in the black text colour")
    func heartIsRed() throws {
        let counts = countPixels(of: "❤️", font: font, textColor: .black, [
            { p in p.r > 180 && p.g < 90 && p.b < 90 },
            { p in p.r < 60 && p.g < 60 && p.b < 60 },
        ])
        let red = counts[0], dark = counts[1]
        #expect(red > 300, "red pixels: \(red)")
        #expect(dark < 20, "dark pixels: \(dark) (a text heart in the text colour)")
    }
}
