@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

extension UIView {
    var backgroundColorImplementation: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            // A dynamic colour is resolved with the view's traits (again when they change; Traits/).
            layer.backgroundColor = newValue.map { $0.isDynamic ? $0.resolvedColor(with: traitCollection).cgColor : $0.cgColor }
        }
    }

    var alphaImplementation: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 0 : min(max(newValue, 0), 1)) }
    }

    var isHiddenImplementation: Bool {
        get { layer.isHidden }
        set {
            guard layer.isHidden != newValue else { return }
            layer.isHidden = newValue
            // A stack view collapses or restores an arranged view (UIStackView+Arrangement).
            (superviewStorage as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
        }
    }

    var clipsToBoundsImplementation: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    var isOpaqueImplementation: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    var clearsContextBeforeDrawingImplementation: Bool {
        get { true }
        set {}
    }

    var contentModeImplementation: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.layerGravity
        }
    }

    var tintColorImplementation: UIColor! {
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

    var tintAdjustmentModeImplementation: TintAdjustmentMode {
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
        let appearanceReads = UIColor.dynamicResolutions
        traitCollection.performAsCurrent { tintColorDidChange() }
        noteAppearanceUse(since: appearanceReads, in: .tint)
        for sub in subviewStorage where sub.tintColorStorage == nil { sub.propagateTintChange() }
    }

    func performSetNeedsDisplay() {
        guard UIView.drawingClasses[ObjectIdentifier(type(of: self))] != false else { return }
        layer.setNeedsDisplay()
    }

    func performSetNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    // MARK: Drawing probe

    /// Which view classes override `draw(_:)`: `true` draws, `false` does not, absent = not known yet.
    /// Views whose class does not draw get no backing bitmap.
    nonisolated(unsafe) static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    /// A new backing layer of `viewClass.layerClass` (a plain `CALayer` when that is not a layer class).
    static func makeBackingLayer(for viewClass: UIView.Type) -> CALayer {
        ((viewClass.layerClass as? CALayer.Type) ?? CALayer.self).init()
    }

    /// Makes this view its layer's delegate and gives the layer the screen's scale (both initialisers).
    func attachBackingLayer() {
        layerStorage.adoptOwningView(self, answersNullOutsideAnimations: UIView.keepsDefaultLayerActions(type(of: self), type(of: layerStorage)))
        layer.contentsScale = UIScreen.main.scale
    }

    /// Which view and layer classes keep UIKit's and Core Animation's default actions (UIKit's own and
    /// QuartzCore's classes do: none overrides `action(for:forKey:)` or `action(forKey:)`), by class.
    nonisolated(unsafe) static var defaultActionClasses: [ObjectIdentifier: Bool] = [:]

    /// Whether neither `viewClass` nor `layerClass` can override the action lookup: both are the
    /// framework's own. Apps' subclasses keep the full lookup, so their overrides are always asked.
    /// - Complexity: O(1) after the first view of each class.
    static func keepsDefaultLayerActions(_ viewClass: UIView.Type, _ layerClass: CALayer.Type) -> Bool {
        func isFramework(_ cls: AnyClass, module: String) -> Bool {
            let key = ObjectIdentifier(cls)
            if let known = defaultActionClasses[key] { return known }
            let result = String(reflecting: cls).hasPrefix(module)
            defaultActionClasses[key] = result
            return result
        }
        return isFramework(viewClass, module: "UIKit.") && isFramework(layerClass, module: "QuartzCore.")
    }

    /// The default `display(_:)`: the standard drawing into a backing bitmap, unless the class is known
    /// not to draw (the first display finds out, and drops the empty bitmap).
    func performDisplay(_ layer: CALayer) {
        let key = ObjectIdentifier(type(of: self))
        if UIView.drawingClasses[key] == false { return }
        layer.displayWithBackingStore()
        if UIView.drawingClasses[key] == false { layer.contents = nil }
    }

    /// Asks for a first display unless this view's class is known not to draw.
    func prepareInitialDisplay() {
        if UIView.drawingClasses[ObjectIdentifier(type(of: self))] != false { layer.setNeedsDisplay() }
    }

    /// Runs `draw(bounds)` in `context` with it pushed as the current UIKit context, and learns whether the
    /// class draws: it does unless only the base implementation ran and left the bitmap empty.
    func drawForLayer(in context: CGContext) {
        baseDrawWasCalled = false
        let resolutionsBefore = UIColor.dynamicResolutions
        UIGraphicsPushContext(context)
        traitCollection.performAsCurrent { draw(bounds) }
        UIGraphicsPopContext()
        // A view that resolved a dynamic colour while drawing redraws when the appearance changes.
        if UIColor.dynamicResolutions != resolutionsBefore { drawsWithDynamicColors = true }
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
    func performDraw(_ layer: CALayer, in ctx: CGContext) {
        drawForLayer(in: ctx)
    }

    func performLayoutSublayers(of layer: CALayer) {
        performLayout()
    }
}
