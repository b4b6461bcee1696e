import Foundation

/// What a paragraph layout reads from the text it lays out (a text view and its editing engine).
@MainActor
protocol TextParagraphSource: AnyObject {
    /// The UTF-16 code units of the whole text.
    var paragraphUnits: [UInt16] { get }
    /// The drawn content of the paragraph in `range` (without its line break).
    func paragraphContent(_ range: Range<Int>) -> TextContent
    /// The width lines wrap at.
    var paragraphWrapWidth: Double { get }
    /// The height of one line and the average advance of a character, for paragraphs not laid out yet.
    var paragraphEstimate: (lineHeight: Double, characterWidth: Double) { get }
    /// The most lines shown and how lines break (a text container's `maximumNumberOfLines` and
    /// `lineBreakMode`).
    var paragraphLineLimit: TextLineLimit { get }
}

/// A text laid out paragraph by paragraph, as TextKit 2 lays out a text view (Apple, "Meet TextKit 2",
/// WWDC21): the text is split at its line breaks (LF, CR, CR LF, U+2029); each paragraph is laid out
/// by pango when something first needs it (drawing, the caret, hit-testing) and kept; an edit
/// re-splits and relays out only the paragraphs it touched. The paragraphs' lengths and heights live
/// in prefix-sum trees, so finding the paragraph at an offset or a y position is O(log paragraphs).
/// A paragraph not laid out yet has an estimated height (its length times an average advance over
/// the wrap width, in lines of the font), replaced by its real height when it is laid out — the
/// content size of a long text converges as it scrolls, as with TextKit 2's estimated layout.
///
/// Geometry is in text coordinates: the text box's top left at (0, 0). Between paragraphs sits the
/// paragraph's `lineSpacing + paragraphSpacing + paragraphSpacingBefore`.
@MainActor
final class TextParagraphLayout: TextEditingLayout {
    struct Paragraph {
        /// UTF-16 units without the line break.
        var length: Int
        /// The line break's units: 0 (the last paragraph), 1 or 2 (CR LF).
        var terminator: Int
        /// Identifies the paragraph across edits of other paragraphs (a new one gets a new identity).
        var identity: Int
        var layout: PreparedTextLayout?
        /// What is drawn when a line limit cuts the paragraph (its allowed lines, the last truncated
        /// as the mode says); `nil`: `layout` is drawn.
        var drawnLayout: PreparedTextLayout?
        /// The space above the paragraph (known once laid out).
        var gap: Double = 0
    }

    unowned let source: any TextParagraphSource
    var paragraphs: [Paragraph] = []
    /// Units per paragraph, line break included.
    private var unitTree = PrefixSumTree<Int>()
    /// Height per paragraph, the gap above it included (0 for paragraphs a line limit hides).
    var heightTree = PrefixSumTree<Double>()
    /// The line limit the layouts follow (see `TextParagraphLayout+LineLimit.swift`).
    var lineLimit = TextLineLimit()
    /// Whether the line limit has been applied since the text or the layouts last changed.
    var lineLimitApplied = true
    /// The last paragraph shown under a line limit (`nil`: every paragraph).
    var lastShownParagraph: Int?
    private(set) var width: Double = -1
    private var nextIdentity = 0
    /// How many paragraphs were laid out (tests and diagnostics).
    private(set) var layoutCount = 0

    init(source: any TextParagraphSource) {
        self.source = source
    }

    // MARK: Paragraphs

    /// The number of paragraphs (at least one).
    var paragraphCount: Int {
        ensureParagraphs()
        return paragraphs.count
    }

    /// The offset where paragraph `index` starts.
    /// - Complexity: O(log paragraphs).
    func start(of index: Int) -> Int { unitTree.prefix(index) }

    /// The paragraph holding `offset` (a paragraph holds its start through its end, before its line break).
    /// - Complexity: O(log paragraphs).
    func paragraph(containing offset: Int) -> Int {
        ensureParagraphs()
        return unitTree.index(holding: max(0, offset))
    }

    /// The top of paragraph `index`'s first line (below its gap), laying it out.
    /// - Complexity: O(log paragraphs) plus the paragraph's layout the first time.
    func top(of index: Int) -> Double {
        layout(index)
        return heightTree.prefix(index) + paragraphs[index].gap
    }

    /// The paragraph at height `y`, laying out the paragraphs the search passes (their real heights
    /// replace the estimates the search started from).
    /// - Complexity: O(log paragraphs) per paragraph laid out.
    func paragraph(atY y: Double) -> Int {
        ensureParagraphs()
        while true {
            let index = min(heightTree.index(holding: max(0, y)), lastShownParagraph ?? Int.max)
            if paragraphs[index].layout != nil { return index }
            _ = layout(index)
        }
    }

