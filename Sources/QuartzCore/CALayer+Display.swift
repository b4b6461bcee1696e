@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

extension CALayer {
    func performNeedsDisplay() -> Bool { needsDisplayFlag }

    /// The default `display()`: the delegate's `display(_:)`, or the standard drawing without a delegate.
    func performDisplay() {
        if let delegate { delegate.display(self) } else { displayWithBackingStore() }
    }

    /// The default `setNeedsDisplay()`: flags the layer and records an appearance change.
    func performSetNeedsDisplay() {
        needsDisplayFlag = true
        noteChange(.appearance)
    }

    /// The default `action(forKey:)`: the delegate's answer, else `actions`, else the class's
    /// `defaultAction(forKey:)`, else the implicit animation of an animatable property (`builtInAction`).
    /// Sets a delegate the layer does not own (a view's backing layer stops treating its view as the owner).
    func setDelegateImplementation(_ delegate: (any CALayerDelegate)?) {
        owningViewStorage = nil
        delegateAnswersNullOutsideViewAnimations = false
        delegateStorage = delegate
    }

    /// Makes `view` the owning delegate of its backing layer (no weak reference; `view` clears it with
    /// `releaseOwningView()` in its `deinit`). `answersNullOutsideAnimations`: the view's class and this
    /// layer's class keep UIKit's default actions, so the action lookup is skipped while no view animation
    /// is open (`viewAnimationIsOpen`).
    @_spi(OpenUIKitBackend)
    public func adoptOwningView(_ view: any CALayerDelegate, answersNullOutsideAnimations: Bool) {
        delegateStorage = nil
        owningViewStorage = view
        delegateAnswersNullOutsideViewAnimations = answersNullOutsideAnimations
    }

    /// Forgets the owning view (called from the view's `deinit`; nonisolated for that reason).
    @_spi(OpenUIKitBackend)
    public nonisolated func releaseOwningView() {
        owningViewStorage = nil
    }

    /// Whether a UIKit view animation (a block, a property animator, keyframes) is being recorded: only
    /// then can a view's default `action(for:forKey:)` answer something other than `NSNull`. UIKit sets it.
    @_spi(OpenUIKitBackend)
    public static var viewAnimationIsOpen = false

    func performAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = Self.defaultAction(forKey: event) { return action }
        return builtInAction(forKey: event)
    }

    func performDisplayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// The standard drawing: a transparent y-down backing bitmap of `bounds.size × contentsScale` pixels
    /// scaled to points and translated to the bounds origin, `layerWillDraw`, `draw(in:)`, and the image as
    /// `contents` (`nil` for an empty bounds).
    /// - Complexity: O(pixels) plus the drawing.
    @_spi(OpenUIKitBackend) public final func displayWithBackingStore() {
        needsDisplayFlag = false
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, let ctx = CGContext.makeTopDown(width: width, height: height) else {
            contents = nil
            return
        }
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: bounds)
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        contents = ctx.makeImage()
    }
}
