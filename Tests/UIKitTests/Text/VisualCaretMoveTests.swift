import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The arrow keys' visual caret movement takes a shortcut inside left-to-right lines (the next or
/// previous caret stop) instead of asking pango, which measures every caret position of the line; these
/// tests hold it to pango's answer at every offset of seeded random texts: wrapped and unwrapped, with
/// combining marks, emoji sequences, CJK, and Hebrew or Arabic words that make lines mixed-direction.
@MainActor
@Suite struct VisualCaretMoveTests {
    let backend = PangoTextBackend.shared
    let font = UIFont.systemFont(ofSize: 17)

    /// Random text of words from several scripts, separated by spaces and sometimes line breaks.
    private func randomText(_ rng: inout SplitMix64, words: Int, rightToLeft: Bool) -> String {
        var pool = ["the", "quick", "brown", "fox", "jumps", "e\u{301}te\u{301}", "👍🏽", "👨‍👩‍👧", "中文", "字",
                    "naïve", "Paragraph", "12:30,", "(x)", "—"]
        if rightToLeft { pool += ["שלום", "עולם", "مرحبا", "١٢٣"] }
        var parts: [String] = []
        for _ in 0..<words {
            parts.append(pool[Int(rng.next() % UInt64(pool.count))])
            parts.append(rng.next() % 12 == 0 ? "\n" : " ")
        }
        return parts.joined()
    }

    private func key(_ text: String, width: Double?) -> TextLayoutKey {
        TextLayoutKey(content: TextContent(attributedString: NSAttributedString(string: text, attributes: [.font: font])),
                      width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    /// Every caret stop, both directions: the move equals pango's visual movement.
    private func checkEveryStop(_ key: TextLayoutKey) -> Int {
        backend.locked {
            let layout = backend.prepared(key)
            var shortcuts = 0
            for offset in backend.boundaries(of: layout).cursorStops {
                for right in [true, false] {
                    let expected = backend.pangoVisualMove(layout, from: offset, right: right)
                    #expect(backend.visualMoveAcrossEdges(layout, from: offset, right: right) == expected,
                            "offset \(offset) \(right ? "right" : "left") in \(String(decoding: key.content.utf16, as: UTF16.self).debugDescription)")
                    if backend.logicalOrderMove(layout, from: offset, right: right) != nil { shortcuts += 1 }
                }
            }
            return shortcuts
        }
    }

    @Test func leftToRightTextMovesAsPangoDoes() {
        var rng = SplitMix64(seed: 0x7E47)
        var shortcuts = 0
        for index in 0..<60 {
            let text = randomText(&rng, words: 4 + index % 30, rightToLeft: false)
            shortcuts += checkEveryStop(key(text, width: index % 3 == 0 ? nil : Double(60 + rng.next() % 240)))
        }
        // The shortcut answered most moves (the rest reached a line's start or end).
        #expect(shortcuts > 1000)
    }

    @Test func mixedDirectionTextMovesAsPangoDoes() {
        var rng = SplitMix64(seed: 0xB1D1)
        for index in 0..<60 {
            let text = randomText(&rng, words: 4 + index % 30, rightToLeft: true)
            _ = checkEveryStop(key(text, width: index % 3 == 0 ? nil : Double(60 + rng.next() % 240)))
        }
    }

    @Test func rightToLeftParagraphTakesNoShortcut() {
        let hebrew = key("שלום עולם, hello world", width: nil)
        _ = checkEveryStop(hebrew)
        let layout = backend.locked { backend.prepared(hebrew) }
        #expect((0...5).allSatisfy { backend.logicalOrderMove(layout, from: $0, right: true) == nil })
    }
}
