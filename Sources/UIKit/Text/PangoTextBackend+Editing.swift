import CPango
import Foundation

/// Where the caret and the word boundaries of a laid-out text may fall, in UTF-16 offsets, from pango's
/// logical attributes (Unicode grapheme clusters and word boundaries, UAX #29, as pango implements them):
/// a caret never lands inside a combining sequence, an emoji ZWJ sequence or a surrogate pair.
struct TextBoundaries: Sendable {
    /// Sorted offsets where the caret may stand (always contains 0 and the length).
    var cursorStops: [Int]
    /// Sorted offsets where words start.
    var wordStarts: [Int]
    /// Sorted offsets where words end.
    var wordEnds: [Int]

    /// The stop before `offset` (0 at the start).
    /// - Complexity: O(log n).
    func stop(before offset: Int) -> Int {
        let index = TextBoundaries.lowerBound(cursorStops, offset)
        return index > 0 ? cursorStops[index - 1] : 0
    }

    /// The stop after `offset` (the length at the end).
    /// - Complexity: O(log n).
    func stop(after offset: Int) -> Int {
        let index = TextBoundaries.upperBound(cursorStops, offset)
        return index < cursorStops.count ? cursorStops[index] : (cursorStops.last ?? 0)
    }

    /// The nearest stop at or before `offset`.
    func snapped(_ offset: Int) -> Int {
        let index = TextBoundaries.upperBound(cursorStops, offset)
        return index > 0 ? cursorStops[index - 1] : 0
    }

    /// The start of the word before `offset` (option/ctrl+left), 0 when none.
    func wordStart(before offset: Int) -> Int {
        let index = TextBoundaries.lowerBound(wordStarts, offset)
        return index > 0 ? wordStarts[index - 1] : 0
    }

    /// The end of the word after `offset` (option/ctrl+right), the length when none.
    func wordEnd(after offset: Int) -> Int {
        let index = TextBoundaries.upperBound(wordEnds, offset)
        return index < wordEnds.count ? wordEnds[index] : (cursorStops.last ?? 0)
    }

    /// The word containing `offset` (double-click), or `nil` when `offset` is between words.
    func word(containing offset: Int) -> Range<Int>? {
        let startIndex = TextBoundaries.upperBound(wordStarts, offset)
        guard startIndex > 0 else { return nil }
        let start = wordStarts[startIndex - 1]
        let endIndex = TextBoundaries.upperBound(wordEnds, start)
        guard endIndex < wordEnds.count else { return nil }
        let end = wordEnds[endIndex]
        return offset <= end && end > start ? start..<end : nil
    }

