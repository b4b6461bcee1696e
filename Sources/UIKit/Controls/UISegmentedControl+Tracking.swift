import Foundation

// Touches: the pressed highlight, dragging the platter (iOS 13), and choosing a segment when the finger
// lifts, with `.valueChanged` sent once and the segment's action performed.

extension UISegmentedControl {
    /// Starts a touch: on the selected segment (not momentary) it picks up the platter; on another
    /// enabled segment it highlights it; a disabled segment or the control's empty space refuses it.
    func beginSegmentTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        guard let index = segmentIndex(at: point), segments[index].isEnabled else { return false }
        isDraggingSelection = !isMomentary && index == selectedIndexStorage
        highlightedSegment = isDraggingSelection ? nil : index
        setNeedsLayout()
        return true
    }

    /// Follows the finger: the dragged platter slides to the enabled segment nearest the finger; otherwise
    /// the highlight moves to the enabled segment under the finger (none outside the control).
    func continueSegmentTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        if isDraggingSelection {
            if let index = segmentIndex(at: point, clamped: true), segments[index].isEnabled, index != displayedSelection {
                moveSelectionDisplay(to: index, animated: true)
            }
        } else {
            let inside = isInsideEnlargedBounds(point)
            let index = inside ? segmentIndex(at: point) : nil
            let highlighted = index.flatMap { segments[$0].isEnabled ? $0 : nil }
            if highlighted != highlightedSegment {
                highlightedSegment = highlighted
                setNeedsLayout()
            }
        }
        return true
    }

    /// Ends a touch: selects where the platter rests, or the highlighted segment under the finger, and
    /// reports it.
    func endSegmentTracking(_ touch: UITouch?) {
        let chosen: Int?
        if isDraggingSelection {
            chosen = displayedSelection
        } else if let touch, let index = segmentIndex(at: touch.location(in: self)), index == highlightedSegment,
                  isInsideEnlargedBounds(touch.location(in: self)) {
            chosen = index
        } else {
            chosen = nil
        }
        isDraggingSelection = false
        highlightedSegment = nil
        guard let chosen, segments.indices.contains(chosen) else {
            moveSelectionDisplay(to: selectedIndexStorage, animated: true)
            return
        }
        let changed = chosen != selectedIndexStorage
        selectedIndexStorage = chosen
        moveSelectionDisplay(to: chosen, animated: true)
        setNeedsLayout()
        guard changed || isMomentary else { return }
        if let action = segments[chosen].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    /// Abandons a touch: the platter goes back to the selected segment.
    func cancelSegmentTracking() {
        isDraggingSelection = false
        highlightedSegment = nil
        moveSelectionDisplay(to: selectedIndexStorage, animated: true)
    }
}
