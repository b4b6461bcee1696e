import Foundation

/// Layout and drawing of a text view, paragraph by paragraph (`TextParagraphLayout`): an edit relays
/// out the paragraphs it touched; only the visible paragraphs are drawn, each into its own fragment
/// view (as TextKit 2 gives each layout fragment its own view), so a keystroke redraws the edited
/// paragraph and scrolling draws only the paragraphs that come into view. The content view covers the
/// scroll view's bounds (its visible rectangle in content coordinates) and holds the fragments and
/// the caret.
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

    /// The text's height wrapped at `width` (one line of the font when empty): exact at the view's own
    /// wrap width (every paragraph laid out); another width measures the whole text once.
    func textHeight(forWrapWidth width: CGFloat) -> CGFloat {
        guard engine.length > 0 else { return fontStorage.lineHeight.rounded(.up) }
        if width == textWrapWidth { return CGFloat(paragraphLayout.exactHeight).rounded(.up) }
        let limit = paragraphLineLimit
        let key = TextLayoutKey(content: engine.displayContent, width: Double(width), numberOfLines: limit.count,
                                lineBreakMode: limit.count > 0 ? limit.mode : limit.wrappingMode)
        return PangoTextBackend.shared.metrics(for: key).size.height.rounded(.up)
    }

    /// Sizes the content (the visible paragraphs laid out first, so their real heights count), places
    /// the visible paragraphs and the caret.
    /// - Complexity: O(visible paragraphs × log paragraphs).
    func layoutTextView() {
        adoptTextAppearance()
        placeTextContentView(force: true)
        let textHeight = engine.length > 0 ? CGFloat(paragraphLayout.totalHeight).rounded(.up) : fontStorage.lineHeight.rounded(.up)
        measuredTextHeight = textHeight
        let size = CGSize(width: bounds.width, height: textContainerInset.top + textHeight + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// Lays the paragraphs out again when the colour appearance changed since they were laid out (their
    /// text colours are resolved into the layouts), so a dark-mode switch redraws them in the new colours.
    /// Reading the appearance here makes the view lay out again when it changes.
    func adoptTextAppearance() {
        if engine.adoptAppearance(TextColorAppearance(traitCollection)) { paragraphLayout.invalidateLayouts() }
    }

    /// Puts the content view over the visible rectangle and the visible paragraphs' fragments in it,
    /// with the view's traits current (paragraphs laid out here resolve their colours with them, also
    /// when a scroll, not a layout pass, brings them into view).
    func placeTextContentView(force: Bool = false) {
        let visible = CGRect(origin: bounds.origin, size: bounds.size)
        guard force || textContentView.frame != visible else { return }
        textContentView.frame = visible
        traitCollection.performAsCurrent { textContentView.placeFragments() }
        updateTextCaret()
        updateSelectionHandles()
    }

    /// Asks for the fragments to be placed again (in the next layout pass) and redrawn where their
    /// selection or text changed.
    func setNeedsTextDisplay() {
        setNeedsLayout()
    }

    /// The text box's origin in the content view.
    var textOriginInContentView: CGPoint {
        let origin = textOriginInContent
        return CGPoint(x: origin.x - textContentView.frame.minX, y: origin.y - textContentView.frame.minY)
    }

    func updateTextCaret() {
        guard isEditingStorage, engine.selection.isEmpty else { caretView.isActive = false; return }
        let origin = textOriginInContentView
        let caret = caretBox(at: engine.selection.lowerBound)
        caretView.frame = CGRect(x: (origin.x + caret.minX).rounded(), y: origin.y + caret.minY, width: caret.width, height: caret.height)
        caretView.isActive = true
        caretView.restartBlinking()
    }

    /// Scrolls the caret (the selection's moving end) into view, with the insets around it.
    func scrollCaretVisible() {
        guard isFirstResponder, isScrollEnabled, bounds.height > 0 else { return }
        let active = engine.selection.lowerBound == engine.anchor ? engine.selection.upperBound : engine.selection.lowerBound
        let caret = textInputCaretRect(for: TextOffsetPosition(active))
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
        placeTextContentView()
    }

    func scrollTextRangeToVisible(_ range: NSRange) {
        let rects = textInputSelectionRects(for: TextOffsetRange(range.location..<(range.location + range.length))).map(\.rect)
        let target = rects.first ?? textInputCaretRect(for: TextOffsetPosition(range.location))
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

    /// The width of a selected line break's highlight.
    static let newlineSelectionWidth: Double = 4
}

// MARK: - TextParagraphSource

extension UITextView {
    var paragraphUnits: [UInt16] { engine.units }

    func paragraphContent(_ range: Range<Int>) -> TextContent { engine.displayContent(of: range) }

    var paragraphWrapWidth: Double { Double(textWrapWidth) }

    var paragraphEstimate: (lineHeight: Double, characterWidth: Double) {
        (Double(fontStorage.lineHeight), Double(fontStorage.pointSize) * 0.5)
    }

    var paragraphLineLimit: TextLineLimit {
        TextLineLimit(count: max(0, textContainer.maximumNumberOfLines), mode: textContainer.lineBreakMode)
    }
}

/// The view that holds a text view's visible paragraphs (one fragment view each) and its caret.
final class TextViewContentView: UIView {
    weak var textView: UITextView?
    /// The fragments on screen, by paragraph identity.
    private var fragments: [Int: TextFragmentView] = [:]
    /// Fragments off screen, kept for reuse.
    private var spares: [TextFragmentView] = []
    /// The selection and the marked text the fragments show (`nil`: none).
    private var shownSelection: Range<Int>?
    private var shownMarked: Range<Int>?

    /// The selection or the marked text changed: the fragments are placed again when what they show
    /// differs (a caret moving with nothing selected changes nothing here).
    /// - Complexity: O(1) for a caret move, otherwise as `placeFragments()`.
    func selectionDidChange() {
        guard let textView else { return }
        let engine = textView.engine
        let selection = textView.isFirstResponder && !engine.selection.isEmpty ? engine.selection : nil
        guard selection != shownSelection || engine.markedRange != shownMarked else { return }
        textView.traitCollection.performAsCurrent { placeFragments() }
    }

    /// Shows the paragraphs that intersect the visible rectangle, each fragment redrawn only when its
    /// paragraph's layout, selection or marked text changed.
    /// - Complexity: O(visible paragraphs × log paragraphs).
    func placeFragments() {
        guard let textView else { return }
        let layout = textView.paragraphLayout
        let origin = textView.textOriginInContentView
        let engine = textView.engine
        let showsSelection = textView.isFirstResponder && !engine.selection.isEmpty
        shownSelection = showsSelection ? engine.selection : nil
        shownMarked = engine.markedRange
        // The colours resolved for the view's traits: static colours compare by value, so an unchanged
        // fragment is not drawn again, while a new appearance gives new values and redraws it.
        let traits = textView.traitCollection
        let selectionColor = (textView.tintColor ?? .systemBlue).resolvedColor(with: traits).withAlphaComponent(UITextField.selectionAlpha)
        let markColor = textView.textColorStorage.resolvedColor(with: traits)
        // Fragments are placed in this view, which only translates: its window position, found once per
        // pass (O(depth)), places every fragment.
        let windowTop = convert(CGPoint.zero, to: nil).y
        let visibleTop = Double(-origin.y)
        let visibleBottom = visibleTop + Double(bounds.height)
        var shown: [Int: TextFragmentView] = [:]
        if bounds.height > 0 {
            var index = layout.paragraph(atY: visibleTop)
            while index < layout.shownParagraphCount {
                let top = layout.top(of: index)
                if top > visibleBottom { break }
                let paragraphLayout = layout.drawnLayout(index)
                let identity = layout.paragraphs[index].identity
                let fragment = fragments.removeValue(forKey: identity) ?? dequeueFragment()
                let start = layout.start(of: index)
                let selection = showsSelection ? layout.paragraphSelectionRects(index, range: engine.selection,
                                                                                 newlineWidth: UITextView.newlineSelectionWidth) : []
                var marked: [CGRect] = []
                if let range = engine.markedRange, range.upperBound >= start, range.lowerBound <= layout.end(of: index) {
                    marked = layout.paragraphSelectionRects(index, range: range, newlineWidth: 0)
                }
                // The fragment's bitmap starts on a device pixel (a bitmap composited at a fractional
                // position is resampled, blurring its text); the text is drawn at the remainder inside it.
                let y = origin.y + CGFloat(top)
                let windowY = windowTop + y
                let snapped = (windowY * pixelScale).rounded(.down) / pixelScale
                let textY = windowY - snapped
                let content = TextFragmentContent(
                    layout: paragraphLayout, textX: origin.x, textY: textY, selection: selection, marked: marked,
                    selectionColor: selectionColor, markColor: markColor)
                // Its height is rounded up to whole device pixels too (the extra row is transparent): a
                // fragment on whole pixels lets a partial frame clip its blit to the damage, so a caret
                // move composites a few pixels instead of the paragraph's whole bitmap.
                let height = ((CGFloat(paragraphLayout.linesHeight) + textY) * pixelScale).rounded(.up) / pixelScale
                fragment.frame = CGRect(x: 0, y: y - textY, width: bounds.width, height: height)
                fragment.show(content)
                shown[identity] = fragment
                index += 1
            }
        }
        for fragment in fragments.values {
            fragment.isHidden = true
            fragment.content = nil
            spares.append(fragment)
        }
        fragments = shown
    }

    /// Device pixels per point for the fragments' bitmaps.
    private var pixelScale: CGFloat {
        let scale = window?.screen.scale ?? traitCollection.displayScale
        return scale > 0 ? scale : 1
    }

    private func dequeueFragment() -> TextFragmentView {
        if let spare = spares.popLast() {
            spare.isHidden = false
            return spare
        }
        let fragment = TextFragmentView()
        fragment.isUserInteractionEnabled = false
        fragment.isOpaque = false
        fragment.backgroundColor = nil
        if let caret = textView?.caretView, caret.superview === self {
            insertSubview(fragment, belowSubview: caret)
        } else {
            addSubview(fragment)
        }
        return fragment
    }

    /// The fragments on screen (tests and diagnostics).
    var visibleFragmentCount: Int { fragments.count }
}

/// What one fragment draws: a paragraph's layout, its selection and marked-text rectangles (in the
/// paragraph's coordinates) and their colours, resolved for the text view's traits (static colours, which
/// compare by value); `textY` is the paragraph's offset below the fragment's pixel-aligned top.
struct TextFragmentContent {
    let layout: PreparedTextLayout
    let textX: CGFloat
    let textY: CGFloat
    let selection: [CGRect]
    let marked: [CGRect]
    let selectionColor: UIColor
    let markColor: UIColor

    /// Whether drawing `other` would give the same pixels.
    func drawsSame(as other: TextFragmentContent) -> Bool {
        layout === other.layout && textX == other.textX && textY == other.textY && selection == other.selection && marked == other.marked
            && selectionColor == other.selectionColor && markColor == other.markColor
    }
}

/// One paragraph of a text view on screen: draws the selection under the text and the marked text's
/// underline.
final class TextFragmentView: UIView {
    var content: TextFragmentContent?
    /// How many times the fragment has drawn (tests and diagnostics).
    private(set) var drawCount = 0

    /// Shows `content`, redrawing only when it differs from what is drawn.
    func show(_ new: TextFragmentContent) {
        if let content, content.drawsSame(as: new) { return }
        content = new
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let content, let context = UIGraphicsGetCurrentContext() else { return }
        drawCount += 1
        let x = content.textX, y = content.textY
        if !content.selection.isEmpty {
            context.setFillColor(content.selectionColor.cgColor)
            for rect in content.selection { context.fill(rect.offsetBy(dx: x, dy: y)) }
        }
        TextLayout.draw(content.layout, at: CGPoint(x: x, y: y), context: context)
        if !content.marked.isEmpty {
            context.setFillColor(content.markColor.cgColor)
            for rect in content.marked {
                let line = rect.offsetBy(dx: x, dy: y)
                context.fill(CGRect(x: line.minX, y: line.maxY - 2, width: line.width, height: 1))
            }
        }
    }
}
