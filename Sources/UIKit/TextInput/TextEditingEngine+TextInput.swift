import Foundation

/// The position and range arithmetic of `UITextInput`, shared by the text controls: positions are UTF-16
/// offsets (`TextOffsetPosition`), ranges offset pairs (`TextOffsetRange`); positions from elsewhere
/// are invalid and give `nil`.
extension TextEditingEngine {
    static func offset(_ position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

    static func range(_ range: UITextRange) -> Range<Int>? { (range as? TextOffsetRange)?.range }

    func text(in range: UITextRange) -> String? {
        guard let range = TextEditingEngine.range(range), range.upperBound <= length, range.lowerBound >= 0 else { return nil }
        return substring(range)
    }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = TextEditingEngine.offset(from), let b = TextEditingEngine.offset(to),
              (0...length).contains(a), (0...length).contains(b) else { return nil }
        return TextOffsetRange(min(a, b)..<max(a, b))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = TextEditingEngine.offset(position) else { return nil }
        let target = start + offset
        return (0...length).contains(target) ? TextOffsetPosition(target) : nil
    }

    /// Left/right by caret stops (visual order), up/down by lines.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard var current = TextEditingEngine.offset(position), (0...length).contains(current) else { return nil }
        let steps = abs(offset)
        let layout = client.editingLayout
        for _ in 0..<steps {
            switch direction {
            case .left, .right:
                let right = (direction == .right) == (offset >= 0)
                guard let moved = layout.visualMove(from: current, right: right) else { return TextOffsetPosition(current) }
                current = moved
            case .up, .down:
                let down = (direction == .down) == (offset >= 0)
                guard let moved = layout.verticalMove(from: current, up: !down, x: caretRect(at: current).minX) else {
                    return TextOffsetPosition(down ? length : 0)
                }
                current = moved
            }
        }
        return TextOffsetPosition(current)
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = TextEditingEngine.offset(position) ?? 0
        let b = TextEditingEngine.offset(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        (TextEditingEngine.offset(to) ?? 0) - (TextEditingEngine.offset(from) ?? 0)
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = TextEditingEngine.range(range) else { return nil }
        switch direction {
        case .left, .up: return TextOffsetPosition(range.lowerBound)
        case .right, .down: return TextOffsetPosition(range.upperBound)
        }
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = TextEditingEngine.offset(position) else { return nil }
        switch direction {
        case .left, .up: return TextOffsetRange(0..<offset)
        case .right, .down: return TextOffsetRange(offset..<length)
        }
    }

    /// The caret stop range (grapheme cluster) that starts at or contains `offset`.
    func characterRange(at offset: Int) -> Range<Int>? {
        guard length > 0 else { return nil }
        let bounds = boundaries
        let start = min(bounds.snapped(offset), bounds.stop(before: length))
        let end = bounds.stop(after: start)
        return start < end ? start..<end : nil
    }
}
