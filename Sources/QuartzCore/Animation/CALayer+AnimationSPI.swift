import CoreGraphics
import Foundation

/// What UIKit's view animations need from layers beyond Core Animation's public API. Not public API.
extension CALayer {
    /// Whether `keyPath` names an animatable property of this layer (or a component of one).
    @_spi(OpenUIKitBackend)
    public func isAnimatableKeyPath(_ keyPath: String) -> Bool {
        animatableValue(forKey: PresentationValues.split(keyPath).base) != nil
    }

    /// The model value of an animatable base property (`CGPoint`, `CGRect`, `CGFloat`, `CGColor?`, ...).
    @_spi(OpenUIKitBackend)
    public func animatableModelValue(forKey key: String) -> Any? {
        animatableValue(forKey: key)?.anyValue
    }

    /// Sets an animatable base property to `value` (as returned by `animatableModelValue(forKey:)` or
    /// `presentedValue(forKey:)`) with actions disabled.
    @_spi(OpenUIKitBackend)
    public func setAnimatableModelValue(_ value: Any?, forKey key: String) {
        guard let converted = AnimatableValue(value) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setAnimatableValue(converted, forKey: key)
        CATransaction.commit()
    }

    /// The value of an animatable base property as presented now (the model value when not animating).
    @_spi(OpenUIKitBackend)
    public func presentedValue(forKey key: String) -> Any? {
        presentationValue(forKeyPath: key)?.anyValue
    }

    /// The additive animations UIKit's view animations use (iOS 8 and later) when `key` changed from
    /// `old` to its current model value: for each animated key path, the delta that puts the presentation
    /// back at `old` (`old − new`; for transforms `old × new⁻¹`, so that delta × new = old) and the
    /// zero it animates to. `position` gives one; `bounds` gives `bounds.origin` and `bounds.size` (as
    /// UIKit splits it: a size delta may be negative, which a rectangle cannot hold), leaving out a part
    /// that did not change; `transform` gives one unless the new transform cannot be inverted. `nil` for
    /// other keys (they animate by replacing from the presented value).
    @_spi(OpenUIKitBackend)
    public func additiveAnimationDeltas(forKey key: String, from old: Any?) -> [(keyPath: String, from: Any, zero: Any)]? {
        guard let new = animatableValue(forKey: key) else { return nil }
        switch (key, AnimatableValue(old), new) {
        case ("position", .point(let o)?, .point(let n)):
            return [("position", CGPoint(x: o.x - n.x, y: o.y - n.y), CGPoint.zero)]
        case ("bounds", .rect(let o)?, .rect(let n)):
            var deltas: [(keyPath: String, from: Any, zero: Any)] = []
            if o.origin != n.origin {
                deltas.append(("bounds.origin", CGPoint(x: o.origin.x - n.origin.x, y: o.origin.y - n.origin.y), CGPoint.zero))
            }
            if o.size != n.size {
                deltas.append(("bounds.size", CGSize(width: o.size.width - n.size.width, height: o.size.height - n.size.height),
                               CGSize.zero))
            }
            return deltas
        case ("transform", .transform(let o)?, .transform(let n)):
            let inverse = CATransform3DInvert(n)
            let check = CATransform3DConcat(n, inverse)
            guard zip(check.entries, CATransform3DIdentity.entries).allSatisfy({ abs($0 - $1) < 1e-9 }) else { return nil }
            return [("transform", CATransform3DConcat(o, inverse), CATransform3DIdentity)]
        default:
            return nil
        }
    }

    /// `base` if no animation uses that key yet, else the first free of `base-2`, `base-3`, ... (the
    /// keys UIKit gives additive animations of one property).
    /// - Complexity: O(animations on the layer²) in the worst case; usually O(animations).
    @_spi(OpenUIKitBackend)
    public func unusedAnimationKey(_ base: String) -> String {
        guard animationEntries.contains(where: { $0.key == base }) else { return base }
        var n = 2
        while animationEntries.contains(where: { $0.key == "\(base)-\(n)" }) { n += 1 }
        return "\(base)-\(n)"
    }
}

extension CALayer {
    /// Tells the delegates of animations removed since the last frame that they stopped (`finished`
    /// false) now, instead of on the next frame: UIKit uses it when a cancelled interactive transition
    /// removes its animations, so the animator's completion puts the views back before anything draws.
    @_spi(OpenUIKitBackend)
    public static func deliverPendingAnimationStops() {
        AnimationEngine.deliverPendingStops()
    }
}
