import Foundation

/// Finds the emoji a text shows in emoji presentation, so that the text engine can draw them from the
/// colour emoji face as one glyph each: pango 1.50 picks fonts per code point and does not use the
/// emoji presentation rules, so "❤️" (U+2764 U+FE0F) fell to a text font's black heart and the ♀ of
/// "🚴‍♀️" split from the cyclist. Not public API.
///
/// A grapheme cluster (Swift's `Character`, which keeps keycaps, ZWJ sequences, modifier sequences, flag
/// pairs and tag sequences together) is an emoji in emoji presentation, following Unicode TR 51 (§4):
/// - with U+FE0E (text presentation selector): never;
/// - with U+FE0F (emoji presentation selector) or U+20E3 (combining keycap): always;
/// - starting with a scalar whose default presentation is emoji (`Emoji_Presentation`, flags' regional
///   indicators included): yes;
/// - starting with an `Emoji` scalar followed by a skin-tone modifier or a ZWJ: yes;
/// - otherwise (digits, ©, ❤ alone): no, it stays text.
enum EmojiSequences {
    /// Whether a code point can start or take part in an emoji sequence: only texts with one are
    /// segmented (plain Latin, CJK and so on skip the grapheme pass).
    @inline(__always) static func mayTakePart(_ scalar: UInt32) -> Bool {
        scalar >= 0x1F000 || scalar == 0xFE0F || scalar == 0x200D || scalar == 0x20E3
            || (0x2100 ... 0x2BFF).contains(scalar) || (0x3030 ... 0x3299).contains(scalar)
            || scalar == 0x00A9 || scalar == 0x00AE || scalar == 0x203C || scalar == 0x2049
    }

    /// The UTF-16 ranges of the emoji-presentation clusters of `units`, adjacent ones merged.
    /// - Complexity: O(length).
    static func ranges(in units: [UInt16]) -> [Range<Int>] {
        let string = String(decoding: units, as: UTF16.self)
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in string {
            let length = character.utf16.count
            if isEmojiPresentation(character.unicodeScalars) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound ..< offset + length
                } else {
                    ranges.append(offset ..< offset + length)
                }
            }
            offset += length
        }
        return ranges
    }

    /// Whether one grapheme cluster shows as an emoji (see the type's rules).
    static func isEmojiPresentation(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        var selectsEmoji = false, joins = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: selectsEmoji = true
            case 0x200D: joins = true
            case 0x1F3FB ... 0x1F3FF: joins = true      // skin-tone modifiers
            default: break
            }
        }
        if selectsEmoji || first.properties.isEmojiPresentation { return true }
        return joins && first.properties.isEmoji && scalars.count > 1
    }
}
