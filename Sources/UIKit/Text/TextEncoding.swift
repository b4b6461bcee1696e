import Foundation

/// Text converted for pango: UTF-8 bytes, the byte offset of every UTF-16 offset, the language of
/// each CJK paragraph, and whether a long unbreakable run needs character wrapping.
struct TextEncoding {
    /// UTF-8 bytes; lone surrogates became U+FFFD and NUL U+200B (the conversion is lossy, never fails).
    var utf8: [UInt8]
    /// `byteOffsets[i]` is the byte offset of UTF-16 offset `i`; `count == utf16.count + 1`.
    var byteOffsets: [Int32]
    /// Byte ranges and language tags: "ja" (kana present), "ko" (Hangul, no kana) or "zh-cn" (Han
    /// only), one per paragraph that contains CJK characters.
    var languages: [(start: Int, end: Int, tag: String)]
    /// The longest run of code points with no whitespace and no CJK character (a "word").
    var longestWord: Int
    /// The emoji shown in emoji presentation (see `EmojiSequences`), in order: their UTF-16 and byte ranges.
    var emojiRanges: [(units: Range<Int>, bytes: Range<Int>)] = []

    /// A word longer than this switches the layout from word to character wrapping: pango's
    /// word-or-character wrapping takes time quadratic in a word's length (a 10,000-letter word
    /// took 0.5 s, 100,000 letters 52 s); character wrapping stays linear (0.35 s for 100,000).
    static let longWordLimit = 400

    /// - Complexity: O(length).
    init(_ units: [UInt16]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count + units.count / 2)
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        var languages: [(start: Int, end: Int, tag: String)] = []
        var paragraphStart = 0
        var hasKana = false
        var hasHangul = false
        var hasHan = false
        var word = 0
        var longestWord = 0
        // Emoji sequences, found only when a code unit could take part in one.
        let emojiUnits = units.contains { (0xD83C ... 0xD83E).contains($0) || EmojiSequences.mayTakePart(UInt32($0)) }
            ? EmojiSequences.ranges(in: units) : []

        func closeParagraph(at end: Int) {
            let tag: String? = hasKana ? "ja" : hasHangul ? "ko" : hasHan ? "zh-cn" : nil
            if let tag, end > paragraphStart { languages.append((paragraphStart, end, tag)) }
            hasKana = false
            hasHangul = false
            hasHan = false
        }

        var index = 0
        while index < units.count {
            offsets[index] = Int32(truncatingIfNeeded: bytes.count)
            let unit = units[index]
            var scalar = UInt32(unit)
            var width = 1
            if unit >= 0xD800 && unit <= 0xDBFF, index + 1 < units.count,
               units[index + 1] >= 0xDC00 && units[index + 1] <= 0xDFFF {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                width = 2
            } else if unit >= 0xD800 && unit <= 0xDFFF {
                scalar = 0xFFFD
            } else if unit == 0 {
                scalar = 0x200B  // pango rejects NUL bytes; draw nothing for it, as iOS does.
            }
            if scalar == 0x0A || scalar == 0x0D || scalar == 0x2029 {
                closeParagraph(at: bytes.count)
                paragraphStart = bytes.count + 1
                if scalar == 0x2029 { paragraphStart = bytes.count + 3 }
            }
            let script = TextEncoding.cjkScript(scalar)
            switch script {
            case .kana: hasKana = true
            case .hangul: hasHangul = true
            case .han: hasHan = true
            case .other, .cjkOther: break
            }
            if script != .other || TextEncoding.isBreakingSpace(scalar) {
                word = 0
            } else {
                word += 1
                longestWord = max(longestWord, word)
            }
            TextEncoding.appendUTF8(scalar, to: &bytes)
            if width == 2 { offsets[index + 1] = offsets[index] }
            index += width
        }
        offsets[units.count] = Int32(truncatingIfNeeded: bytes.count)
        closeParagraph(at: bytes.count)
        utf8 = bytes
        byteOffsets = offsets
        self.languages = languages
        self.longestWord = longestWord
        emojiRanges = emojiUnits.map { ($0, Int(offsets[$0.lowerBound]) ..< Int(offsets[$0.upperBound])) }
    }

    enum CJKScript { case han, kana, hangul, cjkOther, other }

    static func cjkScript(_ scalar: UInt32) -> CJKScript {
        switch scalar {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF: .hangul
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: .han
        case 0x3000...0x303F, 0xFF00...0xFF65: .cjkOther
        default: .other
        }
    }

    static func isBreakingSpace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x09 || scalar == 0x0A || scalar == 0x0D || scalar == 0x2028
            || scalar == 0x2029 || scalar == 0x200B || scalar == 0x2D || scalar == 0x2F
            || (scalar >= 0x2000 && scalar <= 0x200A)
    }

    static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (scalar >> 6)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (scalar >> 12)))
            bytes.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (scalar >> 18)))
            bytes.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
