import Foundation

/// The default tokenizer of a text input, as UIKit's `UITextInputStringTokenizer`: characters are
/// grapheme clusters and words are Unicode words (both from pango's analysis of the text), paragraphs end
/// at line breaks, sentences after `.`, `!` or `?` (and their CJK forms) followed by a space or break;
/// lines are the text input's laid-out lines when it is one of OpenUIKit's text controls, paragraphs
/// otherwise.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (any UITextInput & UIResponder)?

    /// Creates a tokenizer for `textInput`.
    public init(textInput: any UITextInput & UIResponder) {
        self.textInput = textInput
        super.init()
    }

    private var units: [UInt16] {
        guard let input = textInput, let range = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        else { return [] }
        return Array((input.text(in: range) ?? "").utf16)
    }

    private func offset(_ position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

    /// The boundaries of `granularity` in the text, sorted: each unit is `boundaries[i]..<boundaries[i + 1]`
    /// where it is not whitespace.
    private func units(of granularity: UITextGranularity) -> [Range<Int>] {
        let text = units
        switch granularity {
        case .character:
            let stops = TextEditingEngine.plainBoundaries(text).cursorStops
            return zip(stops, stops.dropFirst()).map { $0..<$1 }
        case .word:
            let bounds = TextEditingEngine.plainBoundaries(text)
            var ranges: [Range<Int>] = []
            for start in bounds.wordStarts {
                let index = TextBoundaries.upperBound(bounds.wordEnds, start)
                if index < bounds.wordEnds.count { ranges.append(start..<bounds.wordEnds[index]) }
            }
            return ranges
        case .sentence:
            return TextEditingEngine.sentenceRanges(text)
        case .paragraph, .line:
            if granularity == .line, let provider = textInput as? any TextLineProviding { return provider.lineRanges() }
            return TextEditingEngine.paragraphRanges(text)
        case .document:
            return [0..<text.count]
        }
    }

    /// The unit of `granularity` holding `position` (or ending at it, looking backward).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let offset = offset(position) else { return nil }
        let backward = direction.rawValue == UITextStorageDirection.backward.rawValue || direction.rawValue == UITextLayoutDirection.left.rawValue
            || direction.rawValue == UITextLayoutDirection.up.rawValue
        for unit in units(of: granularity) {
            if unit.contains(offset) && !(backward && unit.lowerBound == offset) { return TextOffsetRange(unit) }
            if backward && unit.upperBound == offset && !unit.isEmpty { return TextOffsetRange(unit) }
        }
        return nil
    }

    /// Whether `position` is at a start (backward) or end (forward) of a unit of `granularity`.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(position) else { return false }
        let backward = direction.rawValue == UITextStorageDirection.backward.rawValue || direction.rawValue == UITextLayoutDirection.left.rawValue
        return units(of: granularity).contains { backward ? $0.lowerBound == offset : $0.upperBound == offset }
    }

    /// The next unit end (forward) or start (backward) of `granularity` from `position`.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let offset = offset(position) else { return nil }
        let backward = direction.rawValue == UITextStorageDirection.backward.rawValue || direction.rawValue == UITextLayoutDirection.left.rawValue
        let all = units(of: granularity)
        if backward {
            return all.map(\.lowerBound).filter { $0 < offset }.max().map(TextOffsetPosition.init) ?? TextOffsetPosition(0)
        }
        return all.map(\.upperBound).filter { $0 > offset }.min().map(TextOffsetPosition.init) ?? TextOffsetPosition(units.count)
    }

    /// Whether `position` lies within a unit of `granularity` (or at its edge in `direction`).
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(position) else { return false }
        let backward = direction.rawValue == UITextStorageDirection.backward.rawValue || direction.rawValue == UITextLayoutDirection.left.rawValue
        return units(of: granularity).contains { unit in
            (unit.lowerBound < offset && offset < unit.upperBound) || (backward ? unit.upperBound == offset : unit.lowerBound == offset)
        }
    }
}

/// OpenUIKit's text controls tell the tokenizer their laid-out lines.
@MainActor
protocol TextLineProviding: AnyObject {
    /// The UTF-16 ranges of the laid-out lines, in order.
    func lineRanges() -> [Range<Int>]
}
