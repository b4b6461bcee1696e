import Foundation

/// Which selection end a finger drags by its handle.
enum TextSelectionHandleDrag {
    case start
    case end
}

/// A text control that shows iOS's selection handles on touch input (`UITextView`, `UITextField`).
@MainActor
protocol TextSelectionHandleHost: TextInputControl {
    /// The grabbers at the selection's ends.
    var selectionHandles: (start: TextSelectionHandleView, end: TextSelectionHandleView) { get }
    /// Whether the selection was made by touch, so its handles show.
    var showsSelectionHandles: Bool { get set }
    /// The selection end a finger drags by its handle.
    var selectionHandleDrag: TextSelectionHandleDrag? { get set }
    /// The view the handles are placed in.
    var selectionHandleContainer: UIView { get }
    /// The caret rectangle at `offset` in the container's coordinates, `width` wide, or `nil` where the
    /// offset is scrolled out of the control's text.
    func selectionHandleCaretRect(at offset: Int, width: CGFloat) -> CGRect?
    /// A handle drag began (`true`) or ended: a text view stops and resumes scrolling.
    func selectionHandleDragChanged(isDragging: Bool)
}

/// The selection handles of touch input, as iOS shows them: after a touch selected text (a double or
/// triple tap with a finger, a long press in selectable text), a tinted grabber marks each end of the
/// selection (see `TextSelectionHandleView`); a selection made with the mouse or the keys shows none. A
/// finger that goes down on a handle drags that end of the selection (a text view does not scroll
/// meanwhile); the start cannot pass the end nor the end the start (one caret stop stays selected).
extension TextSelectionHandleHost {
    func installSelectionHandles() {
        selectionHandleContainer.addSubview(selectionHandles.start)
        selectionHandleContainer.addSubview(selectionHandles.end)
    }

    /// Shows the handles at the selection's ends while a touch-made selection is not empty (a handle
    /// whose end is scrolled out of the text hides).
    /// - Complexity: two caret rectangles.
    func updateSelectionHandles() {
        let shown = showsSelectionHandles && isFirstResponder && !engine.selection.isEmpty
        let width = TextSelectionHandleView.barWidth
        let start = shown ? selectionHandleCaretRect(at: engine.selection.lowerBound, width: width) : nil
        let end = shown ? selectionHandleCaretRect(at: engine.selection.upperBound, width: width) : nil
        selectionHandles.start.isHidden = start == nil
        selectionHandles.end.isHidden = end == nil
        if let start { selectionHandles.start.place(at: start) }
        if let end { selectionHandles.end.place(at: end) }
    }

    /// A touch went down: on a shown handle (the nearer one when both are in reach) it starts dragging
    /// that end; returns whether it did.
    func beginSelectionHandleDrag(_ touch: UITouch) -> Bool {
        let point = touch.location(in: selectionHandleContainer)
        func distance(_ handle: TextSelectionHandleView) -> CGFloat {
            abs(handle.caretRect.midX - point.x) + abs(handle.caretRect.midY - point.y)
        }
        let handles = [selectionHandles.start, selectionHandles.end].filter { $0.grabs(point) }
        guard let grabbed = handles.min(by: { distance($0) < distance($1) }) else { return false }
        selectionHandleDrag = grabbed.isStart ? .start : .end
        selectionHandleDragChanged(isDragging: true)
        return true
    }

    /// The dragging finger moved: the dragged end follows it (the caret position nearest the finger,
    /// measured at the line's middle: a start handle's knob sits above its line, an end's below).
    func moveSelectionHandle(_ touch: UITouch) {
        guard let drag = selectionHandleDrag else { return }
        let offset = textOffset(atInputPoint: touch.location(in: self))
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

    /// The drag ended or was cancelled.
    func endSelectionHandleDrag() {
        guard selectionHandleDrag != nil else { return }
        selectionHandleDrag = nil
        selectionHandleDragChanged(isDragging: false)
    }
}