    /// The height of the whole text (estimates for paragraphs not laid out).
    /// - Complexity: O(log paragraphs).
    var totalHeight: Double {
        ensureParagraphs()
        return heightTree.total
    }

    /// The exact height of the whole text, laying out every paragraph.
    /// - Complexity: O(length) the first time, O(log paragraphs) after.
    var exactHeight: Double {
        for index in 0..<paragraphCount where paragraphs[index].layout == nil { _ = layout(index) }
        return heightTree.total
    }

    /// Paragraph `index`'s layout (made now if needed; its height replaces the estimate).
    /// - Complexity: O(1) when laid out; pango's layout of the paragraph otherwise.
    @discardableResult
    func layout(_ index: Int) -> PreparedTextLayout {
        ensureParagraphs()
        if let made = paragraphs[index].layout { return made }
        let start = unitTree.prefix(index)
        let content = source.paragraphContent(start..<(start + paragraphs[index].length))
        let key = TextLayoutKey(content: content, width: width, numberOfLines: 0, lineBreakMode: lineLimit.wrappingMode)
        let made = PangoTextBackend.shared.makeUncachedLayout(key)
        let style = content.paragraph
        paragraphs[index].layout = made
        if let last = lastShownParagraph, index > last {
            paragraphs[index].gap = 0  // hidden by the line limit: no height
        } else {
            let gap = index > 0 ? style.lineSpacing + style.paragraphSpacing + style.paragraphSpacingBefore : 0
            paragraphs[index].gap = gap
            heightTree.set(index, to: gap + made.linesHeight)
        }
        layoutCount += 1
        return made
    }

    /// Forgets every paragraph's layout (the font, colour or width changed); the split stays.
    /// - Complexity: O(paragraphs).
    func invalidateLayouts() {
        PangoTextBackend.shared.locked {
            for index in paragraphs.indices {
                paragraphs[index].layout = nil
                paragraphs[index].drawnLayout = nil
            }
        }
        heightTree = PrefixSumTree(paragraphs.map(estimatedHeight))
        lastShownParagraph = nil
        lineLimitApplied = lineLimit.count == 0
    }

    // MARK: Edits

    /// The whole text changed: splits it again.
    /// - Complexity: O(length).
    func textDidReset() {
        let units = source.paragraphUnits
        let pieces = TextParagraphLayout.split(units, 0..<units.count, atTextEnd: true)
        PangoTextBackend.shared.locked { paragraphs = pieces.map(makeParagraph) }
        unitTree = PrefixSumTree(paragraphs.map { $0.length + $0.terminator })
        heightTree = PrefixSumTree(paragraphs.map(estimatedHeight))
        lastShownParagraph = nil
        lineLimitApplied = lineLimit.count == 0
    }

    /// `range` of the old text was replaced with `replacementLength` units (the source already holds
    /// the new text): the paragraphs the edit touched are split again, the others keep their layouts.
    /// Paragraphs that replace laid-out ones are laid out now (the edited paragraph is on screen).
    /// - Complexity: O(log paragraphs + edited paragraphs) when the number of paragraphs stays the
    ///   same (typing within a paragraph); O(paragraphs) when it changes (a line break typed or deleted).
    func textDidReplace(_ range: Range<Int>, replacementLength: Int) {
        guard !paragraphs.isEmpty else { return textDidReset() }
        let units = source.paragraphUnits
        var first = unitTree.index(holding: range.lowerBound)
        var last = unitTree.index(holding: range.upperBound)
        // An edit at a paragraph's start may join the line break before it (a CR, then an LF).
        if first > 0, range.lowerBound == unitTree.prefix(first), units.indices.contains(range.lowerBound - 1),
           units[range.lowerBound - 1] == 0x0D {
            first -= 1
        }
        let regionStart = unitTree.prefix(first)
        let delta = replacementLength - range.count
        var pieces: [(length: Int, terminator: Int)]
        while true {
            let regionEnd = unitTree.prefix(last + 1) + delta
            let atEnd = last == paragraphs.count - 1
            pieces = TextParagraphLayout.split(units, regionStart..<min(regionEnd, units.count), atTextEnd: atEnd)
            if atEnd || pieces.last.map({ $0.terminator > 0 }) == true { break }
            last += 1
        }
        let wasLaidOut = paragraphs[first...last].contains { $0.layout != nil }
        let made = pieces.map(makeParagraph)
        PangoTextBackend.shared.locked {
            if made.count == last - first + 1 {
                for (index, paragraph) in zip(first..., made) { paragraphs[index] = paragraph }
            } else {
                paragraphs.replaceSubrange(first...last, with: made)
            }
        }
        if made.count == last - first + 1 {
            for (index, paragraph) in zip(first..., made) {
                unitTree.set(index, to: paragraph.length + paragraph.terminator)
                heightTree.set(index, to: estimatedHeight(paragraph))
            }
        } else {
            unitTree.replaceSubrange(first..<(last + 1), with: made.map { $0.length + $0.terminator })
            heightTree.replaceSubrange(first..<(last + 1), with: made.map(estimatedHeight))
        }
        if lineLimit.count > 0 {
            // The limit is applied again from the first paragraph (a limited text is short).
            invalidateLayouts()
        } else if wasLaidOut, made.count <= 8 {
            for index in first..<(first + made.count) { layout(index) }
        }
    }

