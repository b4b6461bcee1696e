import Foundation

/// One system symbol: a vector drawing on a design grid where one unit is one point at 17 pt (the body
/// size) and medium scale, built for a given stroke width so that bolder weights grow the outline the way
/// SF Symbols do.
///
/// The image's canvas is the ink's bounding box (stroke widths and round caps included) plus a quarter unit
/// of padding, so a symbol's ink always lies inside its image.
struct SystemSymbol: Sendable {
    /// One drawing step. Strokes use round caps and joins; `width` multiplies the weight's stroke width.
    indirect enum Element: Sendable {
        /// Fill the path (non-zero winding).
        case fill(CGPath)
        /// Fill the path with the even-odd rule.
        case evenOddFill(CGPath)
        /// Stroke the path.
        case stroke(CGPath, width: CGFloat)
        /// Cut the stroked path out of what was drawn before (knock-out, e.g. the check in
        /// `checkmark.circle.fill`).
        case eraseStroke(CGPath, width: CGFloat)
        /// Cut the filled path out of what was drawn before.
        case eraseFill(CGPath)
        /// Draw the elements as one group in the colour of a hierarchy level (0 primary, 1 secondary,
        /// 2 tertiary), as SF Symbols' layers; erasing elements inside cut only the group.
        case layer(Int, [Element])
        /// Draw the elements as one group and cut it out of what was drawn before (a gap around a badge,
        /// the glyph of a filled circle).
        case knockout([Element])
        /// Elements drawn only when the layers have colours of their own (hierarchical and palette
        /// rendering), e.g. the glyph a monochrome `plus.circle.fill` cuts out, drawn in its layer's colour.
        case layeredOnly([Element])

        /// Whether the element draws directly (not a group).
        var isDirect: Bool {
            switch self {
            case .fill, .evenOddFill, .stroke, .eraseStroke, .eraseFill: return true
            case .layer, .knockout, .layeredOnly: return false
            }
        }

        /// Whether drawing needs a transparency layer (knock-outs and groups).
        var needsGroup: Bool {
            switch self {
            case .fill, .evenOddFill, .stroke: return false
            case .eraseStroke, .eraseFill, .layer, .knockout, .layeredOnly: return true
            }
        }
    }

    /// The symbol's name, e.g. `star.fill`.
    let name: String
    /// Builds the elements for a stroke width in design units.
    let build: @Sendable (_ lineWidth: CGFloat) -> [Element]
    /// For a symbol drawn from outlines per weight and scale (a custom symbol from a symbol set, see
    /// `CustomSymbol`): its layout for a weight and scale, in place of `build`.
    let variantLayout: (@Sendable (UIImage.SymbolWeight, UIImage.SymbolScale) -> Layout)?
    /// Layouts already computed, by weight (and scale, for variant layouts).
    private let cache = LayoutCache()

    init(name: String, build: @escaping @Sendable (_ lineWidth: CGFloat) -> [Element]) {
        self.name = name
        self.build = build
        variantLayout = nil
    }

    /// A symbol whose layout comes from `variantLayout` for each weight and scale.
    init(name: String, variantLayout: @escaping @Sendable (UIImage.SymbolWeight, UIImage.SymbolScale) -> Layout) {
        self.name = name
        self.build = { _ in [] }
        self.variantLayout = variantLayout
    }

    /// A symbol's elements, stroke width and canvas for one weight.
    typealias Layout = (elements: [Element], lineWidth: CGFloat, canvas: CGRect)

    /// What a layout depends on: the weight, and for variant layouts the scale.
    struct LayoutKey: Hashable {
        let weight: UIImage.SymbolWeight
        let scale: UIImage.SymbolScale
    }

    /// A thread-safe memo of layouts by weight and scale (paths are immutable, so layouts can be shared).
    final class LayoutCache: @unchecked Sendable {
        private let lock = NSLock()
        private var layouts: [LayoutKey: Layout] = [:]

        func layout(for key: LayoutKey, make: () -> Layout) -> Layout {
            if let cached = lock.withLock({ layouts[key] }) { return cached }
            let made = make()
            lock.withLock { layouts[key] = made }
            return made
        }
    }

    /// Padding around the ink, in design units.
    static let padding: CGFloat = 0.25

    /// The elements and their canvas (in design units) for `configuration`.
    func layout(for configuration: UIImage.SymbolConfiguration) -> Layout {
        let weight = configuration.resolvedWeight
        if let variantLayout {
            let scale = configuration.scale
            return cache.layout(for: LayoutKey(weight: weight, scale: scale)) { variantLayout(weight, scale) }
        }
        return cache.layout(for: LayoutKey(weight: weight, scale: .medium)) { makeLayout(lineWidth: weight.strokeWidth) }
    }

    /// Builds the elements for `lineWidth` and measures their ink.
    private func makeLayout(lineWidth: CGFloat) -> Layout {
        let elements = build(lineWidth)
        var ink = Self.ink(of: elements, lineWidth: lineWidth)
        if ink.isNull { ink = CGRect(x: 0, y: 0, width: 1, height: 1) }
        return (elements, lineWidth, ink.insetBy(dx: -Self.padding, dy: -Self.padding))
    }

