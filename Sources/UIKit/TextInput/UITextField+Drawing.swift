import Foundation

/// Drawing of a text field: the border (in the field's own layer) and, in the content view clipped to
/// the text rectangle, the selection highlight (the tint colour at 20 % opacity, as iOS), the text or the
/// placeholder, and the marked text's underline.
extension UITextField {
    /// The hairline gray of the `.roundedRect` border (iOS draws it in a light gray; the exact value is
    /// undocumented: #CCCCCC here).
    static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)
    /// The opacity of the selection highlight over the tint colour.
    static let selectionAlpha: CGFloat = 0.2

    func drawBorder() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let rect = borderRect(forBounds: bounds)
        let scale = window?.screen.scale ?? UIScreen.main.scale
        switch borderStyle {
        case .none:
            drawBackgroundImage(in: rect)
        case .line:
            drawBackgroundImage(in: rect)
            context.setStrokeColor(UIColor.darkGray.cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            drawBackgroundImage(in: rect)
            context.setStrokeColor(UIColor(white: 0.6, alpha: 1).cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            context.setStrokeColor(UIColor(white: 0.35, alpha: 1).cgColor)
            context.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY - 1))
            context.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
            context.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 0.5))
            context.strokePath()
        case .roundedRect:
            let hairline = 1 / max(1, scale)
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5)
            (isEnabled ? UIColor.systemBackground : UIColor.secondarySystemBackground).setFill()
            path.fill()
            UITextField.roundedBorderColor.setStroke()
            path.lineWidth = hairline
            path.stroke()
        }
    }

    private func drawBackgroundImage(in rect: CGRect) {
        let image = isEnabled ? background : (disabledBackground ?? background)
        image?.draw(in: rect)
    }

    /// The text the content view draws: the selection highlight under it while editing, the marked
    /// text's underline over it. `rect` is the content view's bounds.
    func performDrawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), engine.length > 0 else { return }
        let origin = textOrigin
        let key = fieldLayoutKey
        let metrics = PangoTextBackend.shared.metrics(for: key)
        if !isEditing, metrics.size.width > rect.width {
            // Not editing and too long: one line truncated at the tail, as UIKit shows it.
            var content = engine.displayContent
            if adjustsFontSizeToFitWidth {
                let floor = max(minimumFontSize, 1) / max(1, fontStorage.pointSize)
                content = content.scalingFonts(by: Double(max(floor, rect.width / metrics.size.width)))
            }
            let truncated = TextLayoutKey(content: content, width: Double(rect.width), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            let height = PangoTextBackend.shared.metrics(for: truncated).size.height
            TextLayout.draw(truncated, at: CGPoint(x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down)), context: context)
            return
        }
        if isEditing, !engine.selection.isEmpty {
            let rects = PangoTextBackend.shared.selectionRects(key, range: engine.selection)
            context.setFillColor((tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).cgColor)
            for selected in rects { context.fill(selected.offsetBy(dx: origin.x + rect.minX, dy: origin.y + rect.minY)) }
        }
        TextLayout.draw(key, at: CGPoint(x: origin.x + rect.minX, y: origin.y + rect.minY), context: context)
        if let marked = engine.markedRange {
            drawMarkedUnderline(PangoTextBackend.shared.selectionRects(key, range: marked), origin: origin, in: rect, context: context)
        }
    }

    /// Underlines the marked text with a 1-point line in the text colour at the bottom of its line box.
    func drawMarkedUnderline(_ rects: [CGRect], origin: CGPoint, in rect: CGRect, context: CGContext) {
        context.setFillColor(textColorStorage.cgColor)
        for marked in rects {
            let line = marked.offsetBy(dx: origin.x + rect.minX, dy: origin.y + rect.minY)
            context.fill(CGRect(x: line.minX, y: line.maxY - 2, width: line.width, height: 1))
        }
    }

    /// Draws the placeholder in `UIColor.placeholderText` (or its own attributes), aligned as the text.
    func performDrawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let content = placeholderContent else { return }
        let metrics = TextLayout.metrics(content, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
        let width = metrics.size.width
        let height = metrics.size.height
        let y = rect.minY + ((rect.height - height) / 2).rounded(.down)
        if width > rect.width {
            let key = TextLayoutKey(content: content, width: Double(rect.width), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            TextLayout.draw(key, at: CGPoint(x: rect.minX, y: y), context: context)
        } else {
            let key = TextLayoutKey(content: content, width: nil, numberOfLines: 1, lineBreakMode: .byClipping)
            TextLayout.draw(key, at: CGPoint(x: rect.minX + ((rect.width - width) * alignmentFactor()).rounded(), y: y), context: context)
        }
    }
}

/// The view that draws a text field's text (clipped to the text rectangle) and holds its caret.
final class TextFieldContentView: UIView {
    weak var field: UITextField?

    override func draw(_ rect: CGRect) {
        guard let field else { return }
        // The drawn text's colours are resolved into the engine's cached content: built again for a new
        // appearance (reading it here also makes this view redraw when the appearance changes).
        field.engine.adoptAppearance(TextColorAppearance(traitCollection))
        if field.hasText {
            field.drawText(in: bounds)
        } else {
            field.drawPlaceholder(in: bounds)
        }
    }
}