    /// The paragraphs of `units[range]`: each ends at a line break; the piece after the last break is
    /// a paragraph only at the text's end (the last paragraph, possibly empty).
    /// - Complexity: O(range.count).
    static func split(_ units: [UInt16], _ range: Range<Int>, atTextEnd: Bool) -> [(length: Int, terminator: Int)] {
        var pieces: [(length: Int, terminator: Int)] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = units[index]
            if unit == 0x0A || unit == 0x2029 || unit == 0x0D {
                let terminator = unit == 0x0D && index + 1 < range.upperBound && units[index + 1] == 0x0A ? 2 : 1
                pieces.append((index - start, terminator))
                index += terminator
                start = index
            } else {
                index += 1
            }
        }
        if atTextEnd || start < range.upperBound { pieces.append((range.upperBound - start, 0)) }
        return pieces
    }

    private func makeParagraph(_ piece: (length: Int, terminator: Int)) -> Paragraph {
        nextIdentity += 1
        return Paragraph(length: piece.length, terminator: piece.terminator, identity: nextIdentity)
    }

    func estimatedHeight(_ paragraph: Paragraph) -> Double {
        let estimate = source.paragraphEstimate
        let lines = width > 0 ? max(1, (Double(paragraph.length) * estimate.characterWidth / width).rounded(.up)) : 1
        return lines * estimate.lineHeight
    }

    private func ensureParagraphs() {
        let wrap = source.paragraphWrapWidth
        let limit = source.paragraphLineLimit
        if paragraphs.isEmpty {
            width = wrap
            lineLimit = limit
            textDidReset()
        } else if wrap != width || limit != lineLimit {
            width = wrap
            lineLimit = limit
            invalidateLayouts()
        }
        if !lineLimitApplied { applyLineLimit() }
    }

    // MARK: Local offsets

    /// The paragraph holding `offset`, its start, and `offset` within it (at most its length).
    private func locate(_ offset: Int) -> (index: Int, start: Int, local: Int) {
        let index = paragraph(containing: offset)
        let start = unitTree.prefix(index)
        return (index, start, min(max(0, offset - start), paragraphs[index].length))
    }

    // MARK: TextEditingLayout

    func caretRect(at offset: Int) -> CGRect {
        let place = locate(offset)
        let rect = PangoTextBackend.shared.caretRect(layout(place.index), offset: place.local)
        return rect.offsetBy(dx: 0, dy: top(of: place.index))
    }

    func closestOffset(to point: CGPoint) -> Int {
        let index = paragraph(atY: Double(point.y))
        let top = top(of: index)
        let local = PangoTextBackend.shared.closestOffset(layout(index), to: CGPoint(x: point.x, y: point.y - top))
        return start(of: index) + local
    }

    func visualMove(from offset: Int, right: Bool) -> Int? {
        let place = locate(offset)
        switch PangoTextBackend.shared.visualMoveAcrossEdges(layout(place.index), from: place.local, right: right) {
        case .moved(let local):
            return place.start + local
        case .afterEnd:
            guard place.index + 1 < paragraphs.count else { return nil }
            return start(of: place.index + 1)
        case .beforeStart:
            guard place.index > 0 else { return nil }
            return start(of: place.index - 1) + paragraphs[place.index - 1].length
        }
    }

    func line(containing offset: Int) -> (range: Range<Int>, endsParagraph: Bool) {
        let place = locate(offset)
        let line = PangoTextBackend.shared.line(layout(place.index), containing: place.local)
        return ((place.start + line.range.lowerBound)..<(place.start + line.range.upperBound), line.index == line.count - 1)
    }

    func verticalMove(from offset: Int, up: Bool, x: CGFloat) -> Int? {
        let place = locate(offset)
        let current = layout(place.index)
        let line = PangoTextBackend.shared.line(current, containing: place.local)
        let target = line.index + (up ? -1 : 1)
        var index = place.index
        var lineIndex = target
        if target < 0 || target >= line.count {
            index += up ? -1 : 1
            guard index >= 0, index < paragraphs.count else { return nil }
            lineIndex = up ? layout(index).lines.count - 1 : 0
        }
        let lines = layout(index).lines
        guard lines.indices.contains(lineIndex) else { return nil }
        let box = lines[lineIndex]
        let local = PangoTextBackend.shared.closestOffset(layout(index), to: CGPoint(x: x, y: box.top + box.height / 2))
        return start(of: index) + local
    }

    func selectionRects(for range: Range<Int>, newlineWidth: Double) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        let firstIndex = paragraph(containing: range.lowerBound)
        var index = firstIndex
        while index < paragraphs.count {
            if index > firstIndex, start(of: index) >= range.upperBound { break }
            rects += paragraphSelectionRects(index, range: range, newlineWidth: newlineWidth)
                .map { $0.offsetBy(dx: 0, dy: top(of: index)) }
            index += 1
        }
        return rects
    }

    /// The selection rectangles of `range` (whole-text offsets) within paragraph `index`, in the
    /// paragraph's coordinates.
    func paragraphSelectionRects(_ index: Int, range: Range<Int>, newlineWidth: Double) -> [CGRect] {
        let start = start(of: index)
        let paragraph = paragraphs[index]
        let lower = min(max(0, range.lowerBound - start), paragraph.length)
        let upper = min(max(lower, range.upperBound - start), paragraph.length)
        let pastEnd = paragraph.terminator > 0 && range.upperBound > start + paragraph.length && range.lowerBound <= start + paragraph.length
        guard upper > lower || pastEnd else { return [] }
        return PangoTextBackend.shared.selectionRects(layout(index), range: lower..<upper, newlineWidth: newlineWidth, pastEnd: pastEnd)
    }

    var caretStops: any TextCaretStops { ParagraphCaretStops(layout: self) }

    /// Every line of every paragraph (lays out the whole text).
    /// - Complexity: O(length).
    func lineRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in 0..<paragraphCount {
            let start = start(of: index)
            ranges += PangoTextBackend.shared.lineRanges(layout(index)).map { ($0.lowerBound + start)..<($0.upperBound + start) }
        }
        return ranges
    }

    /// The caret stops and words of paragraph `index` (its own offsets).
    func boundaries(of index: Int) -> TextBoundaries {
        PangoTextBackend.shared.boundaries(of: layout(index))
    }

    /// The offset just past paragraph `index`'s text (before its line break).
    func end(of index: Int) -> Int { start(of: index) + paragraphs[index].length }

    /// `offset` within its paragraph.
    func place(of offset: Int) -> (index: Int, start: Int, local: Int) { locate(offset) }

    /// The length of the whole text.
    var length: Int {
        ensureParagraphs()
        return unitTree.total
    }
}

