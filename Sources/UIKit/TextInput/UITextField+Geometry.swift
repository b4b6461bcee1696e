import Foundation

/// Geometry of a text field. Metrics (UIKit documents none; reference C.1): the text is inset 7 points
/// horizontally inside a `.roundedRect` border, 2 points inside `.line` and `.bezel`, 0 without a border;
/// the intrinsic height is the font's line height rounded up plus 13 points with `.roundedRect` (34 points
/// at 17 points, 30 at 14 points, the heights iOS gives), plus 4 with `.line` and `.bezel`, plus 0 without
/// a border; the clear button is 19 points square, 6 points from the right edge with `.roundedRect`.
extension UITextField {
    static let clearButtonSide: CGFloat = 19

    /// The horizontal text inset of the border style.
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The height the border style adds to the line height.
    var borderExtraHeight: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 13
        }
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { hasText && shows(clearButtonMode) }
    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    func defaultTextRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var left = bounds.minX + borderInset
        var right = bounds.maxX - borderInset
        if showsLeftView { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX - 2) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        var right = bounds.maxX - (borderStyle == .roundedRect ? 6 : borderInset)
        if showsRightView { right = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: right - side, y: bounds.minY + ((bounds.height - side) / 2).rounded(), width: side, height: side)
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.frame.size == .zero ? leftView.sizeThatFits(bounds.size) : leftView.frame.size
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.frame.size == .zero ? rightView.sizeThatFits(bounds.size) : rightView.frame.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    var fieldIntrinsicSize: CGSize {
        let content = engine.length > 0 ? engine.displayContent : placeholderContent
        let width = content.map { TextLayout.metrics($0, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).size.width } ?? 0
        var total = width.rounded(.up) + 2 * borderInset
        if let leftView, leftViewMode != .never { total += leftView.frame.width }
        if let rightView, rightViewMode != .never { total += rightView.frame.width }
        if clearButtonMode != .never { total += UITextField.clearButtonSide + 2 }
        let height = fontStorage.lineHeight.rounded(.up) + borderExtraHeight
        return CGSize(width: total, height: height)
    }

    // MARK: Layout

    /// Places the content view (the text's rectangle), the overlay views and the clear button, and
    /// scrolls the text so the caret stays visible while editing.
    func layoutField() {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if contentView.frame != rect { contentView.frame = rect }
        if let leftView {
            if showsLeftView {
                if leftView.superview !== self { addSubview(leftView) }
                leftView.frame = leftViewRect(forBounds: bounds)
            } else { leftView.removeFromSuperview() }
        }
        if let rightView {
            if showsRightView {
                if rightView.superview !== self { addSubview(rightView) }
                rightView.frame = rightViewRect(forBounds: bounds)
            } else { rightView.removeFromSuperview() }
        }
        if showsClearButton {
            let button = clearButton
            if button.superview !== self { addSubview(button) }
            button.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButtonStorage?.removeFromSuperview()
        }
        scrollCaretVisible()
        updateCaret()
        updateSelectionHandles()
    }

    /// The clear button (made on first use): a gray `xmark.circle.fill`.
    var clearButton: UIButton {
        if let clearButtonStorage { return clearButtonStorage }
        let button = UIButton(type: .custom)
        let image = UIImage(systemName: "xmark.circle.fill")?.withTintColor(UIColor(white: 0.7, alpha: 1), renderingMode: .alwaysOriginal)
        button.setImage(image, for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        clearButtonStorage = button
        return button
    }

    /// The placeholder as the engine lays it out (`UIColor.placeholderText`, the field's font).
    var placeholderContent: TextContent? {
        guard let placeholderStorage, placeholderStorage.length > 0 else { return nil }
        var paragraph = TextParagraphAttributes()
        paragraph.alignment = textAlignment
        return TextContent(attributedString: placeholderStorage, defaultFont: fontStorage,
                           defaultColor: UIColor.placeholderText.textRGBA ?? .black, defaultParagraph: paragraph)
    }

    /// Where unwrapped text of `width` sits in a box `boxWidth` wide: 0 left, 0.5 centre, 1 right;
    /// `.natural` and `.justified` follow the direction of the text (the placeholder's when empty).
    func alignmentFactor() -> CGFloat {
        switch textAlignment {
        case .left: return 0
        case .center: return 0.5
        case .right: return 1
        case .natural, .justified:
            let units = engine.length > 0 ? engine.units : Array((placeholderStorage?.string ?? "").utf16)
            return TextEditingEngine.baseDirection(of: units) == .rightToLeft ? 1 : 0
        }
    }

    /// The top left of the editable text's box in the content view.
    var textOrigin: CGPoint {
        let size = contentView.bounds.size
        let key = fieldLayoutKey
        let metrics = PangoTextBackend.shared.metrics(for: key)
        let height = engine.length > 0 ? metrics.size.height : fontStorage.lineHeight
        let width = metrics.size.width
        let x: CGFloat = width <= size.width ? ((size.width - width) * alignmentFactor()).rounded() : 0
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = 0
        case .bottom: y = size.height - height
        case .center, .fill: y = ((size.height - height) / 2).rounded(.down)
        }
        return CGPoint(x: x - horizontalScroll, y: y)
    }

    /// Scrolls the text horizontally so the caret (the selection's moving end) is inside the text rect.
    func scrollCaretVisible() {
        guard isEditing else { horizontalScroll = 0; return }
        let width = contentView.bounds.width
        let textWidth = PangoTextBackend.shared.metrics(for: fieldLayoutKey).size.width
        guard textWidth > width - TextCaretView.width else { horizontalScroll = 0; return }
        let origin = textOrigin
        let active = engine.selection.lowerBound == engine.anchor ? engine.selection.upperBound : engine.selection.lowerBound
        let caretX = origin.x + engine.caretRect(at: active).minX
        if caretX > width - TextCaretView.width { horizontalScroll += caretX - (width - TextCaretView.width) }
        if caretX < 0 { horizontalScroll += caretX }
        horizontalScroll = min(max(0, horizontalScroll), max(0, textWidth - width + TextCaretView.width))
    }

    /// Places and shows the caret: while editing with an empty selection.
    func updateCaret() {
        guard isEditing, engine.selection.isEmpty else {
            caretView.isActive = false
            return
        }
        let origin = textOrigin
        let caret = caretBox(at: engine.selection.lowerBound)
        let x = (origin.x + caret.minX).rounded()
        caretView.frame = CGRect(x: max(0, min(x, contentView.bounds.width - caret.width)), y: origin.y + caret.minY,
                                 width: caret.width, height: caret.height)
        caretView.isActive = true
        caretView.restartBlinking()
    }

    /// The caret offset nearest a point in the field's coordinates.
    func offset(atFieldPoint point: CGPoint) -> Int {
        let local = convert(point, to: contentView)
        let origin = textOrigin
        return engine.offset(closestTo: CGPoint(x: local.x - origin.x, y: local.y - origin.y))
    }

    /// A rectangle in text coordinates → the field's coordinates.
    func fieldRect(fromText rect: CGRect) -> CGRect {
        let origin = textOrigin
        return contentView.convert(rect.offsetBy(dx: origin.x, dy: origin.y), to: self)
    }
}
