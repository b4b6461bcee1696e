import Foundation

/// Where the caret may stand and where words start and end, in UTF-16 offsets of the whole text.
/// `TextBoundaries` answers for one laid-out text; a text view's paragraph layout answers across its
/// paragraphs (laying out only the paragraphs a query reaches).
@MainActor
protocol TextCaretStops {
    /// The stop before `offset` (0 at the start).
    func stop(before offset: Int) -> Int
    /// The stop after `offset` (the length at the end).
    func stop(after offset: Int) -> Int
    /// The nearest stop at or before `offset`.
    func snapped(_ offset: Int) -> Int
    /// The start of the word before `offset`, 0 when none.
    func wordStart(before offset: Int) -> Int
    /// The end of the word after `offset`, the length when none.
    func wordEnd(after offset: Int) -> Int
    /// The word containing `offset`, or `nil` between words.
    func word(containing offset: Int) -> Range<Int>?
}

extension TextBoundaries: TextCaretStops {}

/// The geometry the editing engine asks of a text control's laid-out text, in text coordinates (the
/// text box's top left at 0, 0) and UTF-16 offsets of the whole text. A text field answers from one
/// pango layout of its text (`WholeTextEditingLayout`); a text view from a layout per paragraph
/// (`TextParagraphLayout`).
@MainActor
protocol TextEditingLayout {
    /// The caret's rectangle (zero width) before `offset`.
    func caretRect(at offset: Int) -> CGRect
    /// The caret offset nearest `point`.
    func closestOffset(to point: CGPoint) -> Int
    /// One caret position to the visual right or left of `offset`; `nil` at the visual edge.
    func visualMove(from offset: Int, right: Bool) -> Int?
    /// The range of the line holding `offset`, and whether that line ends its paragraph (a wrapped
    /// line's trailing space is not part of where End goes).
    func line(containing offset: Int) -> (range: Range<Int>, endsParagraph: Bool)
    /// The offset on the line above or below the one holding `offset` nearest the horizontal position
    /// `x`; `nil` when there is no such line (the caret goes to the text's start or end).
    func verticalMove(from offset: Int, up: Bool, x: CGFloat) -> Int?
    /// The rectangles highlighting `range`; a range past a paragraph's end shows its line break
    /// `newlineWidth` wide.
    func selectionRects(for range: Range<Int>, newlineWidth: Double) -> [CGRect]
    /// The caret stops and word boundaries.
    var caretStops: any TextCaretStops { get }
    /// The range of every laid-out line, in order.
    func lineRanges() -> [Range<Int>]
}

/// The editing geometry of a text laid out whole, by one pango layout (a text field's).
struct WholeTextEditingLayout: TextEditingLayout {
    let key: TextLayoutKey
    private var backend: PangoTextBackend { .shared }

    func caretRect(at offset: Int) -> CGRect { backend.caretRect(key, offset: offset) }

    func closestOffset(to point: CGPoint) -> Int { backend.closestOffset(key, to: point) }

    func visualMove(from offset: Int, right: Bool) -> Int? { backend.visualMove(key, from: offset, right: right) }

    func line(containing offset: Int) -> (range: Range<Int>, endsParagraph: Bool) {
        let line = backend.line(key, containing: offset)
        return (line.range, line.index == line.count - 1)
    }

    func verticalMove(from offset: Int, up: Bool, x: CGFloat) -> Int? {
        let line = backend.line(key, containing: offset)
        let target = line.index + (up ? -1 : 1)
        guard target >= 0, target < line.count, let box = backend.lineBox(key, index: target) else { return nil }
        return backend.closestOffset(key, to: CGPoint(x: x, y: box.top + box.height / 2))
    }

    func selectionRects(for range: Range<Int>, newlineWidth: Double) -> [CGRect] {
        backend.selectionRects(key, range: range, newlineWidth: newlineWidth)
    }

    var caretStops: any TextCaretStops { backend.boundaries(key) }

    func lineRanges() -> [Range<Int>] { backend.lineRanges(key) }
}