/// Caret stops and words across a paragraph layout's paragraphs: within a paragraph from pango's
/// boundaries of that paragraph; across a line break to the neighbouring paragraph (word movement
/// passes over empty paragraphs, laying out only the paragraphs it crosses).
@MainActor
struct ParagraphCaretStops: TextCaretStops {
    let layout: TextParagraphLayout

    func stop(before offset: Int) -> Int {
        let place = layout.place(of: offset)
        if offset > place.start + place.local { return place.start + place.local }
        if place.local > 0 { return place.start + layout.boundaries(of: place.index).stop(before: place.local) }
        return place.index > 0 ? layout.end(of: place.index - 1) : 0
    }

    func stop(after offset: Int) -> Int {
        let place = layout.place(of: offset)
        let paragraphLength = layout.paragraphs[place.index].length
        if place.local < paragraphLength, offset == place.start + place.local {
            return place.start + layout.boundaries(of: place.index).stop(after: place.local)
        }
        return place.index + 1 < layout.paragraphCount ? layout.start(of: place.index + 1) : layout.length
    }

    func snapped(_ offset: Int) -> Int {
        let place = layout.place(of: offset)
        return place.start + layout.boundaries(of: place.index).snapped(place.local)
    }

    func wordStart(before offset: Int) -> Int {
        let place = layout.place(of: offset)
        let starts = layout.boundaries(of: place.index).wordStarts
        let found = TextBoundaries.lowerBound(starts, place.local)
        if found > 0 { return place.start + starts[found - 1] }
        var index = place.index - 1
        while index >= 0 {
            if let last = layout.boundaries(of: index).wordStarts.last { return layout.start(of: index) + last }
            index -= 1
        }
        return 0
    }

    func wordEnd(after offset: Int) -> Int {
        let place = layout.place(of: offset)
        let ends = layout.boundaries(of: place.index).wordEnds
        let found = TextBoundaries.upperBound(ends, place.local)
        if found < ends.count { return place.start + ends[found] }
        var index = place.index + 1
        while index < layout.paragraphCount {
            if let first = layout.boundaries(of: index).wordEnds.first { return layout.start(of: index) + first }
            index += 1
        }
        return layout.length
    }

    func word(containing offset: Int) -> Range<Int>? {
        let place = layout.place(of: offset)
        guard offset == place.start + place.local else { return nil }
        return layout.boundaries(of: place.index).word(containing: place.local).map { ($0.lowerBound + place.start)..<($0.upperBound + place.start) }
    }
}
