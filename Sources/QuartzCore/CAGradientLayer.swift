import CoreGraphics
import Foundation

/// A layer that draws a colour gradient over its background, as Core Animation's `CAGradientLayer`.
///
/// Parity: Apple's properties and defaults (`startPoint` (0.5, 0), `endPoint` (0.5, 1), `.axial`); axial,
/// radial and conic types. Colours are interpolated unpremultiplied in sRGB; beyond the ends the end
/// colours extend. The gradient is clipped to the rounded bounds (documented choice). It is rendered
/// once per size and device scale into a cached bitmap.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor` values; other values are skipped). Default `nil`.
    open var colors: [Any]? {
        didSet { noteChange(.appearance); animatablePropertyDidChange("colors", from: oldValue) }
    }

    /// The stop locations, 0...1, one per colour, increasing; `nil` spreads the colours evenly.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { noteChange(.appearance); animatablePropertyDidChange("locations", from: oldValue) } }
    }

    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0): top centre.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { noteChange(.appearance); animatablePropertyDidChange("startPoint", from: oldValue) } }
    }

    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1): bottom centre.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { noteChange(.appearance); animatablePropertyDidChange("endPoint", from: oldValue) } }
    }

    /// The gradient's geometry. Default `.axial`.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { noteChange(.appearance) } }
    }

    /// Creates a gradient layer with Apple's defaults.
    public required init() {
        super.init()
    }

    /// Copies `layer`'s properties, including the gradient properties when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint
        endPoint = other.endPoint; type = other.type
    }

    // MARK: - Drawing

    /// The colours that are `CGColor`s.
    final var gradientColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }

    override var hasOwnDrawing: Bool { !gradientColors.isEmpty }

    override func drawOwnContent(in ctx: CGContext) {
        let colors = gradientColors
        if !colors.isEmpty, bounds.width > 0, bounds.height > 0 {
            let m = ctx.userSpaceToDeviceSpaceTransform
            let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
            if let image = GradientRenderer.image(for: self, colors: colors, scale: scale) {
                ctx.saveGState()
                if cornerRadius > 0 {
                    ctx.addPath(roundedBoundsPath)
                    ctx.clip()
                }
                LayerPainter.drawUpright(image, in: bounds, context: ctx)
                ctx.restoreGState()
            }
        }
        super.drawOwnContent(in: ctx)
    }
}
