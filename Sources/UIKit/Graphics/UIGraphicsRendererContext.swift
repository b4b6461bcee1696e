import Foundation

/// The drawing environment a graphics renderer passes to its drawing actions, as UIKit's
/// `UIGraphicsRendererContext`: the Core Graphics context plus UIKit-style helpers.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context, y-down with the format's scale applied (units are points).
    open private(set) var cgContext: CGContext

    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill colour in the context's current blend mode.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Draws a 1-point frame around the inside of `rect` in the current stroke colour (as Apple's example
    /// `UIColor.darkGray.setStroke(); context.stroke(renderer.format.bounds)` expects).
    open func stroke(_ rect: CGRect) {
        stroke(rect, blendMode: .normal)
    }

    /// Draws a 1-point frame around the inside of `rect` in the current stroke colour using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(r.insetBy(dx: min(0.5, r.width / 2), dy: min(0.5, r.height / 2)), width: 1)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
