import Foundation

/// The selection handles of touch input, as iOS shows them: after a touch selected text (a double or
/// triple tap with a finger), a tinted grabber marks each end of the selection (see
/// `TextSelectionHandleView`); a selection made with the mouse or the keys shows none. A finger that
/// goes down on a handle drags that end of the selection (the text view does not scroll meanwhile); the
/// start cannot pass the end nor the end the start (one caret stop stays selected).
extension UITextView {
    /// Which selection end a finger drags.
    enum SelectionHandleDrag {
        case start
        case end
    }

    func installSelectionHandles() {
        textContentView.addSubview(selectionHandles.start)
        textContentView.addSubview(selectionHandles.end)
    }

    /// Shows the handles at the selection's ends while a touch-made selection is not empty.
    /// - Complexity: two caret rectangles.
    func updateSelectionHandles() {
        let shown = showsSelectionHandles && isFirstResponder && !engine.selection.isEmpty
        selectionHandles.start.isHidden = !shown
        selectionHandles.end.isHidden = !shown
        guard shown else { return }
        selectionHandles.start.place(at: handleCaretRect(at: engine.selection.lowerBound))
        selectionHandles.end.place(at: handleCaretRect(at: engine.selection.upperBound))
    }

    /// The caret rectangle at `offset` in the content view's coordinates, the bar's width.
    private func handleCaretRect(at offset: Int) -> CGRect {
        let origin = textOriginInContentView
        return caretBox(at: offset, width: TextSelectionHandleView.barWidth).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A touch went down: on a shown handle (the nearer one when both are in reach) it starts dragging
    /// that end, and the view's scrolling pauses; returns whether it did.
    func beginSelectionHandleDrag(_ touch: UITouch) -> Bool {
        let point = touch.location(in: textContentView)
        let handles = [selectionHandles.start, selectionHandles.end].filter { $0.grabs(point) }
        guard let grabbed = handles.min(by: { abs($0.caretRect.midX - point.x) + abs($0.caretRect.midY - point.y)
                                              < abs($1.caretRect.midX - point.x) + abs($1.caretRect.midY - point.y) }) else { return false }
        selectionHandleDrag = grabbed.isStart ? .start : .end
        panGestureRecognizer.isEnabled = false
        return true
    }

    /// The dragging finger moved: the dragged end follows it (the caret position nearest the finger,
    /// measured at the line's middle: a start handle's knob sits above its line, an end's below).
    func moveSelectionHandle(_ touch: UITouch) {
        guard let drag = selectionHandleDrag else { return }
        let offset = textOffset(atContentPoint: touch.location(in: self))
        let selection = engine.selection
        let stops = engine.boundaries
        switch drag {
        case .start:
            let lower = min(offset, stops.stop(before: selection.upperBound))
            engine.select(lower..<selection.upperBound, anchor: selection.upperBound)
        case .end:
            let upper = max(offset, stops.stop(after: selection.lowerBound))
            engine.select(selection.lowerBound..<upper, anchor: selection.lowerBound)
        }
    }

    /// The drag ended or was cancelled: scrolling resumes.
    func endSelectionHandleDrag() {
        guard selectionHandleDrag != nil else { return }
        selectionHandleDrag = nil
        panGestureRecognizer.isEnabled = true
    }
}
