import CoreGraphics
import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled, then stroked, between the
/// layer's contents and its sublayers.
///
/// Parity: Apple's properties and defaults (black fill, no stroke, line width 1, miter limit 10, whole
/// stroke). Partial strokes (`strokeStart`/`strokeEnd`) measure the path with curves flattened into
/// line segments, and draw that polyline.
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates (it may extend beyond the bounds). Default `nil`.
    open var path: CGPath? {
        didSet { if path != oldValue { noteChange(.appearance); animatablePropertyDidChange("path", from: oldValue) } }
    }

    /// The fill colour; `nil` fills nothing. Default opaque black.
    open var fillColor: CGColor? = CGColor.black {
        didSet { if fillColor != oldValue { noteChange(.appearance); animatablePropertyDidChange("fillColor", from: oldValue) } }
    }

    /// How the inside of the path is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { noteChange(.appearance) } }
    }

    /// The stroke colour; `nil` strokes nothing. Default `nil`.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { noteChange(.appearance); animatablePropertyDidChange("strokeColor", from: oldValue) } }
    }

    /// Where the stroke starts, as a fraction of the path's length. Default 0.
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { noteChange(.appearance); animatablePropertyDidChange("strokeStart", from: oldValue) } }
    }

    /// Where the stroke ends, as a fraction of the path's length. Default 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd != oldValue { noteChange(.appearance); animatablePropertyDidChange("strokeEnd", from: oldValue) } }
    }

    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1 {
        didSet { if lineWidth != oldValue { noteChange(.appearance); animatablePropertyDidChange("lineWidth", from: oldValue) } }
    }

    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != oldValue { noteChange(.appearance); animatablePropertyDidChange("miterLimit", from: oldValue) } }
    }

    /// The line cap. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { noteChange(.appearance) } }
    }

    /// The line join. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { noteChange(.appearance) } }
    }

    /// The dash phase. Default 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { noteChange(.appearance); animatablePropertyDidChange("lineDashPhase", from: oldValue) } }
    }

    /// The dash lengths, alternating painted and unpainted; `nil` draws a solid line. Default `nil`.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { noteChange(.appearance) } }
    }

    /// Creates a shape layer with Apple's defaults.
    public required init() {
        super.init()
    }

    /// Copies `layer`'s properties, including the shape properties when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth
        miterLimit = other.miterLimit; lineCap = other.lineCap; lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }

    // MARK: - Drawing

    override var hasOwnDrawing: Bool { path != nil }

    override var ownDrawingExtent: CGRect {
        let base = super.ownDrawingExtent
        guard let path, !path.isEmpty else { return base }
        let box = path.boundingBox
        guard !box.isNull else { return base }
        let stroke = strokeColor == nil ? 0 : max(lineWidth, 0) / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1.5)
        return base.union(box.insetBy(dx: -stroke - 1, dy: -stroke - 1))
    }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return }
        let stroked = start == 0 && end == 1 ? path : ShapeGeometry.trimmed(path, from: start, to: end)
        ctx.saveGState()
        ctx.addPath(stroked)
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
        ctx.restoreGState()
    }
}