    static func lowerBound(_ values: [Int], _ value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    static func upperBound(_ values: [Int], _ value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// Where a visual caret movement went.
enum TextVisualMove: Equatable {
    /// To this UTF-16 offset.
    case moved(Int)
    /// Off the logical start of the text.
    case beforeStart
    /// Off the logical end of the text.
    case afterEnd
}

/// The caret, hit-testing and selection queries of editable text, over pango's cursor API. Geometry is
/// in points relative to the top left of the text's box, as `TextLayout.draw` places it (before any
/// alignment shift of unwrapped text inside a wider box).
extension PangoTextBackend {
    /// The UTF-16 offset of byte index `byte` (the first offset at or after it).
    private static func unitOffset(ofByte byte: Int32, in layout: PreparedTextLayout) -> Int {
        let offsets = layout.byteOffsets
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < byte { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func byteIndex(ofUnit unit: Int, in layout: PreparedTextLayout) -> Int32 {
        let offsets = layout.byteOffsets
        return offsets[min(max(0, unit), offsets.count - 1)]
    }

    private static func points(_ value: Int32) -> Double { Double(value) / Double(PANGO_SCALE) }

    /// The caret's rectangle (zero width) before UTF-16 offset `offset`: pango's strong cursor, as tall
    /// as the line's logical box.
    /// - Complexity: O(log n) after the layout is cached.
    func caretRect(_ key: TextLayoutKey, offset: Int) -> CGRect {
        locked { caretRect(prepared(key), offset: offset) }
    }

    /// The caret's rectangle in a prepared layout, as `caretRect(_:offset:)`.
    func caretRect(_ layout: PreparedTextLayout, offset: Int) -> CGRect {
        locked {
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(layout.layout, PangoTextBackend.byteIndex(ofUnit: offset, in: layout), &strong, nil)
            return CGRect(x: PangoTextBackend.points(strong.x) + layout.leading, y: PangoTextBackend.points(strong.y),
                          width: 0, height: PangoTextBackend.points(strong.height))
        }
    }

    /// The UTF-16 offset of the caret position nearest `point`: the character under the point, before
    /// or after it by which half was hit (pango's trailing flag), snapped to a caret stop.
    func closestOffset(_ key: TextLayoutKey, to point: CGPoint) -> Int {
        locked { closestOffset(prepared(key), to: point) }
    }

    /// The caret offset nearest `point` in a prepared layout, as `closestOffset(_:to:)`.
    func closestOffset(_ layout: PreparedTextLayout, to point: CGPoint) -> Int {
        locked {
            var index: Int32 = 0
            var trailing: Int32 = 0
            let x = (Double(point.x) - layout.leading) * Double(PANGO_SCALE)
            let y = Double(point.y) * Double(PANGO_SCALE)
            pango_layout_xy_to_index(layout.layout, Int32(clamping: Int(x.rounded())), Int32(clamping: Int(y.rounded())), &index, &trailing)
            var offset = PangoTextBackend.unitOffset(ofByte: index, in: layout)
            if trailing > 0 {
                let stops = boundaries(of: layout)
                for _ in 0..<trailing { offset = stops.stop(after: offset) }
            }
            return min(offset, layout.unitCount)
        }
    }

    /// The caret stops and word boundaries of the text.
    /// - Complexity: O(length).
    func boundaries(_ key: TextLayoutKey) -> TextBoundaries {
        locked { boundaries(of: prepared(key)) }
    }

    /// The caret stops and word boundaries of a prepared layout (read once, then kept with it).
    /// - Complexity: O(length) the first time, O(1) after.
    func boundaries(of layout: PreparedTextLayout) -> TextBoundaries {
        locked {
            if let cached = layout.cachedBoundaries { return cached }
            let made = readBoundaries(of: layout)
            layout.cachedBoundaries = made
            return made
        }
    }

    private func readBoundaries(of layout: PreparedTextLayout) -> TextBoundaries {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout.layout, &count) else {
            return TextBoundaries(cursorStops: [0], wordStarts: [], wordEnds: [])
        }
        // Character i of pango's attributes is the i-th code point; walk the byte offsets to UTF-16.
        guard let text = pango_layout_get_text(layout.layout) else {
            return TextBoundaries(cursorStops: [0], wordStarts: [], wordEnds: [])
        }
        var stops: [Int] = []
        var starts: [Int] = []
        var ends: [Int] = []
        var byte: Int32 = 0
        let total = Int32(strlen(text))
        for character in 0..<Int(count) {
            let unit = PangoTextBackend.unitOffset(ofByte: byte, in: layout)
            let attribute = attributes[character]
            if attribute.is_cursor_position != 0 { stops.append(unit) }
            if attribute.is_word_start != 0 { starts.append(unit) }
            if attribute.is_word_end != 0 { ends.append(unit) }
            guard byte < total else { break }
            let lead = UInt8(bitPattern: text[Int(byte)])
            byte += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        if stops.first != 0 { stops.insert(0, at: 0) }
        if stops.last != layout.unitCount { stops.append(layout.unitCount) }
        return TextBoundaries(cursorStops: stops, wordStarts: starts, wordEnds: ends)
    }

    /// The offset one caret position to the visual right (`forward`) or left of `offset`, as the arrow
    /// keys move in mixed-direction text; `nil` at the visual edge of the text.
    func visualMove(_ key: TextLayoutKey, from offset: Int, right: Bool) -> Int? {
        locked { visualMove(prepared(key), from: offset, right: right) }
    }

    /// One caret position to the visual right or left in a prepared layout, as `visualMove(_:from:right:)`.
    func visualMove(_ layout: PreparedTextLayout, from offset: Int, right: Bool) -> Int? {
        if case .moved(let result) = visualMoveAcrossEdges(layout, from: offset, right: right) { return result }
        return nil
    }

    /// One caret position to the visual right or left, or which logical end of the text the move
    /// leaves by (a text view's paragraph continues into the next or previous paragraph).
    /// - Complexity: O(log n + runs of the line) inside a left-to-right line (`logicalOrderMove`);
    ///   otherwise pango's, which measures every caret position of the line.
    func visualMoveAcrossEdges(_ layout: PreparedTextLayout, from offset: Int, right: Bool) -> TextVisualMove {
        locked {
            if let moved = logicalOrderMove(layout, from: offset, right: right) { return .moved(moved) }
            return pangoVisualMove(layout, from: offset, right: right)
        }
    }

    /// A move that stays inside one line whose text runs left to right throughout (the line's resolved
    /// direction and every run's bidi level are left-to-right): there visual order is logical order, so
    /// the caret goes to the next or previous caret stop, where pango's visual movement takes it. `nil`
    /// for moves that reach a line's start or end and for lines with right-to-left runs, which pango answers.
    /// - Complexity: O(log n + lines + runs of the line).
    func logicalOrderMove(_ layout: PreparedTextLayout, from offset: Int, right: Bool) -> Int? {
        locked {
            guard offset >= 0, offset <= layout.unitCount else { return nil }
            let stops = boundaries(of: layout)
            guard stops.snapped(offset) == offset else { return nil }
            let target = right ? stops.stop(after: offset) : stops.stop(before: offset)
            let byte = PangoTextBackend.byteIndex(ofUnit: offset, in: layout)
            guard let line = layout.lines.last(where: { $0.line.pointee.start_index <= byte })?.line.pointee,
                  line.resolved_dir == PANGO_DIRECTION_LTR.rawValue else { return nil }
            let start = PangoTextBackend.unitOffset(ofByte: line.start_index, in: layout)
            let end = PangoTextBackend.unitOffset(ofByte: line.start_index + line.length, in: layout)
            guard offset < end, right ? target < end : target > start else { return nil }
            var node = line.runs
            while let run = node {
                guard let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                      item.pointee.analysis.level == 0 else { return nil }
                node = run.pointee.next
            }
            return target
        }
    }

    /// pango's visual movement (`pango_layout_move_cursor_visually`), as `visualMoveAcrossEdges`.
    func pangoVisualMove(_ layout: PreparedTextLayout, from offset: Int, right: Bool) -> TextVisualMove {
        locked {
            var newIndex: Int32 = 0
            var newTrailing: Int32 = 0
            pango_layout_move_cursor_visually(layout.layout, 1, PangoTextBackend.byteIndex(ofUnit: offset, in: layout), 0,
                                              right ? 1 : -1, &newIndex, &newTrailing)
            if newIndex < 0 { return .beforeStart }
            if newIndex == Int32.max { return .afterEnd }
            var result = PangoTextBackend.unitOffset(ofByte: newIndex, in: layout)
            if newTrailing > 0 {
                let stops = boundaries(of: layout)
                for _ in 0..<newTrailing { result = stops.stop(after: result) }
            }
            return .moved(min(result, layout.unitCount))
        }
    }

    /// The index of the line holding `offset` and that line's range of UTF-16 offsets.
    func line(_ key: TextLayoutKey, containing offset: Int) -> (index: Int, range: Range<Int>, count: Int) {
        locked { line(prepared(key), containing: offset) }
    }

    /// The line holding `offset` in a prepared layout, as `line(_:containing:)`.
    func line(_ layout: PreparedTextLayout, containing offset: Int) -> (index: Int, range: Range<Int>, count: Int) {
        locked {
            var lineIndex: Int32 = 0
            var x: Int32 = 0
            pango_layout_index_to_line_x(layout.layout, PangoTextBackend.byteIndex(ofUnit: offset, in: layout), 0, &lineIndex, &x)
            let index = min(max(0, Int(lineIndex)), max(0, layout.lines.count - 1))
            guard index < layout.lines.count else { return (0, 0..<layout.unitCount, 1) }
            let line = layout.lines[index].line.pointee
            let start = PangoTextBackend.unitOffset(ofByte: line.start_index, in: layout)
            let end = PangoTextBackend.unitOffset(ofByte: line.start_index + line.length, in: layout)
            return (index, start..<max(start, end), layout.lines.count)
        }
    }

    /// The UTF-16 range of every laid-out line, in order.
    func lineRanges(_ key: TextLayoutKey) -> [Range<Int>] {
        locked { lineRanges(prepared(key)) }
    }

    /// The UTF-16 range of every line of a prepared layout.
    func lineRanges(_ layout: PreparedTextLayout) -> [Range<Int>] {
        locked {
            return layout.lines.map { line in
                let start = PangoTextBackend.unitOffset(ofByte: line.line.pointee.start_index, in: layout)
                let end = PangoTextBackend.unitOffset(ofByte: line.line.pointee.start_index + line.line.pointee.length, in: layout)
                return start..<max(start, end)
            }
        }
    }

    /// The box of line `index` (top and height in points).
    func lineBox(_ key: TextLayoutKey, index: Int) -> (top: Double, height: Double)? {
        locked {
            let layout = prepared(key)
            guard layout.lines.indices.contains(index) else { return nil }
            return (layout.lines[index].top, layout.lines[index].height)
        }
    }

    /// The rectangles that highlight the UTF-16 range `range`, one or more per line it touches (several
    /// on a line with mixed directions), from `pango_layout_line_get_x_ranges`. A range that runs past
    /// a line's end extends that line's last rectangle by `newlineWidth` to show the selected line break.
    /// - Complexity: O(lines touched × runs).
    func selectionRects(_ key: TextLayoutKey, range: Range<Int>, newlineWidth: Double = 0) -> [CGRect] {
        locked { selectionRects(prepared(key), range: range, newlineWidth: newlineWidth) }
    }

    /// The selection rectangles of `range` in a prepared layout, as `selectionRects(_:range:newlineWidth:)`;
    /// `pastEnd` adds the selected line break after the last line (a paragraph's own layout holds no
    /// line break).
    func selectionRects(_ layout: PreparedTextLayout, range: Range<Int>, newlineWidth: Double = 0, pastEnd: Bool = false) -> [CGRect] {
        locked {
            guard !range.isEmpty || pastEnd else { return [] }
            let startByte = PangoTextBackend.byteIndex(ofUnit: range.lowerBound, in: layout)
            let endByte = PangoTextBackend.byteIndex(ofUnit: range.upperBound, in: layout)
            let leading = layout.leading
            var rects: [CGRect] = []
            for (lineIndex, line) in layout.lines.enumerated() {
                let pangoLine = line.line.pointee
                let lineStart = pangoLine.start_index
                let lineEnd = pangoLine.start_index + pangoLine.length
                if lineEnd < startByte || lineStart > endByte { continue }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line.line, max(startByte, lineStart), min(endByte, lineEnd), &ranges, &count)
                var lineRects: [CGRect] = []
                if let ranges {
                    for i in 0..<Int(count) {
                        let left = PangoTextBackend.points(ranges[2 * i]) + leading
                        let right = PangoTextBackend.points(ranges[2 * i + 1]) + leading
                        if right > left { lineRects.append(CGRect(x: left, y: line.top, width: right - left, height: line.height)) }
                    }
                    g_free(ranges)
                }
                if newlineWidth > 0, endByte > lineEnd || (pastEnd && lineIndex == layout.lines.count - 1) {
                    let edge = lineRects.map(\.maxX).max() ?? (line.x + line.width)
                    lineRects.append(CGRect(x: edge, y: line.top, width: newlineWidth, height: line.height))
                }
                rects += lineRects
            }
            return rects
        }
    }
}

