import Foundation

extension UIColor {
    /// Sets the colour as both the fill and the stroke colour of the current graphics context.
    /// Does nothing without a current context. May be called from any thread, as on iOS.
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Sets the colour as the fill colour of the current graphics context (used by `UIRectFill`,
    /// `UIBezierPath.fill()`, `UIGraphicsRendererContext.fill(_:)`). Does nothing without a current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the colour as the stroke colour of the current graphics context (used by
    /// `UIBezierPath.stroke()`). Does nothing without a current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
