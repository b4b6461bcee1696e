import Foundation

/// `UITextInput` for the field: arithmetic from the engine, geometry in the field's coordinates.
extension UITextField {
    func textInputText(in range: UITextRange) -> String? { engine.text(in: range) }

    func textInputReplace(_ range: UITextRange, withText text: String) {
        guard let range = TextEditingEngine.range(range) else { return }
        engine.replace(range, with: singleLine(text), kind: .other)
    }

    var textInputSelectedRange: UITextRange? {
        isEditing ? TextOffsetRange(engine.selection) : nil
    }

    func setTextInputSelectedRange(_ range: UITextRange?) {
        guard let range = range.flatMap(TextEditingEngine.range) else { return }
        inputDelegate?.selectionWillChange(self)
        engine.select(range)
        inputDelegate?.selectionDidChange(self)
    }

    func textInputRange(from: UITextPosition, to: UITextPosition) -> UITextRange? { engine.textRange(from: from, to: to) }

    func textInputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? { engine.position(from: position, offset: offset) }

    func textInputPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        engine.position(from: position, in: direction, offset: offset)
    }

    func textInputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { engine.compare(position, to: other) }

    func textInputOffset(from: UITextPosition, to: UITextPosition) -> Int { engine.offset(from: from, to: to) }

    func textInputPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        engine.position(within: range, farthestIn: direction)
    }

    func textInputCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        engine.characterRange(byExtending: position, in: direction)
    }

    func textInputCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = TextEditingEngine.offset(position) else { return .zero }
        let caret = engine.caretRect(at: offset)
        let height = caret.height > 0 ? caret.height : fontStorage.lineHeight
        return fieldRect(fromText: CGRect(x: caret.minX - TextCaretView.width / 2, y: caret.minY, width: TextCaretView.width, height: height))
    }

    func textInputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = TextEditingEngine.range(range) else { return [] }
        let rects = PangoTextBackend.shared.selectionRects(fieldLayoutKey, range: engine.clamp(range))
        let direction: NSWritingDirection = TextEditingEngine.baseDirection(of: engine.units) == .rightToLeft ? .rightToLeft : .leftToRight
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: fieldRect(fromText: rect), writingDirection: direction,
                                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func textInputFirstRect(for range: UITextRange) -> CGRect {
        guard let first = textInputSelectionRects(for: range).first else {
            return range.isEmpty ? textInputCaretRect(for: range.start) : .null
        }
        return first.rect
    }

    func textInputClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = TextEditingEngine.range(range) else { return nil }
        let offset = offset(atFieldPoint: point)
        return TextOffsetPosition(min(max(offset, range.lowerBound), range.upperBound))
    }

    func textInputCharacterRange(at point: CGPoint) -> UITextRange? {
        let local = convert(point, to: contentView)
        let origin = textOrigin
        // The character under the point starts at the caret stop at or before the point.
        let key = fieldLayoutKey
        let offset = PangoTextBackend.shared.closestOffset(key, to: CGPoint(x: local.x - origin.x, y: local.y - origin.y))
        let caretX = engine.caretRect(at: offset).minX + origin.x
        let start = caretX > local.x ? engine.boundaries.stop(before: offset) : offset
        return engine.characterRange(at: start).map(TextOffsetRange.init)
    }
}