    /// The bounding box of what `elements` can paint (knock-outs and erasures paint nothing).
    private static func ink(of elements: [Element], lineWidth: CGFloat) -> CGRect {
        var ink = CGRect.null
        for element in elements {
            switch element {
            case .fill(let path), .evenOddFill(let path):
                ink = ink.union(path.boundingBoxOfPath)
            case .stroke(let path, let width):
                let half = lineWidth * width / 2
                ink = ink.union(path.boundingBoxOfPath.insetBy(dx: -half, dy: -half))
            case .layer(_, let children), .layeredOnly(let children):
                ink = ink.union(self.ink(of: children, lineWidth: lineWidth))
            case .eraseStroke, .eraseFill, .knockout:
                break
            }
        }
        return ink
    }

    /// The image size in points for `configuration`: the canvas scaled by point size / 17 and the symbol
    /// scale's factor.
    func imageSize(for configuration: UIImage.SymbolConfiguration) -> CGSize {
        let canvas = layout(for: configuration).canvas
        let factor = configuration.resolvedPointSize / 17 * configuration.scale.factor
        return CGSize(width: canvas.width * factor, height: canvas.height * factor)
    }

    /// Draws the symbol scaled into `rect` of a y-down `context` in `color` (or the configuration's
    /// hierarchical or palette colours), composited with `blendMode` and `alpha`.
    ///
    /// Symbols with knock-outs, layers or a translucent result are drawn in a transparency layer bounded by
    /// `rect`, so overlapping parts do not darken and knock-outs only cut the symbol itself.
    func draw(in rect: CGRect, context: CGContext, color: CGColor, configuration: UIImage.SymbolConfiguration,
              blendMode: CGBlendMode, alpha: CGFloat) {
        let (elements, lineWidth, canvas) = layout(for: configuration)
        let colors = configuration.layerColors(default: color)
        let useLayer = elements.contains { $0.needsGroup } || colors.levels.contains { $0.alpha < 1 } || alpha < 1
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / canvas.width, y: rect.height / canvas.height)
        context.translateBy(x: -canvas.minX, y: -canvas.minY)
        if useLayer {
            context.beginTransparencyLayer(in: canvas, auxiliaryInfo: nil)
            context.setBlendMode(.normal)
        }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: [])
        let painter = Painter(context: context, lineWidth: lineWidth, canvas: canvas, colors: colors)
        if elements.contains(where: { $0.isDirect }) {
            painter.drawLayer(0, elements)
        } else {
            painter.draw(elements, level: 0)
        }
        if useLayer { context.endTransparencyLayer() }
        context.restoreGState()
    }

    /// The colour of each hierarchy level and whether the levels differ (hierarchical or palette rendering).
    struct LayerColors {
        /// Primary, secondary and tertiary colours.
        var levels: [CGColor]
        /// Whether layers have colours of their own.
        var layered: Bool

        func color(_ level: Int) -> CGColor { levels[min(max(level, 0), levels.count - 1)] }
    }

    /// Draws elements into a context already set up in design units.
    private struct Painter {
        let context: CGContext
        let lineWidth: CGFloat
        let canvas: CGRect
        let colors: LayerColors

        /// Draws `elements` as one group in the colour of `level`: opaque inside, the colour's alpha applied
        /// once when the group is composited.
        func drawLayer(_ level: Int, _ elements: [Element]) {
            let color = colors.color(level)
            context.saveGState()
            context.setAlpha(color.alpha)
            context.beginTransparencyLayer(in: canvas, auxiliaryInfo: nil)
            draw(elements, level: level)
            context.endTransparencyLayer()
            context.restoreGState()
        }

        func draw(_ elements: [Element], level: Int) {
            let color = colors.color(level)
            let opaque = color.copy(alpha: 1) ?? color
            context.setFillColor(opaque)
            context.setStrokeColor(opaque)
            for element in elements {
                switch element {
                case .fill(let path):
                    context.addPath(path)
                    context.fillPath(using: .winding)
                case .evenOddFill(let path):
                    context.addPath(path)
                    context.fillPath(using: .evenOdd)
                case .stroke(let path, let width):
                    context.setLineWidth(lineWidth * width)
                    context.addPath(path)
                    context.strokePath()
                case .eraseStroke(let path, let width):
                    context.saveGState()
                    context.setBlendMode(.destinationOut)
                    context.setLineWidth(lineWidth * width)
                    context.addPath(path)
                    context.strokePath()
                    context.restoreGState()
                case .eraseFill(let path):
                    context.saveGState()
                    context.setBlendMode(.destinationOut)
                    context.addPath(path)
                    context.fillPath(using: .winding)
                    context.restoreGState()
                case .layer(let childLevel, let children):
                    drawLayer(childLevel, children)
                    context.setFillColor(opaque)
                    context.setStrokeColor(opaque)
                case .knockout(let children):
                    context.saveGState()
                    context.setBlendMode(.destinationOut)
                    context.beginTransparencyLayer(in: canvas, auxiliaryInfo: nil)
                    draw(children, level: level)
                    context.endTransparencyLayer()
                    context.restoreGState()
                    context.setFillColor(opaque)
                    context.setStrokeColor(opaque)
                case .layeredOnly(let children):
                    if colors.layered { draw(children, level: level) }
                }
            }
        }
    }
}
