import Foundation

/// A caret movement of the editing keys.
enum TextMovement {
    /// One caret stop to the visual left or right (arrow keys; visual order in mixed-direction text).
    case left, right
    /// To the start of the previous word or the end of the next one (ctrl+arrow on Linux, option+arrow on a Mac).
    case wordLeft, wordRight
    /// To the start or end of the line (Home/End; command+arrow on a Mac).
    case lineStart, lineEnd
    /// One line up or down, keeping the horizontal position (single-line text: to its start or end).
    case up, down
    /// To the start or end of the text (ctrl+Home/End).
    case documentStart, documentEnd
}

extension TextEditingEngine {
    /// The caret rectangle at `offset` in text coordinates (the layout box's top left at 0, 0).
    func caretRect(at offset: Int) -> CGRect {
        client.editingLayout.caretRect(at: min(max(0, offset), length))
    }

    /// The caret offset nearest `point` (text coordinates).
    func offset(closestTo point: CGPoint) -> Int {
        client.editingLayout.closestOffset(to: point)
    }

    /// Moves the caret, or with `extending` the selection's moving end, as the arrow keys do. Without
    /// `extending`, left/right over a selection collapse it to its start/end.
    func move(_ movement: TextMovement, extending: Bool) {
        let active = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
        if !extending, !selection.isEmpty, movement == .left || movement == .right {
            let caret = movement == .left ? visualEdge(left: true) : visualEdge(left: false)
            select(caret..<caret)
            return
        }
        let target = destination(of: movement, from: active)
        let keptGoal = goalX
        if extending {
            let range = min(anchor, target)..<max(anchor, target)
            let savedAnchor = anchor
            select(range, anchor: savedAnchor)
        } else {
            select(target..<target)
        }
        if movement == .up || movement == .down { goalX = keptGoal }
    }

    /// The selection end shown at the visual left or right (in right-to-left text the logical start is
    /// on the right).
    private func visualEdge(left: Bool) -> Int {
        let start = caretRect(at: selection.lowerBound).minX
        let end = caretRect(at: selection.upperBound).minX
        return (start <= end) == left ? selection.lowerBound : selection.upperBound
    }

    private func destination(of movement: TextMovement, from offset: Int) -> Int {
        let layout = client.editingLayout
        switch movement {
        case .left, .right:
            if let moved = layout.visualMove(from: offset, right: movement == .right) { return moved }
            // At the visual edge: stay (pango reports the edge as leaving the text).
            return offset
        case .wordLeft:
            return boundaries.wordStart(before: offset)
        case .wordRight:
            return boundaries.wordEnd(after: offset)
        case .lineStart, .lineEnd:
            let line = layout.line(containing: offset)
            if movement == .lineStart { return line.range.lowerBound }
            // A wrapped line ends before its trailing space; a paragraph's last line before its line break.
            var end = line.range.upperBound
            let units = self.units
            while end > line.range.lowerBound, end <= units.count, end > 0,
                  units[end - 1] == 0x0A || units[end - 1] == 0x2029 || (!line.endsParagraph && units[end - 1] == 0x20) {
                end -= 1
            }
            return end
        case .up, .down:
            let x = goalX ?? caretRect(at: offset).minX
            goalX = x
            return layout.verticalMove(from: offset, up: movement == .up, x: x) ?? (movement == .up ? 0 : length)
        case .documentStart:
            return 0
        case .documentEnd:
            return length
        }
    }

    /// Selects the word at `offset` (double-click), or places the caret there between words.
    func selectWord(at offset: Int) {
        if let word = boundaries.word(containing: offset) {
            select(word)
        } else {
            select(offset..<offset)
        }
    }

    /// Selects the paragraph (line of a single-line field: everything) at `offset` (triple-click).
    func selectParagraph(at offset: Int) {
        let paragraph = TextEditingEngine.paragraphRanges(units).first { $0.lowerBound <= offset && offset <= $0.upperBound } ?? 0..<length
        select(paragraph)
    }

    /// Extends the selection from `anchor` to `offset` (a drag or shift+click).
    func extendSelection(to offset: Int) {
        let savedAnchor = anchor
        select(min(savedAnchor, offset)..<max(savedAnchor, offset), anchor: savedAnchor)
    }

    /// Selects everything.
    func selectAll() {
        select(0..<length)
    }
}
