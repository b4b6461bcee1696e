import Foundation

/// One system symbol: a vector drawing on a design grid where one unit is one point at 17 pt (the body
/// size) and medium scale, built for a given stroke width so that bolder weights grow the outline the way
/// SF Symbols do.
///
/// The image's canvas is the ink's bounding box (stroke widths and round caps included) plus a quarter unit
/// of padding, so a symbol's ink always lies inside its image.
struct SystemSymbol: Sendable {
    /// One drawing step. Strokes use round caps and joins; `width` multiplies the weight's stroke width.
    enum Element: Sendable {
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
    }

    /// The symbol's name, e.g. `star.fill`.
    let name: String
    /// Builds the elements for a stroke width in design units.
    let build: @Sendable (_ lineWidth: CGFloat) -> [Element]
    /// Layouts already computed, by weight.
    private let cache = LayoutCache()

    init(name: String, build: @escaping @Sendable (_ lineWidth: CGFloat) -> [Element]) {
        self.name = name
        self.build = build
    }

    /// A symbol's elements, stroke width and canvas for one weight.
    typealias Layout = (elements: [Element], lineWidth: CGFloat, canvas: CGRect)

    /// A thread-safe memo of layouts by weight (paths are immutable, so layouts can be shared).
    final class LayoutCache: @unchecked Sendable {
        private let lock = NSLock()
        private var layouts: [UIImage.SymbolWeight: Layout] = [:]

        func layout(for weight: UIImage.SymbolWeight, make: () -> Layout) -> Layout {
            if let cached = lock.withLock({ layouts[weight] }) { return cached }
            let made = make()
            lock.withLock { layouts[weight] = made }
            return made
        }
    }

    /// Padding around the ink, in design units.
    static let padding: CGFloat = 0.25

    /// The elements and their canvas (in design units) for `configuration`.
    func layout(for configuration: UIImage.SymbolConfiguration) -> Layout {
        let weight = configuration.resolvedWeight
        return cache.layout(for: weight) { makeLayout(lineWidth: weight.strokeWidth) }
    }

    /// Builds the elements for `lineWidth` and measures their ink.
    private func makeLayout(lineWidth: CGFloat) -> Layout {
        let elements = build(lineWidth)
        var ink = CGRect.null
        for element in elements {
            switch element {
            case .fill(let path), .evenOddFill(let path):
                ink = ink.union(path.boundingBoxOfPath)
            case .stroke(let path, let width):
                let half = lineWidth * width / 2
                ink = ink.union(path.boundingBoxOfPath.insetBy(dx: -half, dy: -half))
            case .eraseStroke, .eraseFill:
                break
            }
        }
        if ink.isNull { ink = CGRect(x: 0, y: 0, width: 1, height: 1) }
        return (elements, lineWidth, ink.insetBy(dx: -Self.padding, dy: -Self.padding))
    }

    /// The image size in points for `configuration`: the canvas scaled by point size / 17 and the symbol
    /// scale's factor.
    func imageSize(for configuration: UIImage.SymbolConfiguration) -> CGSize {
        let canvas = layout(for: configuration).canvas
        let factor = configuration.resolvedPointSize / 17 * configuration.scale.factor
        return CGSize(width: canvas.width * factor, height: canvas.height * factor)
    }

    /// Draws the symbol scaled into `rect` of a y-down `context` in `color`, composited with `blendMode`
    /// and `alpha`.
    ///
    /// Symbols with knock-outs or a translucent result are drawn in a transparency layer bounded by `rect`,
    /// so overlapping parts do not darken and knock-outs only cut the symbol itself.
    func draw(in rect: CGRect, context: CGContext, color: CGColor, configuration: UIImage.SymbolConfiguration,
              blendMode: CGBlendMode, alpha: CGFloat) {
        let (elements, lineWidth, canvas) = layout(for: configuration)
        let hasErase = elements.contains {
            switch $0 {
            case .eraseStroke, .eraseFill: return true
            default: return false
            }
        }
        let colorAlpha = color.alpha
        let opaque = color.copy(alpha: 1) ?? color
        let useLayer = hasErase || colorAlpha < 1 || alpha < 1
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha * colorAlpha)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / canvas.width, y: rect.height / canvas.height)
        context.translateBy(x: -canvas.minX, y: -canvas.minY)
        if useLayer {
            context.beginTransparencyLayer(in: canvas, auxiliaryInfo: nil)
            context.setBlendMode(.normal)
        }
        context.setFillColor(opaque)
        context.setStrokeColor(opaque)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: [])
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
            }
        }
        if useLayer { context.endTransparencyLayer() }
        context.restoreGState()
    }
}
