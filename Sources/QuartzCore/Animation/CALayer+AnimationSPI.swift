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
}
