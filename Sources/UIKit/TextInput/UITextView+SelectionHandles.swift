import Foundation

// MARK: - TextSelectionHandleHost, TextLoupeHost

/// The text view's selection handles (see `TextSelectionHandles.swift`) sit in the content view, over
/// the text; while a finger drags one, the view does not scroll. Its long press (`TextLoupeGesture`)
/// scrolls while the finger holds within `loupeAutoscrollZone` of the top or bottom edge.
extension UITextView {
    var selectionHandleContainer: UIView { textContentView }

    /// The caret rectangle at `offset` in the content view's coordinates.
    func selectionHandleCaretRect(at offset: Int, width: CGFloat) -> CGRect? {
        let origin = textOriginInContentView
        return caretBox(at: offset, width: width).offsetBy(dx: origin.x, dy: origin.y)
    }

    func selectionHandleDragChanged(isDragging: Bool) {
        panGestureRecognizer.isEnabled = !isDragging
    }

    var loupeMayBegin: Bool {
        (isEditable || isSelectable) && selectionHandleDrag == nil && textItemTouch == nil
    }

    /// How far from the top or bottom edge (inside the content insets) a held finger scrolls the view.
    static let loupeAutoscrollZone: CGFloat = 24
    /// The scrolling speed with the finger at (or past) the edge, in points per second.
    static let loupeAutoscrollMaximumSpeed: CGFloat = 600

    /// Up (negative) within the zone at the top, down within the zone at the bottom, faster nearer the
    /// edge; 0 elsewhere, when scrolling is disabled, or when the content cannot scroll further that way.
    func loupeAutoscrollSpeed(fingerInWindow: CGPoint) -> CGFloat {
        guard isScrollEnabled, bounds.height > 0 else { return 0 }
        let y = convert(fingerInWindow, from: nil).y - bounds.minY
        let inset = adjustedContentInset
        let zone = UITextView.loupeAutoscrollZone
        let top = inset.top + zone, bottom = bounds.height - inset.bottom - zone
        if y < top, contentOffset.y > minimumOffset.y {
            return -UITextView.loupeAutoscrollMaximumSpeed * min(1, (top - y) / zone)
        }
        if y > bottom, contentOffset.y < maximumOffset.y {
            return UITextView.loupeAutoscrollMaximumSpeed * min(1, (y - bottom) / zone)
        }
        return 0
    }

    func loupeScroll(by distance: CGFloat) -> Bool {
        let target = min(max(contentOffset.y + distance, minimumOffset.y), maximumOffset.y)
        guard target != contentOffset.y else { return false }
        contentOffset = CGPoint(x: contentOffset.x, y: target)
        return true
    }
}
