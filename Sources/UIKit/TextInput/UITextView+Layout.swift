import Foundation

/// Layout and drawing of a text view. The text lays out once per change at the wrapping width; only the
/// visible part is drawn: the content view covers the scroll view's bounds (its visible rectangle in
/// content coordinates) and draws the lines inside it, so a long text costs a layer the size of the
/// view, not of the text.
extension UITextView {
    /// The width lines wrap at: the container's (or the view's, less the insets) minus the padding.
    var textWrapWidth: CGFloat {
        let width = textContainer.size.width > 0 ? textContainer.size.width : bounds.width - textContainerInset.left - textContainerInset.right
        return max(0, width - 2 * textContainer.lineFragmentPadding)
    }

    /// The top left of the text's box in content coordinates.
    var textOriginInContent: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text's height (one line of the font when empty).
    func textHeight(forWrapWidth width: CGFloat) -> CGFloat {
        guard engine.length > 0 else { return fontStorage.lineHeight.rounded(.up) }
        let key = TextLayoutKey(content: engine.displayContent, width: Double(width), numberOfLines: textContainer.maximumNumberOfLines,
                                lineBreakMode: .byWordWrapping)
        return PangoTextBackend.shared.metrics(for: key).size.height.rounded(.up)
    }

    func layoutTextView() {
        measuredTextHeight = textHeight(forWrapWidth: textWrapWidth)
        let height = textContainerInset.top + measuredTextHeight + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        placeTextContentView()
        updateTextCaret()
    }

    /// Puts the content view over the visible rectangle (redrawn when it moved).
    func placeTextContentView() {
        let visible = CGRect(origin: bounds.origin, size: bounds.size)
        guard textContentView.frame != visible else { return }
        textContentView.frame = visible
        textContentView.setNeedsDisplay()
        updateTextCaret()
    }

    /// The text box's origin in the content view.
    var textOriginInContentView: CGPoint {
        let origin = textOriginInContent
        return CGPoint(x: origin.x - textContentView.frame.minX, y: origin.y - textContentView.frame.minY)
    }

    func updateTextCaret() {
        guard isEditingStorage, engine.selection.isEmpty else { caretView.isActive = false; return }
        let caret = engine.caretRect(at: engine.selection.lowerBound)
        let origin = textOriginInContentView
        let height = caret.height > 0 ? caret.height : fontStorage.lineHeight
        caretView.frame = CGRect(x: (origin.x + caret.minX - TextCaretView.width / 2).rounded(), y: origin.y + caret.minY,
                                 width: TextCaretView.width, height: height)
        caretView.isActive = true
        caretView.restartBlinking()
    }

    /// Scrolls the caret (the selection's moving end) into view, with the insets around it.
    func scrollCaretVisible() {
        guard isFirstResponder, isScrollEnabled, bounds.height > 0 else { return }
        let active = engine.selection.lowerBound == engine.anchor ? engine.selection.upperBound : engine.selection.lowerBound
        let caret = textViewCaretRect(for: TextOffsetPosition(active))
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
        placeTextContentView()
    }

    func scrollTextRangeToVisible(_ range: NSRange) {
        let rects = textViewSelectionRects(for: TextOffsetRange(range.location..<(range.location + range.length))).map(\.rect)
        let target = rects.first ?? textViewCaretRect(for: TextOffsetPosition(range.location))
        scrollRectToVisible(target, animated: false)
        placeTextContentView()
    }

    var textViewIntrinsicSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let height = textContainerInset.top + textHeight(forWrapWidth: textWrapWidth) + textContainerInset.bottom
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    func textViewSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let wrap = max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        return CGSize(width: width, height: textContainerInset.top + textHeight(forWrapWidth: wrap) + textContainerInset.bottom)
    }

    // MARK: Geometry (content coordinates)

    func textOffset(atContentPoint point: CGPoint) -> Int {
        let origin = textOriginInContent
        return engine.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    func textViewCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = TextEditingEngine.offset(position) else { return .zero }
        let caret = engine.caretRect(at: offset)
        let origin = textOriginInContent
        let height = caret.height > 0 ? caret.height : fontStorage.lineHeight
        return CGRect(x: origin.x + caret.minX - TextCaretView.width / 2, y: origin.y + caret.minY, width: TextCaretView.width, height: height)
    }

    func textViewSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = TextEditingEngine.range(range) else { return [] }
        let origin = textOriginInContent
        let rects = PangoTextBackend.shared.selectionRects(engine.layoutKey, range: engine.clamp(range), newlineWidth: 4)
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), writingDirection: .leftToRight,
                                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    // MARK: Drawing

    /// Draws the visible text, the selection under it and the marked text's underline.
    func drawVisibleText(in context: CGContext) {
        let origin = textOriginInContentView
        let key = engine.layoutKey
        if isFirstResponder, !engine.selection.isEmpty {
            let rects = PangoTextBackend.shared.selectionRects(key, range: engine.selection, newlineWidth: 4)
            context.setFillColor((tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).cgColor)
            for rect in rects { context.fill(rect.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        TextLayout.draw(key, at: origin, context: context)
        if let marked = engine.markedRange {
            context.setFillColor(textColorStorage.cgColor)
            for rect in PangoTextBackend.shared.selectionRects(key, range: marked) {
                let line = rect.offsetBy(dx: origin.x, dy: origin.y)
                context.fill(CGRect(x: line.minX, y: line.maxY - 2, width: line.width, height: 1))
            }
        }
    }
}

/// The view that draws a text view's visible text and holds its caret.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        textView.drawVisibleText(in: context)
    }
}
