import Foundation

extension UIView {
    /// The background colour (the layer's background); `nil` (the default) is transparent.
    public var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// The view's opacity, 0...1 (the layer's `opacity`).
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 0 : min(max(newValue, 0), 1)) }
    }

    /// Whether the view (and its subviews) is hidden.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard layer.isHidden != newValue else { return }
            layer.isHidden = newValue
            // A stack view collapses or restores an arranged view (UIStackView+Arrangement).
            (superviewStorage as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view fills its bounds with opaque content (a drawing hint).
    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether the context is cleared before `draw(_:)`; OpenUIKit always draws into a cleared bitmap.
    public var clearsContextBeforeDrawing: Bool {
        get { true }
        set {}
    }

    /// How cached content is placed when the bounds change (`.scaleToFill` by default).
    public var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.layerGravity
        }
    }

    /// The tint colour: this view's own, else its superview's, else system blue; dimmed when the effective
    /// adjustment mode is `.dimmed`. Setting it tells this view and descendants that inherit it.
    public var tintColor: UIColor! {
        get {
            let base = tintColorStorage ?? superview?.tintColor ?? UIColor.systemBlue
            guard tintAdjustmentMode == .dimmed else { return base }
            var white: CGFloat = 0, r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            base.getRed(&r, green: &g, blue: &b, alpha: &a)
            white = 0.299 * r + 0.587 * g + 0.114 * b
            return UIColor(white: white, alpha: a * 0.5)
        }
        set {
            tintColorStorage = newValue
            propagateTintChange()
        }
    }

    /// How the tint is adjusted; `.automatic` inherits from the superview (normal at the top).
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if tintAdjustmentModeStorage != .automatic { return tintAdjustmentModeStorage }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            tintAdjustmentModeStorage = newValue
            propagateTintChange()
        }
    }

    /// Calls `tintColorDidChange()` on this view and every descendant that inherits its tint.
    func propagateTintChange() {
        tintColorDidChange()
        for sub in subviewStorage where sub.tintColorStorage == nil { sub.propagateTintChange() }
    }

    /// Marks the whole view for redrawing with `draw(_:)` in the next frame.
    public func setNeedsDisplay() {
        guard UIView.drawingClasses[ObjectIdentifier(type(of: self))] != false else { return }
        layer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing; OpenUIKit redraws the whole view (documented deviation).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    // MARK: Drawing probe

    /// Which view classes override `draw(_:)`: `true` draws, `false` does not, absent = not known yet.
    /// Views whose class does not draw get no backing bitmap.
    nonisolated(unsafe) static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    /// Asks for a first display unless this view's class is known not to draw.
    func prepareInitialDisplay() {
        if UIView.drawingClasses[ObjectIdentifier(type(of: self))] != false { layer.setNeedsDisplay() }
    }

    /// Runs `draw(bounds)` in `context` with it pushed as the current UIKit context, and learns whether the
    /// class draws: it does unless only the base implementation ran and left the bitmap empty.
    func drawForLayer(in context: CGContext) {
        baseDrawWasCalled = false
        UIGraphicsPushContext(context)
        draw(bounds)
        UIGraphicsPopContext()
        let key = ObjectIdentifier(type(of: self))
        if UIView.drawingClasses[key] == nil {
            UIView.drawingClasses[key] = !baseDrawWasCalled || UIView.hasInk(context)
        }
    }

    /// Whether any pixel of the context is not fully transparent.
    /// - Complexity: O(pixels); runs once per view class.
    static func hasInk(_ context: CGContext) -> Bool {
        guard let data = context.data else { return false }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for row in 0..<context.height {
            let line = bytes + row * context.bytesPerRow
            for x in 0..<context.width where line[x * 4 + 3] != 0 { return true }
        }
        return false
    }
}

// MARK: - CALayerDelegate

extension UIView: CALayerDelegate {
    /// Draws the view's content for its layer (see `draw(_:)`).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        drawForLayer(in: ctx)
    }

    /// Lays out the view when its layer lays out (see `layoutSubviews()`).
    public func layoutSublayers(of layer: CALayer) {
        performLayout()
    }
}
