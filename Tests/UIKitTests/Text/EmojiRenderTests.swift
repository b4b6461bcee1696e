import Testing
import Foundation
import UIKitTesting
@testable import UIKit

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
        let host = HeadlessHost(size: CGSize(width: 120, height: 60), scale: 2)
        let window = host.show(UIViewController())
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        label.font = font
        label.textColor = .systemBlue
        label.text = "⭐️"
        window.addSubview(label)
        host.renderFrame()
        let screen = host.snapshot()
        var yellow = 0, blue = 0
        for y in 20..<100 {
            for x in 20..<220 {
                let p = screen.rgba(x, y)
                if p.r > 200 && p.g > 150 && p.b < 90 { yellow += 1 }
                if p.b > 200 && p.r < 60 { blue += 1 }
            }
        }
        #expect(yellow > 300, "yellow pixels: \(yellow)")
        #expect(blue == 0, "the star is not drawn in the text colour")
    }
}
