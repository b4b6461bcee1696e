import Foundation

/// A text container's line limit: at most `count` lines (0: no limit), broken as `mode` says.
struct TextLineLimit: Equatable {
    var count = 0
    var mode: NSLineBreakMode = .byWordWrapping

    /// How every line wraps: by characters for `.byCharWrapping`, otherwise by words (the truncating
    /// modes and clipping concern the last line only, as TextKit's container line break mode).
    var wrappingMode: NSLineBreakMode { mode == .byCharWrapping ? .byCharWrapping : .byWordWrapping }

    /// Whether the last line shows an ellipsis when text is cut.
    var truncates: Bool { mode == .byTruncatingHead || mode == .byTruncatingMiddle || mode == .byTruncatingTail }
}

/// The line limit (`NSTextContainer.maximumNumberOfLines` and `lineBreakMode`), as TextKit applies it:
/// lines are laid out from the start of the text until the limit; the paragraph holding the last
/// allowed line draws only its allowed lines, the last one truncated (an ellipsis at its end, start or
/// middle; at its end when only later paragraphs are cut) when text is cut and the mode truncates; later paragraphs are neither drawn nor counted in
/// the height. Caret and hit-testing geometry of the shown lines is unchanged.
extension TextParagraphLayout {
    /// Lays the paragraphs out from the first until the limit is reached and cuts there.
    /// - Complexity: O(shown paragraphs' layout + paragraphs × log paragraphs); a text with no limit
    ///   pays nothing.
    func applyLineLimit() {
        lineLimitApplied = true
        lastShownParagraph = nil
        guard lineLimit.count > 0 else { return }
        var used = 0
        for index in paragraphs.indices {
            let lines = layout(index).lines.count
            guard used + lines >= lineLimit.count else { used += lines; continue }
            let more = index + 1 < paragraphs.count
            if used + lines > lineLimit.count || (more && lineLimit.truncates) {
                let drawn = makeLimitedLayout(index, lines: lineLimit.count - used, followedByText: more)
                paragraphs[index].drawnLayout = drawn
                heightTree.set(index, to: paragraphs[index].gap + drawn.linesHeight)
            }
            lastShownParagraph = index
            if more { heightTree.replaceSubrange((index + 1)..<paragraphs.count, with: Array(repeating: 0, count: paragraphs.count - index - 1)) }
            return
        }
    }

    /// Paragraph `index` cut to `lines` lines in the limit's mode. When later text is cut too and the
    /// mode truncates, the last line ends with an ellipsis even when the paragraph itself fits (as
    /// TextKit marks cut text): appended to the text when it fits on the last line, otherwise by
    /// letting pango truncate the last line of the paragraph followed by one more word.
    private func makeLimitedLayout(_ index: Int, lines: Int, followedByText: Bool) -> PreparedTextLayout {
        let start = start(of: index)
        var content = source.paragraphContent(start..<(start + paragraphs[index].length))
        if followedByText, lineLimit.truncates {
            let marked = TextParagraphLayout.appending([0x2026], to: content)
            let fitted = PangoTextBackend.shared.makeUncachedLayout(
                TextLayoutKey(content: marked, width: width, numberOfLines: 0, lineBreakMode: lineLimit.wrappingMode))
            if fitted.lines.count <= lines { return fitted }
            content = TextParagraphLayout.appending([0x20, 0x2026], to: content)
        }
        let key = TextLayoutKey(content: content, width: width, numberOfLines: lines, lineBreakMode: lineLimit.mode)
        return PangoTextBackend.shared.makeUncachedLayout(key)
    }

    /// `content` with `units` after it, in the attributes of its last run.
    private static func appending(_ units: [UInt16], to content: TextContent) -> TextContent {
        var content = content
        content.utf16 += units
        if content.runs.isEmpty {
            content.runs = [TextRun(start: 0, end: content.utf16.count, attributes: TextRunAttributes(font: content.primaryFont, foreground: .black))]
        } else {
            content.runs[content.runs.count - 1].end = content.utf16.count
        }
        return content
    }

    /// What paragraph `index` draws: its allowed lines under a line limit, else its layout.
    /// - Complexity: O(1) once laid out.
    func drawnLayout(_ index: Int) -> PreparedTextLayout {
        let made = layout(index)
        return paragraphs[index].drawnLayout ?? made
    }

    /// The number of paragraphs drawn (those before a line limit's cut, and the one holding it).
    var shownParagraphCount: Int {
        let count = paragraphCount
        return lastShownParagraph.map { $0 + 1 } ?? count
    }
}
