import Foundation

/// One of the two grabbers iOS shows at a selection's ends after a touch selected text: a 2-point bar
/// as tall as the line, in the tint colour, with a round 10-point knob above the start's bar or below
/// the end's (the look of iOS's text selection handles).
final class TextSelectionHandleView: UIView {
    /// The bar's width in points (the caret's).
    static let barWidth: CGFloat = 2
    /// The knob's diameter in points.
    static let knobDiameter: CGFloat = 10
    /// How far from the bar a touch still grabs the handle, in points (a fingertip's reach).
    static let grabDistance: CGFloat = 22

    /// Whether this is the start (knob on top) or the end (knob at the bottom) handle.
    let isStart: Bool
    /// The caret rectangle of the selection end it marks, in the superview's coordinates.
    private(set) var caretRect: CGRect = .zero

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        isHidden = true
    }

    required init?(coder: NSCoder) {
        isStart = true
        super.init(coder: coder)
    }

    /// Places the handle at `caret` (a caret rectangle in the superview's coordinates).
    func place(at caret: CGRect) {
        caretRect = caret
        let knob = TextSelectionHandleView.knobDiameter
        let x = caret.midX - knob / 2
        frame = CGRect(x: x, y: isStart ? caret.minY - knob : caret.minY, width: knob, height: caret.height + knob)
        setNeedsDisplay()
    }

    /// Whether `point` (superview coordinates) is close enough to grab the handle.
    func grabs(_ point: CGPoint) -> Bool {
        !isHidden && frame.insetBy(dx: -TextSelectionHandleView.grabDistance, dy: -TextSelectionHandleView.grabDistance / 2).contains(point)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let knob = TextSelectionHandleView.knobDiameter
        context.setFillColor((tintColor ?? .systemBlue).cgColor)
        let barTop: CGFloat = isStart ? knob / 2 : 0
        let barHeight = bounds.height - knob / 2
        context.fill(CGRect(x: (knob - TextSelectionHandleView.barWidth) / 2, y: barTop, width: TextSelectionHandleView.barWidth, height: barHeight))
        let knobY: CGFloat = isStart ? 0 : bounds.height - knob
        context.fillEllipse(in: CGRect(x: 0, y: knobY, width: knob, height: knob))
    }
}
